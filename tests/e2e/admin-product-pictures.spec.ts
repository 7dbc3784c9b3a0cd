import type { Page } from "@playwright/test";
import { PDF_BYTES, TEXT_BYTES, plainJpeg } from "../fixtures/media/images";
import { test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, MOBILE, UPLOAD_PROCESSED, waitForHydration } from "./fixtures";
import { signIn } from "../support/staff-sign-in";
import { WITH_IMAGES } from "./support/browser";

// About pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

/**
 * A product's pictures and files (decision 037): an uploaded cover with its alt text and a brochure, seen on the
 * public page (the picture, og:image, the Related Files row and its download headers), the page's refusals without
 * JavaScript, and axe. They change a product, so they run on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PAGE = "/admin/products/s67/pictures";
const PUBLIC = "/windows/alumil/s67";
const COVER_ALT = "The S67 window in anthracite, fitted in a West Vancouver living room";

const form = (page: Page) => page.getByRole("form", { name: "Pictures" });
const fileForm = (page: Page) => page.getByRole("form", { name: "Upload a file" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a cover and a brochure are uploaded, refused when wrong, and shown on the public page", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    await signIn(page, { at: PAGE });
    await expect(page.getByRole("navigation", { name: "Parts of this product" }).getByRole("link", { name: "Pictures and files" })).toHaveAttribute("aria-current", "page");

    // The image goes to the library and the page comes back with it among the choices.
    await page.getByLabel("Picture to upload to the image library").setInputFiles({ name: "s67-cover.jpg", mimeType: "image/jpeg", buffer: await plainJpeg(1600, 1000) });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(/\?uploaded=/, UPLOAD_PROCESSED);
    await expect(page.getByRole("status").filter({ hasText: "Image uploaded" })).toBeVisible();

    // Refused: an alt text too short, said next to its field, nothing saved.
    const cover = form(page).getByLabel("Cover picture");
    await cover.selectOption({ label: "s67-cover.jpg (1600 × 1000)" });
    await form(page).getByLabel("Cover: description for people who can't see it").fill("Too short");
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form(page).getByRole("button", { name: "Save the pictures" }).click(),
    ]);
    expect(refused.status()).toBe(422);
    await expect(form(page).getByLabel("Cover: description for people who can't see it")).toHaveAccessibleDescription(/Please write at least 20 characters here/);
    await expect(
      form(page).getByRole("alert", { name: "There is a problem with 1 field" }).getByRole("link", { name: /^Cover: description for people who can't see it: Please write at least 20 characters here/ }),
    ).toHaveAttribute("href", `#field-cover_alt`);

    await form(page).getByLabel("Cover: description for people who can't see it").fill(COVER_ALT);
    await form(page).getByRole("button", { name: "Save the pictures" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Pictures saved" })).toBeVisible();
    const mediaId = await form(page).getByLabel("Cover picture").inputValue();
    expect(mediaId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // A file whose bytes are not a PDF is refused with its reason; a real one is listed.
    await fileForm(page).getByLabel("Label").fill("S67 brochure");
    await fileForm(page).getByLabel("What it is").selectOption("brochure");
    await fileForm(page).getByLabel("File").setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: TEXT_BYTES });
    await fileForm(page).getByRole("button", { name: "Upload the file" }).click();
    await expect(page.getByRole("alert").filter({ hasText: '"brochure.pdf" is not a PDF, DWG or DXF file' })).toBeVisible();
    await fileForm(page).getByLabel("Label").fill("S67 brochure");
    await fileForm(page).getByLabel("What it is").selectOption("brochure");
    await fileForm(page).getByLabel("File").setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await fileForm(page).getByRole("button", { name: "Upload the file" }).click();
    await expect(page.getByRole("status").filter({ hasText: "“S67 brochure” uploaded" })).toBeVisible();

    // The public page: the uploaded cover through the pipeline, the link preview, the Related Files row.
    await page.goto(PUBLIC);
    const picture = page.getByRole("img", { name: COVER_ALT });
    await expect(picture).toHaveAttribute("src", new RegExp(`^/media/${mediaId}-\\d+\\.webp$`));
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^https?://[^/]+/media/og/${mediaId}-50-50\\.jpg$`));
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", new RegExp(`/media/og/${mediaId}-50-50\\.jpg$`));
    const row = page.getByRole("region", { name: "Related Files" }).getByRole("link", { name: /S67 brochure/ });
    await expect(row).toContainText(`Brochure: PDF, 1 KB`);
    const href = await row.getAttribute("href");
    expect(href).toMatch(/^\/files\/products\/s67\/brochure-[0-9a-f]{16}\.pdf$/);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="brochure.pdf"; filename*=UTF-8''brochure.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(Buffer.from(await download.body())).toEqual(PDF_BYTES);
  });
});

test("with JavaScript a file uploads in place with its progress, then the list puts it last", async ({ page }) => {
  await signIn(page, { at: PAGE });
  await fileForm(page).getByLabel("Label").fill("Sill detail");
  await fileForm(page).getByLabel("What it is").selectOption("cad-detail");
  await fileForm(page).getByLabel("File").setInputFiles({ name: "sill.dxf", mimeType: "image/vnd.dxf", buffer: Buffer.from("  0\nSECTION\n  2\nENTITIES\n  0\nENDSEC\n  0\nEOF\n") });
  await fileForm(page).getByRole("button", { name: "Upload the file" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Sill detail” uploaded" })).toBeVisible();
  const files = page.getByRole("form", { name: "Files in order" });
  await expect(files.getByRole("row")).toHaveCount(3);
  await expect(files.getByRole("row").nth(2)).toContainText("DXF, 1 KB");
});

test("with JavaScript a render's picture is chosen from the library's thumbnails, found by what it shows", async ({ page }) => {
  await signIn(page, { at: PAGE });
  await waitForHydration(page);
  const row = form(page).getByRole("group", { name: "Picture 1", exact: true });
  await row.getByRole("button", { name: "Choose from the image library" }).click();
  // The cover uploaded above is described as the cover: its words find it.
  await row.getByLabel("Search the library").fill("anthracite LIVING room");
  await expect(row.getByText("1 image matches.")).toBeVisible();
  await row.getByRole("radio", { name: /^s67-cover\.jpg/ }).check();
  await row.getByRole("button", { name: "Close the image library" }).click();
  await expect(row.getByRole("radio")).toHaveCount(0);
  await form(page).getByRole("button", { name: "Save the pictures" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pictures saved" })).toBeVisible();
  const saved = form(page).getByRole("group", { name: "Picture 1", exact: true });
  await saved.getByRole("button", { name: "Choose from the image library" }).click();
  await expect(saved.getByRole("radio", { name: /^s67-cover\.jpg/ })).toBeChecked();
});

test("the pictures page passes axe at 390 and 1280 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, { at: PAGE });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "the pictures page");
});
