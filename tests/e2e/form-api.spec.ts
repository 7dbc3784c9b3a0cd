import { expect, test } from "./fixtures";
import { POSTED_PERSON } from "../support/people";

/**
 * The form endpoint with a captcha solved in the browser. Its answers to posts of every other kind, and the body
 * guards, are checked without a browser in tests/http/form-api.test.ts.
 */
const CONTACT = {
  ...POSTED_PERSON,
  message: "Hello",
  how_did_you_hear: "Google",
};

test.describe("POST /f/quote", () => {
  const QUOTE = {
    ...CONTACT,
    project_location: "Vernon",
    project_type: "renovation",
    timeline: "exploring",
  };

  test("takes a schedule of 60 openings as JSON numbers, with a captcha solved in the browser", async ({ page }) => {
    await page.goto("/quote");
    // The captcha is solved once the visitor starts on the form.
    await page.getByRole("form", { name: "Your quote request" }).getByLabel("First name").fill("Ana");
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    const altcha = await page.locator('input[name="altcha"]').inputValue();
    const rows = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        [`opening_${i + 1}_product`, i % 2 ? "s91" : "advise"],
        [`opening_${i + 1}_width`, 1000],
        [`opening_${i + 1}_height`, 1500],
        [`opening_${i + 1}_quantity`, 1],
        [`opening_${i + 1}_note`, `Room ${i + 1} ${"x".repeat(150)}`],
      ]).flat(),
    );
    const response = await page.request.post("/f/quote", { data: { ...QUOTE, ...rows, altcha } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});
