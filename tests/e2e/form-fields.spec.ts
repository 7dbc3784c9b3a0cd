import type { Locator, Page } from "@playwright/test";
import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { fillOpening, fillQuoteDetails, QUOTE_FORM } from "./support/quote";
import { uniqueName } from "./support/staff";
import { freeDay } from "./support/visit";
import { signIn, signInForRequests } from "../support/staff-sign-in";
import { TEST_PERSON } from "../support/people";

/**
 * Fields as people use them (decision 047): a phone number typed, pasted or filled in by the browser however it is
 * written reaches the inbox as one number; a number that cannot be one is refused with what was read; a text pasted
 * past its limit is kept whole, counted and refused; every problem of a form shows at once, in a summary that links to
 * each field, with and without JavaScript.
 */

test.describe.configure({ timeout: 90_000 });

/** The three ways the issue saw people write 604 555 1234, and how each is entered: typed key by key, or filled at once (autofill, paste). */
const WRITTEN = [
  { phone: "604-555-1234", enter: "typed" },
  { phone: "(604) 555 1234", enter: "typed" },
  { phone: "+1 604.555.1234", enter: "filled" },
] as const;
const SHOWN = "(604) 555-1234";
const NINE_DIGITS = "That's 9 digits: 604 555 123. A phone number here has 10 digits, like (604) 555-0142.";

async function enterPhone(field: Locator, phone: string, enter: "typed" | "filled") {
  await field.clear();
  if (enter === "typed") await field.pressSequentially(phone);
  else await field.fill(phone);
  // Nothing is cut as it is typed.
  await expect(field).toHaveValue(phone);
}

async function captchaVerified(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
}

/** The lead of `first` in the inbox shows the number formatted, and its page links it as E.164. */
async function expectStoredPhone(page: Page, first: string) {
  await page.goto(`/admin/submissions?q=${first}`);
  const row = page.getByRole("row").filter({ hasText: first });
  await expect(row).toContainText(SHOWN);
  await row.getByRole("link").first().click();
  await expect(page.getByRole("link", { name: SHOWN })).toHaveAttribute("href", "tel:+16045551234");
}

async function sendContact(page: Page, first: string, phone: string, enter: "typed" | "filled") {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("First name").fill(first);
  await form.getByLabel("Last name").fill(TEST_PERSON.lastName);
  await form.getByLabel("Email").fill(TEST_PERSON.email);
  await enterPhone(form.getByLabel("Phone"), phone, enter);
  await form.getByLabel("Message").fill("Lift and slide doors for a 1960s house in Burnaby.");
  await form.getByLabel("How did you hear about us?").selectOption("Referral");
  await captchaVerified(page);
  await form.getByRole("button", { name: "SEND MESSAGE" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeFocused();
}

async function sendRsvp(page: Page, first: string, phone: string, enter: "typed" | "filled") {
  await page.goto("/rsvp");
  const form = page.getByRole("form", { name: "Reserve your place" });
  await form.getByLabel("First name").fill(first);
  await form.getByLabel("Last name").fill(TEST_PERSON.lastName);
  await form.getByLabel("Email").fill(`${first.toLowerCase()}@example.com`);
  await enterPhone(form.getByLabel("Phone"), phone, enter);
  await form.getByLabel("Number of guests").fill("2");
  await captchaVerified(page);
  await form.getByRole("button", { name: "RSVP NOW" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeFocused();
}

async function sendQuote(page: Page, first: string, phone: string, enter: "typed" | "filled") {
  await page.goto("/quote");
  const form = await fillQuoteDetails(page, first);
  await enterPhone(form.getByLabel("Phone"), phone, enter);
  await fillOpening(page, 1, { product: "sd95", width: "900", height: "2100" });
  await captchaVerified(page);
  await page.getByRole("form", { name: QUOTE_FORM }).getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
  await expect(page.getByRole("region", { name: "Thank You" })).toBeVisible();
}

async function sendVisit(page: Page, first: string, phone: string, enter: "typed" | "filled", day: number) {
  await page.goto("/visit");
  await page.getByRole("radio", { name: /Surrey/ }).check();
  await page.getByLabel("What is the visit about?").selectOption("windows");
  await page.getByRole("button", { name: "Show free days" }).click();
  await (await freeDay(page, day)).click();
  await page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first().click();
  const form = page.getByRole("form", { name: "4. Your details" });
  await form.getByLabel("First name").fill(first);
  await form.getByLabel("Last name").fill(TEST_PERSON.lastName);
  await form.getByLabel("Email").fill(TEST_PERSON.email);
  await enterPhone(form.getByLabel("Phone"), phone, enter);
  await captchaVerified(page);
  await form.getByRole("button", { name: "BOOK THE VISIT" }).click();
  await expect(page.getByRole("region", { name: "Your visit is booked" })).toBeVisible();
}

test.describe("phone numbers as people write them", () => {
  const FORMS = {
    contact: sendContact,
    RSVP: sendRsvp,
    quote: sendQuote,
    visit: (page: Page, first: string, phone: string, enter: "typed" | "filled", n: number) => sendVisit(page, first, phone, enter, 6 + n),
  };
  for (const [name, send] of Object.entries(FORMS)) {
    test(`the ${name} form takes 604-555-1234, (604) 555 1234 and +1 604.555.1234, and staff read each as ${SHOWN}`, async ({ page }) => {
      const firsts = WRITTEN.map(() => uniqueName("Phoned"));
      for (const [n, { phone, enter }] of WRITTEN.entries()) await send(page, firsts[n]!, phone, enter, n);
      await signInForRequests(page);
      for (const first of firsts) await expectStoredPhone(page, first);
    });
  }

  test("a nine-digit number is refused with what was read, in the browser and by the server", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const phone = form.getByLabel("Phone");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("autocomplete", "tel");
    await expect(phone).not.toHaveAttribute("maxlength", /.*/);
    await expect(phone).not.toHaveAttribute("pattern", /.*/);
    await phone.pressSequentially("604 555 123");
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    const summary = page.getByRole("alert").filter({ hasText: /There (is a problem|are problems)/ });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: `Phone: ${NINE_DIGITS}` })).toHaveAttribute("href", "#field-phone");
    await expect(phone).toHaveAccessibleDescription(new RegExp(NINE_DIGITS.replace(/[.()+]/g, "\\$&")));
    await expect(phone).toHaveValue("604 555 123");

    // The server says the same to a client that skips the browser's check.
    const answer = await page.request.post("/f/contact", {
      data: { first_name: "Ana", last_name: "Lopes", _replyto: "ana@example.com", phone: "604-555-123", message: "Hello", how_did_you_hear: "Google" },
    });
    expect(answer.status()).toBe(422);
    expect((await answer.json()).errors).toEqual([{ field: "phone", message: NINE_DIGITS }]);
  });
});

