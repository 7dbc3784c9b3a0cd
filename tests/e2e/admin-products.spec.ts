import type { Page } from "@playwright/test";
import { PDF_BYTES, plainJpeg } from "../fixtures/media/images";
import { test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, MOBILE, UPLOAD_PROCESSED, waitForHydration } from "./fixtures";
import { checkHtml } from "./support/html-checker";
import { signIn } from "../support/staff-sign-in";
import { WITH_IMAGES } from "./support/browser";

// About pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

/**
 * The staff product editor's Details part (decision 036): a product made as a draft, previewed, shown at its address
 * (with a stand-in's drawings, never a broken picture), in the sitemap, on its landing and in the quote form; one made
 * with photos and a brochure (decision 037); a specification corrected; an address renamed (301); a product hidden (410,
 * gone from its landing) and shown again; the refusals without JavaScript; axe. They change the catalogue, so they
 * run one after the other on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const ID = "s97";
const TITLE = "S97";
const PATH = "/windows/alumil/s97";
const RENAMED = "/windows/alumil/s97-slim";
const DESCRIPTION = Array.from({ length: 13 }, () => "The S97 casement window pairs a slim aluminium frame with a deep thermal break.").join("\n\n");

const form = (page: Page) => page.getByRole("form");
const specLine = (page: Page, n: number, part: "label" | "value" | "unit") => page.getByLabel(`Specification line ${n}: ${part}`);

/** A new Alumil casement window: its id, its name and its address under /windows/alumil. */
interface NewProduct {
  id: string;
  title: string;
  address: string;
}

async function fillNewProduct(page: Page, { id, title, address }: NewProduct = { id: ID, title: TITLE, address: "s97" }) {
  const details = form(page);
  await details.getByLabel("Name", { exact: true }).fill(title);
  await details.getByLabel("Subtitle").fill("Thermally broken aluminium casement window");
  await details.getByLabel("Brand").fill("Alumil");
  await details.getByLabel("Family").selectOption("windows");
  await details.getByLabel("Kind of system").selectOption("casement-window");
  await details.getByLabel("Id", { exact: true }).fill(id);
  await details.getByLabel("Listed under").selectOption("/windows/alumil");
  await details.getByLabel("Address", { exact: true }).fill(address);
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

/** Whether an image has loaded (a broken one has no natural width), once it is scrolled into view. */
async function expectLoaded(image: ReturnType<Page["getByRole"]>) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

/** Every address the page's Product JSON-LD names (its pictures, its spec sheet if it names one) answers 200. */
async function expectJsonLdAddressesLive(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Product")!;
  const urls = [...(product.image as string[]), ...(product.subjectOf ? [(product.subjectOf as { url: string }).url] : [])];
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect((await page.request.get(new URL(url).pathname)).status(), url).toBe(200);
}

/** Signs in on the products list and opens the editor of the product with this title. */
async function openProduct(page: Page, title: string) {
  await signIn(page, { at: "/admin/products" });
  await chooseProduct(page, title);
}

/** Opens a product's editor from the products list the page is on. */
async function chooseProduct(page: Page, title: string) {
  await page.getByRole("list", { name: "Products" }).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Parts of this product" })).toBeVisible();
}

test("a new product is a draft (preview only), then shown: at its address, in the sitemap, on its landing and in the quote form", async ({ page }) => {
  // The build drew the shipped products only: until pictures are uploaded, a new one shows a product of its kind's
  // drawings (no picture on its pages, its card or its link preview fails to load: the console would say so).
  await signIn(page, { at: "/admin/products" });
  await page.getByRole("link", { name: "New product" }).click();
  await fillNewProduct(page);
  await page.getByRole("radio", { name: "Draft" }).check();
  await save(page);
  await expect(page.getByText("It is a draft: only staff see it.")).toBeVisible();

  expect((await page.request.get(PATH)).status()).toBe(404);
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("A draft: only staff can see it.")).toBeVisible();
  await expectLoaded(page.getByRole("main").getByRole("img").first());

  await page.getByRole("link", { name: "Back to the editor" }).click();
  await page.getByRole("radio", { name: "Shown on the site" }).check();
  await save(page);
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Frame depth")).toBeVisible();
  await expectLoaded(page.getByRole("img", { name: /^Drawing of the S97 by Alumil/ }));
  await expectLoaded(page.getByRole("region", { name: "Gallery" }).getByRole("img", { name: /^Drawing of the S97/ }));
  expect((await page.request.get(new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!).pathname)).status()).toBe(200);
  await expectJsonLdAddressesLive(page);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${PATH}</loc>`);
  // Its card is placed last on its landing, with the drawn cover of a product of its kind.
  await page.goto("/windows/alumil");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: TITLE, exact: true }) });
  await expect(card.getByRole("link", { name: TITLE, exact: true })).toHaveAttribute("href", PATH);
  await expectLoaded(card.getByRole("img", { name: /^Drawing of the S97 by Alumil/ }));
  await page.goto("/quote");
  await expect(page.locator(`option[value="${ID}"]`).first()).toBeAttached();
});

test("a new product created with photos and a brochure is live at its address, in the sitemap, on its landing, in the quote form", async ({ page }) => {
  const made = { id: "s98", title: "S98", address: "s98" };
  const path = "/windows/alumil/s98";
  const coverAlt = "The S98 casement windows on a cedar-clad house above Horseshoe Bay";
  await signIn(page, { at: "/admin/products/new" });
  await fillNewProduct(page, made);
  await page.getByRole("radio", { name: "Shown on the site" }).check();
  await save(page);

  // The photo goes to the image library from the pictures part, and becomes the cover and the first render.
  await page.getByRole("navigation", { name: "Parts of this product" }).getByRole("link", { name: "Pictures and files" }).click();
  await page.getByLabel("Picture to upload to the image library").setInputFiles({ name: "s98-photo.jpg", mimeType: "image/jpeg", buffer: await plainJpeg(1600, 1000) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page).toHaveURL(/\?uploaded=/, UPLOAD_PROCESSED);
  await waitForHydration(page);
  const pictures = page.getByRole("form", { name: "Pictures" });
  const coverChoices = pictures.getByRole("radiogroup", { name: "Cover picture: the image library" });
  await coverChoices.getByRole("radio", { name: "s98-photo.jpg" }).check();
  await pictures.getByLabel("Cover: description for people who can't see it").fill(coverAlt);
  const firstRender = pictures.getByRole("group", { name: "Picture 1", exact: true });
  await firstRender.getByRole("button", { name: "Choose from the image library" }).click();
  await firstRender.getByRole("radio", { name: /^s98-photo\.jpg/ }).check();
  await firstRender.getByRole("button", { name: "Close the image library" }).click();
  await pictures.getByRole("button", { name: "Save the pictures" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pictures saved" })).toBeVisible();
  const mediaId = await coverChoices.getByRole("radio", { checked: true }).inputValue();
  const files = page.getByRole("form", { name: "Upload a file" });
  await files.getByLabel("Label").fill("S98 brochure");
  await files.getByLabel("What it is").selectOption("brochure");
  await files.getByLabel("File").setInputFiles({ name: "s98-brochure.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
  await files.getByRole("button", { name: "Upload the file" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“S98 brochure” uploaded" })).toBeVisible();

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "S98" })).toBeVisible();
  const cover = page.getByRole("img", { name: coverAlt });
  await expect(cover).toHaveAttribute("src", new RegExp(`^/media/${mediaId}-\\d+\\.webp$`));
  await expectLoaded(cover);
  const brochure = page.getByRole("region", { name: "Related Files" }).getByRole("link", { name: /S98 brochure/ });
  expect((await page.request.get((await brochure.getAttribute("href"))!)).status()).toBe(200);
  await expectJsonLdAddressesLive(page);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${path}</loc>`);
  await page.goto("/windows/alumil");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "S98", exact: true }) });
  await expectLoaded(card.getByRole("img", { name: coverAlt }));
  await page.goto("/quote");
  await expect(page.locator('option[value="s98"]').first()).toBeAttached();
});

