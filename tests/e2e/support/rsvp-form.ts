import type { Page } from "@playwright/test";

/** Fills the RSVP form at `url` as a visitor would and sends it; gives the server's answer to the post and the form. */
export async function sendRsvpForm(page: Page, url: string, firstName: string) {
  await page.goto(url);
  const form = page.getByRole("form", { name: "Reserve your place" });
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Marsh");
  await form.getByLabel("Email").fill("eleni@example.com");
  await form.getByLabel("Phone").fill("6045550199");
  await form.getByLabel("Number of guests").fill("2");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "RSVP NOW" }).click(),
  ]);
  return { response, form };
}
