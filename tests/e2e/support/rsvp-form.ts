import type { Page } from "@playwright/test";
import { putSolvedCaptcha } from "./captcha";
import { uniqueName } from "./staff";

/**
 * Fills the RSVP form at `url` (a page without JavaScript) as a visitor would, from an address of its own (one reply
 * per email per event), with the captcha solved as the widget would, and sends it; gives the server's answer to the
 * post and the form.
 */
export async function sendRsvpForm(page: Page, url: string, firstName: string) {
  await page.goto(url);
  const form = page.getByRole("form", { name: "Reserve your place" });
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Marsh");
  await form.getByLabel("Email").fill(`${uniqueName("eleni-")}@example.com`);
  await form.getByLabel("Phone").fill("6045550199");
  await form.getByLabel("Number of guests").fill("2");
  await putSolvedCaptcha(form, new URL(page.url()).origin);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "RSVP NOW" }).click(),
  ]);
  return { response, form };
}