test("a corrected specification value shows on the product's page", async ({ page }) => {
  await openProduct(page, "S77");
  // The parts link each other: the other parts are addressed by the catalogue id, Details answers it too.
  const parts = page.getByRole("navigation", { name: "Parts of this product" });
  await parts.getByRole("link", { name: "Pictures and files" }).click();
  await expect(parts.getByRole("link", { name: "Pictures and files" })).toHaveAttribute("aria-current", "page");
  await parts.getByRole("link", { name: "Details" }).click();
  await expect(parts.getByRole("link", { name: "Details" })).toHaveAttribute("aria-current", "page");
  const value = specLine(page, 1, "value");
  const label = await specLine(page, 1, "label").inputValue();
  await value.fill("79");
  await save(page);
  await page.goto("/windows/alumil/s77");
  await expect(page.getByText(label).first()).toBeVisible();
  await expect(page.locator("dd, td").filter({ hasText: /^\s*79\b/ }).first()).toBeVisible();
});

test("a renamed address answers 301 to the new one", async ({ page }) => {
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
  await signIn(page, { at: "/admin/products" });
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

test("a new product's id and address are proposed from its name as it is typed, until they are typed in", async ({ page }) => {
  await signIn(page, { at: "/admin/products/new" });
  const details = form(page);
  await details.getByLabel("Name", { exact: true }).pressSequentially("Thermo Slide 90");
  await expect(details.getByLabel("Id", { exact: true })).toHaveValue("thermo-slide-90");
  await expect(details.getByLabel("Address", { exact: true })).toHaveValue("thermo-slide-90");
  // The address typed in is the person's: the name no longer changes it, while the id still follows the name.
  await details.getByLabel("Address", { exact: true }).fill("ts90");
  await details.getByLabel("Name", { exact: true }).press("End");
  await details.getByLabel("Name", { exact: true }).pressSequentially(" HV");
  await expect(details.getByLabel("Id", { exact: true })).toHaveValue("thermo-slide-90-hv");
  await expect(details.getByLabel("Address", { exact: true })).toHaveValue("ts90");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a new product saved with its id and address left empty gets them from its name", async ({ page }) => {
    await signIn(page, { at: "/admin/products/new" });
    await fillNewProduct(page, { id: "", title: "S99 Proposal", address: "" });
    await page.getByRole("radio", { name: "Draft" }).check();
    await save(page);
    await expect(form(page).getByLabel("Id", { exact: true })).toHaveValue("s99-proposal");
    await expect(form(page).getByLabel("Address", { exact: true })).toHaveValue("s99-proposal");
    await expect(page.getByText("It is a draft: only staff see it.")).toBeVisible();
  });

  test("the refusals show next to their fields, with the error summary, and keep what was typed", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
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
  await page.setViewportSize(MOBILE);
  // Nothing wider than the screen on the list and a new product's form.
  await signIn(page, { at: "/admin/products" });
  await expectAxeCleanAtBothWidths(page, "/admin/products", { fits: true });
  await chooseProduct(page, "SD95");
  await expectAxeCleanAtBothWidths(page, "the SD95's editor");
  await page.goto("/admin/products/new");
  await expectAxeCleanAtBothWidths(page, "/admin/products/new", { fits: true });
});

