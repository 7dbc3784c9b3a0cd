import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, FAILED_RESOURCE, MOBILE, test as base } from "./fixtures";
import { checkHtml } from "./support/html-checker";
import { startStaffServer } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * The staff product editor's Details part (decision 036): a product made as a draft, previewed, shown at its address,
 * in the sitemap and the quote form; a specification corrected; an address renamed (301); a product hidden (410,
 * gone from its landing) and shown again; the refusals without JavaScript; axe. They change the catalogue, so they
 * run one after the other on a server of their own.
 */
const test = base.extend<object, { staffServer: Awaited<ReturnType<typeof startStaffServer>> }>({
  staffServer: [
    async ({}, use) => {
      const server = await startStaffServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ staffServer }, use) => use(staffServer.server.url),
});

test.describe.configure({ mode: "serial", timeout: 90_000 });

const ID = "s97";
const TITLE = "S97";
const PATH = "/windows/alumil/s97";
const RENAMED = "/windows/alumil/s97-slim";
const DESCRIPTION = Array.from({ length: 13 }, () => "The S97 casement window pairs a slim aluminium frame with a deep thermal break.").join("\n\n");

const form = (page: Page) => page.getByRole("form");
const specLine = (page: Page, n: number, part: "label" | "value" | "unit") => page.getByLabel(`Specification line ${n}: ${part}`);

async function fillNewProduct(page: Page) {
  const details = form(page);
  await details.getByLabel("Name", { exact: true }).fill(TITLE);
  await details.getByLabel("Subtitle").fill("Thermally broken aluminium casement window");
  await details.getByLabel("Brand").fill("Alumil");
  await details.getByLabel("Family").selectOption("windows");
  await details.getByLabel("Kind of system").selectOption("casement-window");
  await details.getByLabel("Id", { exact: true }).fill(ID);
  await details.getByLabel("Listed under").selectOption("/windows/alumil");
  await details.getByLabel("Address", { exact: true }).fill("s97");
  await details.getByLabel("Summary").fill("A slim aluminium casement window with a deep thermal break, made to measure for BC homes.");
  await details.getByLabel("Description").fill(DESCRIPTION);
  await specLine(page, 1, "label").fill("Frame depth");
  await specLine(page, 1, "value").fill("97");
  await specLine(page, 1, "unit").selectOption("mm");
  await details.getByLabel("Energy notes").fill("Triple glazing and warm-edge spacers are standard on the S97 for the coast's climate.");
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page).toHaveURL(/\?saved=1$/);
}

async function openProduct(page: Page, title: string) {
  await page.goto("/admin/products");
  await page.getByRole("list", { name: "Products" }).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Parts of this product" })).toBeVisible();
}

test("a new product is a draft (preview only), then shown: at its address, in the sitemap and in the quote form", async ({ page, expectConsoleError }) => {
  // Its drawings are made at build for the shipped products only; the pictures part gives a new one its own.
  expectConsoleError(FAILED_RESOURCE(404));
  await signIn(page);
  await page.goto("/admin/products");
  await page.getByRole("link", { name: "New product" }).click();
  await fillNewProduct(page);
  await page.getByRole("radio", { name: "Draft" }).check();
  await save(page);
  await expect(page.getByText("It is a draft: only staff see it.")).toBeVisible();

  expect((await page.request.get(PATH)).status()).toBe(404);
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("A draft: only staff can see it.")).toBeVisible();

  await page.getByRole("link", { name: "Back to the editor" }).click();
  await page.getByRole("radio", { name: "Shown on the site" }).check();
  await save(page);
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Frame depth")).toBeVisible();
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${PATH}</loc>`);
  await page.goto("/quote");
  await expect(page.locator(`option[value="${ID}"]`).first()).toBeAttached();
});

test("a corrected specification value shows on the product's page", async ({ page }) => {
  await signIn(page);
  await openProduct(page, "S77");
  const value = specLine(page, 1, "value");
  const label = await specLine(page, 1, "label").inputValue();
  await value.fill("79");
  await save(page);
  await page.goto("/windows/alumil/s77");
  await expect(page.getByText(label).first()).toBeVisible();
  await expect(page.locator("dd, td").filter({ hasText: /^\s*79\b/ }).first()).toBeVisible();
});

test("a renamed address answers 301 to the new one", async ({ page, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(404));
  await signIn(page);
  await openProduct(page, TITLE);
  await form(page).getByLabel("Address", { exact: true }).fill("s97-slim");
  await save(page);
  const old = await page.request.get(PATH, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(RENAMED);
  await page.goto(PATH);
  await expect(page).toHaveURL(RENAMED);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
});

test("a hidden product's page answers 410 with its landing and related products, and leaves its landing; shown, it is back", async ({ page, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(410));
  await signIn(page);
  await page.goto("/admin/products");
  const list = page.getByRole("list", { name: "Products" });
  await list.getByRole("button", { name: "Hide “S67”" }).click();
  await expect(page.getByText("“S67” is hidden")).toBeVisible();

  const gone = await page.request.get("/windows/alumil/s67");
  expect(gone.status()).toBe(410);
  const html = await gone.text();
  expect(await checkHtml([{ label: "/windows/alumil/s67 (hidden)", html }])).toEqual([]);
  await page.goto("/windows/alumil/s67");
  await expect(page.getByRole("heading", { level: 1, name: "The S67 is no longer offered" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Alumil Performance Series" })).toHaveAttribute("href", "/windows/alumil");
  await expect(page.getByRole("region", { name: "Related products" }).getByRole("link", { name: "S77" })).toBeVisible();
  await page.goto("/windows/alumil");
  await expect(page.getByRole("table").getByText("S67")).toHaveCount(0);

  await page.goto("/admin/products");
  await list.getByRole("button", { name: "Show “S67”" }).click();
  await expect(page.getByText("“S67” is shown on the site again.")).toBeVisible();
  expect((await page.request.get("/windows/alumil/s67")).status()).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the refusals show next to their fields, with the error summary, and keep what was typed", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    await signIn(page);
    await openProduct(page, "S77");
    await form(page).getByLabel("Summary").fill("Too short for a summary, though not empty.");
    await specLine(page, 1, "unit").selectOption("none");
    await page.getByRole("button", { name: "Save details" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("There are problems with 2 fields");
    await expect(page.getByLabel("Summary")).toHaveAccessibleDescription(/60/);
    await expect(specLine(page, 1, "unit")).toHaveAccessibleDescription(/A number needs a unit/);
    await expect(page.getByLabel("Summary")).toHaveValue("Too short for a summary, though not empty.");
  });
});

test("axe finds nothing on the products list and the editor at 390 and 1280 px", async ({ page }) => {
  await signIn(page);
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of ["/admin/products", "/admin/products/new"]) {
      await page.goto(path);
      expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    await openProduct(page, "SD95");
    expect(await axeViolations(page), `the SD95's editor at ${viewport.width} px`).toEqual([]);
  }
});

