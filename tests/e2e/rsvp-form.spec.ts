import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { captchaSolved, putSolvedCaptcha } from "./support/captcha";
import { openGrandOpeningDateLabel } from "./support/events";

const VALID = { first: "Eleni", last: "Marsh", email: "eleni@example.com", phone: "6045550199", guests: "3" };

async function fill(page: import("@playwright/test").Page, values: Partial<typeof VALID> = VALID) {
  const form = page.getByRole("form", { name: "Reserve your place" });
  if (values.first !== undefined) await form.getByLabel("First name").fill(values.first);
  if (values.last !== undefined) await form.getByLabel("Last name").fill(values.last);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone").fill(values.phone);
  if (values.guests !== undefined) await form.getByLabel("Number of guests").fill(values.guests);
  return form;
}

test("each RSVP page has the event, its five partners and Event structured data", async ({ page }) => {
  for (const path of ["/rsvp", "/rsvp-cosentino", "/rsvp-livingspace"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("RSVP FOR THE GRAND OPENING OF HELIOS'S EXPERIENCE CENTRE");
    await expect(page.getByText("In collaboration with")).toBeVisible();
    for (const partner of ["Alumil", "Living Space", "Astra Concepts", "Cosentino", "Western Living"]) {
      await expect(page.getByRole("img", { name: partner, exact: true })).toBeVisible();
    }
    await expect(page.getByText(openGrandOpeningDateLabel(), { exact: true })).toBeVisible();
    await expect(page.getByText("6:00 PM - 9:00 PM")).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const event = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Event");
    expect(event).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T18:00:00-0[78]:00$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T21:00:00-0[78]:00$/),
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", address: { addressLocality: "Kelowna" } },
      organizer: { name: "Helios Windows & Doors" },
    });
  }
});

test.describe("RSVP with JavaScript", () => {
  for (const path of ["/rsvp", "/rsvp-cosentino", "/rsvp-livingspace"]) {
    test(`${path}: a valid RSVP shows the Thank You panel with focus on its heading`, async ({ page }) => {
      await page.goto(path);
      const form = await fill(page, { ...VALID, email: `guest+${path.slice(1)}@example.com` });
      // The spam check solves itself once the guest is in the form.
      await captchaSolved(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The form is sent to its page: the answer waits until the test has seen the form say it is sending.
      await page.route(`**${path}`, async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: "RSVP NOW" }).click();
      const busy = page.getByRole("button", { name: "Sending your RSVP…" });
      await expect(busy).toBeDisabled();
      release();
      // The island asked for its props alone, and the server answered with them rather than the whole page.
      const answer = await answered;
      expect(answer.request().headers()["x-island-props"]).toBe("invitation");
      expect(answer.headers()["content-type"]).toBe("application/json; charset=utf-8");
      expect(await answer.json()).toMatchObject({ props: { formAction: path, result: { ok: true, formId: path.slice(1) } } });
      const heading = page.getByRole("heading", { name: "Thank You" });
      await expect(heading).toBeFocused();
      await expect(page.getByText("Your RSVP has been received. We look forward to seeing you at the Grand Opening of HELIOS's Experience Centre!")).toBeVisible();
      await expect(page.getByRole("link", { name: "info@helios-windows.example" }).last()).toHaveAttribute("href", "mailto:info@helios-windows.example");
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    });
  }

  test("an invalid RSVP is not sent: errors by each field, and a summary that takes focus", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto("/rsvp");
    const form = await fill(page, { first: "", last: "Marsh", email: "not-an-email", phone: "604-555-01999", guests: "0" });
    await form.getByRole("button", { name: "RSVP NOW" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There are problems with 4 fields" })).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/valid email address/);
    await expect(form.getByLabel("Phone")).toHaveAccessibleDescription(/That's 11 digits: 604 555 0199 9\./);
    await expect(form.getByLabel("Number of guests")).toHaveAccessibleDescription(/at least 1 guest/);
    await expect(page.getByRole("alert").filter({ hasText: "There are problems with 4 fields" })).toBeVisible();
    expect(posted).toBe(false);
  });
});

test.describe("RSVP without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an invalid post answers 422 with the form again, values kept and errors shown", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    await page.goto("/rsvp-cosentino");
    const form = await fill(page, { ...VALID, phone: "12345" });
    // Browsers would stop this post themselves (required fields); a script-less client need not.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "RSVP NOW" }).click(),
    ]);
    expect(response.status()).toBe(422);
    const again = page.getByRole("form", { name: "Reserve your place" });
    await expect(again.getByLabel("First name")).toHaveValue("Eleni");
    await expect(again.getByLabel("Phone")).toHaveValue("12345");
    await expect(again.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/That's 5 digits: 123 45\./)).toHaveCount(2);
  });

  test("says the form can still be sent; a post without the check is held for a person, one with it is a reply", async ({ page, baseURL }) => {
    await page.goto("/rsvp-livingspace");
    const note = page.getByText("Your browser is not running JavaScript, so our automatic spam check cannot run.");
    await expect(note).toBeVisible();
    await expect(note).toContainText("a person will check it and confirm within one business day");
    await expect(note.getByRole("link", { name: "(604) 555-0142" })).toHaveAttribute("href", "tel:+16045550142");
    const send = () =>
      Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "RSVP NOW" }).click()]);
    await fill(page, { ...VALID, email: `held-${Date.now()}@example.com` });
    const [held] = await send();
    expect(held.status()).toBe(200);
    expect(held.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
    await expect(page.getByText(/We have your RSVP for the .*a person will check your RSVP and confirm your place within one business day\./)).toBeVisible();

    // With the check solved (as the widget puts it in the form) it is a reply at once.
    await page.goto("/rsvp-livingspace");
    const form = await fill(page, { ...VALID, email: `nojs-${Date.now()}@example.com` });
    await putSolvedCaptcha(form, baseURL!);
    const [response] = await send();
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
    await expect(page.getByText("Your RSVP has been received.")).toBeVisible();
  });
});
