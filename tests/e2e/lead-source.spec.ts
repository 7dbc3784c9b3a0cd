import type { Page } from "@playwright/test";
import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * Where a lead came from (decision 073): a visit that lands on a product page from a campaign's link and sends the
 * contact form has the campaign on the lead's page. With JavaScript the first page is carried through the visit (the
 * tab's session storage, no cookie); without, the form page knows how it was itself reached (here, from that page).
 */

const LANDING = "/doors/swing/sd95?utm_source=spring-show&utm_campaign=door-sale";

async function sendContact(page: Page, first: string) {
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("First name").fill(first);
  await form.getByLabel("Last name").fill("Source");
  await form.getByLabel("Email").fill("ana@example.com");
  await form.getByLabel("Phone").fill("6045550111");
  await form.getByLabel("Message").fill("We saw your doors at the spring show.");
  await form.getByLabel("How did you hear about us?").selectOption("Other");
  return form;
}

/** The lead's page, found by its name in the inbox filtered by the campaign's source, says where it came from. */
async function expectSourceOnLead(page: Page, first: string, channel: string) {
  await signIn(page, { at: "/admin/submissions?source=spring-show" });
  await page.getByRole("link", { name: `${first} Source` }).click();
  const source = page.getByRole("region", { name: "Where they came from" });
  await expect(source.getByRole("definition")).toHaveText([new RegExp(`^${channel} \\(`), "None", "/doors/swing/sd95", "spring-show", "door-sale", "No"]);
}

test.describe("a lead's source with JavaScript", () => {
  test("a campaign's visit that reads two more pages before the contact form has its source on the lead", async ({ page }) => {
    await page.goto(LANDING);
    await page.goto("/about");
    await page.goto("/windows");
    await page.goto("/contact");
    const first = uniqueName("Js");
    const form = await sendContact(page, first);
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeFocused();
    await expectSourceOnLead(page, first, "Referral");
  });
});

test.describe("a lead's source without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a campaign's visit that goes from its product page to the contact form has its source on the lead, after a refusal too", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    await page.goto(LANDING);
    await page.getByRole("link", { name: "Contact Us" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    const first = uniqueName("Nojs");
    const form = await sendContact(page, first);
    // Refused once (no message): the form shown again still carries where the visit came from.
    await form.getByLabel("Message").fill("");
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/Please enter your message/);
    await form.getByLabel("Message").fill("We saw your doors at the spring show.");
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
    await expectSourceOnLead(page, first, "Referral");
  });
});