test.describe("every problem at once, in a summary that links to each field", () => {
  test("with JavaScript: the summary lists each field, takes focus, and its links lead to the fields", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Email").fill("not an address");
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There are problems with 6 fields" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      /^First name: /,
      /^Last name: /,
      /^Email: Please enter a valid email address/,
      /^Phone: Please enter your phone number\.$/,
      /^Message: /,
      /^How did you hear about us\?: /,
    ]);
    await summary.getByRole("link", { name: /^Message:/ }).click();
    await expect(form.getByLabel("Message")).toBeFocused();
    expect(posted).toBe(false);
  });
});

test.describe("every problem at once without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's answer has the summary, each field's problem, and what was typed", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("Phone").fill("604 555 123");
    const long = "A kitchen door onto the deck. ".repeat(200).trimEnd();
    expect(long).toHaveLength(5_999);
    await form.getByLabel("Message").fill(long);
    // Without scripts the browser checks the required fields itself; a person whose browser does not still gets every problem.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), form.getByRole("button", { name: "SEND MESSAGE" }).click()]);
    expect(response.status()).toBe(422);
    const summary = page.getByRole("alert").filter({ hasText: "There are problems with 5 fields" });
    await expect(summary.getByRole("link", { name: `Phone: ${NINE_DIGITS}` })).toHaveAttribute("href", "#field-phone");
    await expect(summary.getByRole("link", { name: "Message: 999 characters over the 5,000-character limit: please shorten it." })).toHaveAttribute("href", "#field-message");
    await expect(form.getByLabel("Message")).toHaveValue(long);
    await expect(form.getByLabel("Phone")).toHaveValue("604 555 123");
    await expect(form.getByText("999 characters over the 5,000-character limit", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/999 characters over the 5,000-character limit/);
  });
});

test.describe("staff text kept whole, counted and refused", () => {
  test("a 216-character search description is kept, counted over its limit, refused, and nothing is published", async ({ page }) => {
    const published = await (await page.request.get("/contact")).text();
    const before = /<meta name="description" content="([^"]*)"/.exec(published)?.[1];
    expect(before).toBeTruthy();
    await signIn(page, { at: "/admin/pages/contact" });
    const editor = page.getByRole("form", { name: "Edit the page" });
    const description = editor.getByLabel("Search description");
    const pasted = `${"Aluminium windows and doors made to measure in Surrey for homes across British Columbia, ".repeat(3)}`.slice(0, 216);
    expect(pasted).toHaveLength(216);
    await description.fill(pasted);
    await expect(description).toHaveValue(pasted);
    await expect(editor.locator("p", { hasText: "46 characters over the 170-character limit" })).toBeVisible();
    await expect(description).toHaveAccessibleDescription(/46 characters over the 170-character limit/);
    // Back within reach of the limit: what is left.
    await description.fill(pasted.slice(0, 160));
    await expect(editor.locator("p", { hasText: "10 characters left" })).toBeVisible();
    await expect(description).toHaveAccessibleDescription(/10 characters left/);
    await description.fill(pasted);
    await editor.getByRole("button", { name: "Save page" }).click();
    const summary = page.getByRole("alert").filter({ hasText: /There (is a problem|are problems)/ });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: /Search description: 46 characters over the 170-character limit: please shorten it\./ })).toBeVisible();
    await expect(description).toHaveValue(pasted);
    expect(/<meta name="description" content="([^"]*)"/.exec(await (await page.request.get("/contact")).text())?.[1]).toBe(before);
  });

  test("an empty new product shows every problem in one round", async ({ page }) => {
    await signIn(page, { at: "/admin/products/new" });
    await page.getByRole("button", { name: "Save details" }).click();
    const summary = page.getByRole("alert").filter({ hasText: /There are problems with \d+ fields/ });
    await expect(summary).toBeFocused();
    // (No id is asked for: an empty one is made from the name.)
    for (const label of ["Name", "Subtitle", "Brand", "Family", "Kind of system", "Summary", "Description", "Energy notes"]) {
      await expect(summary.getByRole("link", { name: new RegExp(`^${label}: `) }), label).toBeVisible();
    }
    // Every field the summary names is marked, and none is marked that it leaves out.
    const listed = await summary.getByRole("link").count();
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(listed);
    // No validator's words.
    await expect(summary).not.toContainText(/Too small|expected|Invalid|>=/);
  });
});
