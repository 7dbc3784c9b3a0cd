import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

const VALID = {
  first: "Nikos",
  last: "Andrade",
  email: "nikos@example.com",
  phone: "6045550123",
  message: "We are renovating a 1960s house in Burnaby and would like a quote for lift and slide doors.",
  heard: "Referral",
};

async function fillContact(page: import("@playwright/test").Page, values: Partial<typeof VALID> = VALID) {
  const form = page.getByRole("form", { name: "Send us a message" });
  if (values.first !== undefined) await form.getByLabel("First name").fill(values.first);
  if (values.last !== undefined) await form.getByLabel("Last name").fill(values.last);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone").fill(values.phone);
  if (values.message !== undefined) await form.getByLabel("Message").fill(values.message);
  if (values.heard !== undefined) await form.getByLabel("How did you hear about us?").selectOption(values.heard);
  return form;
}

test.describe("contact form with JavaScript", () => {
  test("the page has the details and every field, and no showroom news that has gone out of date", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText("Your browser is not running JavaScript")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CONTACT US");
    // The seeded announcement ("opens fall 2025") ended with fall 2025: neither the banner nor the footer says it.
    await expect(page.getByText(/fall 2025/i)).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "(604) 555-0142" }).first()).toHaveAttribute("href", "tel:+16045550142");
    const form = page.getByRole("form", { name: "Send us a message" });
    const select = form.getByLabel("How did you hear about us?");
    await expect(select.locator("option")).toHaveText(["Select an option", "Referral", "Instagram", "Google", "Other"]);
    await expect(select).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: /send me occasional news/ })).not.toBeChecked();
    await expect(form.getByLabel("Email")).toHaveAttribute("name", "_replyto");
    await expect(form.getByRole("button", { name: "SEND MESSAGE" })).toBeEnabled();
  });

  test("a valid message, with the captcha solved in the browser, shows the Thank You panel", async ({ page }) => {
    await page.goto("/contact");
    const form = await fillContact(page);
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The form is sent to its page (/contact): the answer waits until the test has seen the form say it is sending.
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeFocused();
    await expect(page.getByText("Your message has been sent successfully. We will get back to you shortly!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("a post that cannot reach the server leaves the message on the page and says to send it again", async ({ page, expectConsoleError }) => {
    expectConsoleError(/net::ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
    await page.goto("/contact");
    const form = await fillContact(page);
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    await page.route("**/contact", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "could not be sent" })).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue(VALID.message);
    await expect(form.getByLabel("First name")).toHaveValue(VALID.first);
    await expect(form.getByRole("button", { name: "SEND MESSAGE" })).toBeEnabled();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("without a solved captcha nothing is sent and an alert says so", async ({ page, expectConsoleError }) => {
    expectConsoleError(/net::ERR_FAILED/);
    await page.route("**/captcha/challenge", (route) => route.abort());
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto("/contact");
    const form = await fillContact(page);
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please complete the captcha" })).toBeVisible();
    expect(posted).toBe(false);
  });

  test("an invalid message shows errors by each field and focuses their summary", async ({ page }) => {
    await page.goto("/contact");
    const form = await fillContact(page, { ...VALID, email: "nikos@", phone: "604 555 012", heard: "" });
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There are problems with 3 fields" })).toBeFocused();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Phone")).toHaveAccessibleDescription(/That's 9 digits: 604 555 012\./);
    await expect(form.getByLabel("How did you hear about us?")).toHaveAccessibleDescription(/how you heard about us/);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is sent all the same and held; staff see it first, Release sends the mails, Discard removes another", async ({ page }) => {
    const send = async (first: string) => {
      await page.goto("/contact");
      const form = await fillContact(page, { ...VALID, first });
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: "SEND MESSAGE" }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
      await expect(page.getByText("a person will check it and confirm within one business day")).toBeVisible();
    };
    await page.goto("/contact");
    const note = page.getByText("Your browser is not running JavaScript, so our automatic spam check cannot run. You can still send this form");
    await expect(note).toBeVisible();
    await expect(note.getByRole("link", { name: "(604) 555-0142" })).toHaveAttribute("href", "tel:+16045550142");
    const kept = uniqueName("Heldkept");
    const dropped = uniqueName("Helddropped");
    await send(kept);
    await send(dropped);

    // Staff (without JavaScript too): held submissions come first in the inbox, marked, with Release and Discard.
    await signIn(page, { at: "/admin/submissions" });
    await expect(page.getByText(/held submissions? waits? for you, first in the list/)).toBeVisible();
    // Other specs share this server's inbox, so its first page may hold any number of their held rows: every held row
    // comes before every other one, and a search finds ours, marked held.
    const texts = (await page.getByRole("table").getByRole("row").allInnerTexts()).slice(1);
    const isHeld = (text: string) => /Held/.test(text) && /Release/.test(text);
    const firstOther = texts.findIndex((text) => !isHeld(text));
    expect(texts.length).toBeGreaterThan(0);
    expect(isHeld(texts[0]!)).toBe(true);
    if (firstOther >= 0) expect(texts.slice(firstOther).some(isHeld)).toBe(false);
    const search = async (name: string) => {
      await page.getByRole("form", { name: "Filter submissions" }).getByLabel("Search").fill(name);
      await page.getByRole("form", { name: "Filter submissions" }).getByRole("button", { name: "Apply" }).click();
      const found = page.getByRole("table").getByRole("row").filter({ hasText: name });
      await expect(found).toHaveCount(1);
      await expect(found).toContainText("Held");
      await expect(found.getByRole("button", { name: /^Release/ })).toBeVisible();
    };
    await search(dropped);
    await page.getByRole("button", { name: `Discard the Contact form from ${dropped} Andrade` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Discarded" })).toBeVisible();
    await expect(page.getByRole("link", { name: `${dropped} Andrade` })).toHaveCount(0);

    await search(kept);
    await page.getByRole("link", { name: `${kept} Andrade` }).click();
    await expect(page.getByText("Held: sent from a browser that could not run the spam check")).toBeVisible();
    const delivery = page.getByRole("region", { name: "Email delivery" });
    await expect(delivery.getByText(VALID.email)).toHaveCount(0);
    await page.getByRole("button", { name: `Release the Contact form from ${kept} Andrade` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Released: the mails to ${VALID.email} and to the business are on their way` })).toBeVisible();
    await expect(delivery.getByRole("row").filter({ hasText: VALID.email })).toContainText("Thank you for contacting Helios Windows & Doors");
    await expect(page.getByText(/^Released from held by e2e-admin@helios\.example on .+: mailed on as if the spam check had passed\.$/)).toBeVisible();
  });

  test("an invalid post answers 422 with values kept and errors shown", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    await page.goto("/contact");
    const form = await fillContact(page, { ...VALID, heard: "" });
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "SEND MESSAGE" }).click(),
    ]);
    expect(response.status()).toBe(422);
    const again = page.getByRole("form", { name: "Send us a message" });
    await expect(again.getByLabel("First name")).toHaveValue(VALID.first);
    await expect(again.getByLabel("How did you hear about us?")).toHaveAttribute("aria-invalid", "true");
  });
});
