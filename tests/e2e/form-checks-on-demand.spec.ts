import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { captchaSolved } from "./support/captcha";

/**
 * A form page's script does not carry the form's checks (its zod schema, the largest part of the code): they are
 * asked for when the visitor first works in the form, and a form sent before they have arrived is checked once they
 * have, then sent as the visitor sent it.
 */

const FORM_LIBRARY = "ZodError";

/**
 * The scripts the page has asked for that carry the form library. Each is read again from the server (a response's
 * body in the browser can be gone by the time a test reads it).
 */
function watchScripts(page: Page) {
  const urls = new Set<string>();
  page.on("request", (request) => {
    // Scripts from the server (the captcha's worker is a blob: of its own).
    if (request.resourceType() === "script" && /^https?:/.test(request.url())) urls.add(request.url());
  });
  return async () => {
    const scripts = await Promise.all([...urls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })));
    return scripts.filter((script) => script.text.includes(FORM_LIBRARY)).map((script) => script.url);
  };
}

const FORMS = [
  { path: "/contact", form: "Send us a message" },
  { path: "/quote", form: "Your quote request" },
  { path: "/rsvp", form: "Reserve your place" },
];

for (const { path, form: name } of FORMS) {
  test(`${path} asks for its form's checks when the visitor first works in the form, not before`, async ({ page }) => {
    const withLibrary = watchScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    expect(await withLibrary(), "scripts with the form library once the page is ready").toEqual([]);
    await page.getByRole("form", { name }).getByLabel("First name").focus();
    await expect.poll(withLibrary, { message: "the form library, asked for on focus" }).not.toEqual([]);
  });
}

/**
 * Holds every island script the page asks for from now on (after hydration, only a form's checks; the captcha's
 * widget passes) until `release`, and records the page's posts.
 */
async function holdFormChecks(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route("**/assets/islands/*.js", async (route) => {
    const response = await route.fetch();
    // The captcha's widget is no form check: it comes at once, so the form can be sent once its checks are in.
    if ((await response.text()).includes("altcha-widget")) return route.fulfill({ response });
    asked += 1;
    await held;
    await route.fulfill({ response });
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return {
    posts,
    release,
    /** Waits until the checks have been asked for and the submit that asked has been handled. */
    async submitHeld() {
      await expect.poll(() => asked, { message: "the form's checks asked for" }).toBeGreaterThan(0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    },
  };
}

test("an RSVP sent before the form's checks have arrived is checked once they have, then sent once", async ({ page }) => {
  await page.goto("/rsvp");
  await waitForHydration(page);
  const checks = await holdFormChecks(page);

  const form = page.getByRole("form", { name: "Reserve your place" });
  await form.getByLabel("First name").fill("Ilias");
  await form.getByLabel("Last name").fill("Moreau");
  await form.getByLabel("Email").fill("guest+held-checks@example.com");
  await form.getByLabel("Phone").fill("6045550123");
  await form.getByLabel("Number of guests").fill("2");
  // The spam check solves itself while the form's checks are held.
  await captchaSolved(page);
  await form.getByRole("button", { name: "RSVP NOW" }).click();
  await checks.submitHeld();
  expect(checks.posts).toEqual([]);
  await expect(page.getByRole("heading", { name: "Thank You" })).toHaveCount(0);

  checks.release();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeFocused();
  expect(checks.posts).toHaveLength(1);
});

test("a contact form sent empty before the form's checks have arrived shows the errors once they have, and is not sent", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const checks = await holdFormChecks(page);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("button", { name: "SEND MESSAGE" }).click();
  await checks.submitHeld();
  await expect(form.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  expect(checks.posts).toEqual([]);

  checks.release();
  await expect(page.getByRole("alert").filter({ hasText: /There are problems with \d+ fields/ })).toBeFocused();
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  expect(checks.posts).toEqual([]);
});
