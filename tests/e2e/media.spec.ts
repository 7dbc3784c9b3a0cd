import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { slugFromTitle } from "#app/lib/slug";
import { jpegWithGps, PDF_BYTES, plainJpeg } from "../fixtures/media/images";
import { axeViolations, expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, MOBILE, test, UPLOAD_PROCESSED } from "./fixtures";
import { editorForm, journalPath, jsonLdBlocks, postFields, savePostApi } from "./support/journal";
import { uniqueName } from "./support/staff";
import { signIn, signInForRequests } from "../support/staff-sign-in";
import { WITH_IMAGES } from "./support/browser";

// About pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

/**
 * The image library and covers: uploads with and without JavaScript (progress, results, refusals), the files the site
 * serves for them, delete with undo, and a cover from the post editor on the journal and in link previews.
 * Images are processed on upload (AVIF takes a while on a busy machine), hence the longer timeout.
 */
test.describe.configure({ timeout: 90_000 });

const PDF_REFUSAL = (name: string) => `"${name}" is not an image we can use: it is a PDF document. Upload a JPEG, PNG, WebP, AVIF or HEIC photo.`;
const TOO_LARGE = (name: string) => `"${name}" is larger than 20 MB, the most we take for one image. Export a smaller version and upload that.`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

const uploadForm = (page: Page) => page.getByRole("form", { name: "Upload images" });
const library = (page: Page) => page.getByRole("region", { name: "Library" });
/** An image's card in the library, found by its file name. */
const card = (page: Page, name: string) =>
  library(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${escape(name)}`) }) });

async function chooseAndUpload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await uploadForm(page).getByLabel("Images to upload").setInputFiles(files);
  await uploadForm(page).getByRole("button", { name: "Upload", exact: true }).click();
}

/** The media id in an image's Markdown snippet. */
async function idOf(page: Page, name: string): Promise<string> {
  const snippet = await card(page, name).getByLabel("Text to paste into a post").inputValue();
  const id = /^!\[Describe the image\]\(\/media\/([A-Za-z0-9_-]+)-\d+\.webp\)$/.exec(snippet)?.[1];
  expect(id, `the Markdown of ${name}: ${snippet}`).toBeTruthy();
  return id!;
}

/** Uploads through the handler's JSON answer, as the library's script does; gives the id. */
async function uploadApi(request: APIRequestContext, baseURL: string, name: string, buffer: Buffer): Promise<string> {
  const response = await request.post("/admin/media/upload", {
    multipart: { file: jpeg(name, buffer) },
    headers: { Accept: "application/json", Origin: new URL(baseURL).origin },
  });
  expect(response.status(), "uploading").toBe(201);
  return ((await response.json()) as { media: { id: string }[] }).media[0]!.id;
}

test("two images uploaded with JavaScript: a progress bar each, then both in the library without a reload; the site serves their sizes, without the camera's data", async ({
  page,
  request,
}) => {
  const porch = `${uniqueName("porch-")}.jpg`;
  const kitchen = `${uniqueName("kitchen-")}.jpg`;
  const camera = await jpegWithGps(1600, 1000);
  expect((await sharp(camera).metadata()).exif?.includes(Buffer.from([0x25, 0x88])), "the test photo has a GPS position").toBe(true);
  await signIn(page, { at: "/admin/submissions" });
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Images" }).click();
  await expect(page.getByText("JPEG, PNG, WebP, AVIF or HEIC (iPhone) photos, up to 20 MB each. Location and camera data are removed")).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  await chooseAndUpload(page, [jpeg(porch, camera), jpeg(kitchen, await plainJpeg(900, 1200))]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  for (const name of [porch, kitchen]) {
    await expect(uploads.getByRole("progressbar", { name: `Upload of ${name}` })).toHaveJSProperty("value", 100, UPLOAD_PROCESSED);
    await expect(uploads.getByRole("listitem").filter({ hasText: name })).toContainText("Uploaded", UPLOAD_PROCESSED);
  }
  await expect(page.locator("[aria-live=polite]").filter({ hasText: "All 2 images uploaded." })).toBeAttached();

  // In the grid, marked new, with their sizes; the page was not reloaded.
  await expect(card(page, porch)).toContainText("1600 × 1000 px");
  await expect(card(page, kitchen)).toContainText("900 × 1200 px");
  await expect(card(page, porch).getByRole("heading")).toContainText("New");
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(page).toHaveURL(/\/admin\/media$/);

  // The files the site serves: AVIF and WebP at each width, a JPEG for link previews, no EXIF (no GPS) in any.
  const porchId = await idOf(page, porch);
  await expect(card(page, porch).getByLabel("Text to paste into a post")).toHaveValue(`![Describe the image](/media/${porchId}-800.webp)`);
  const kitchenId = await idOf(page, kitchen);
  await expect(card(page, kitchen).getByLabel("Text to paste into a post")).toHaveValue(`![Describe the image](/media/${kitchenId}-800.webp)`);
  const served = [
    { path: `/media/${porchId}-800.avif`, type: "image/avif", format: "heif", width: 800, height: 500 },
    { path: `/media/${porchId}-1600.webp`, type: "image/webp", format: "webp", width: 1600, height: 1000 },
    { path: `/media/${porchId}-480.webp`, type: "image/webp", format: "webp", width: 480, height: 300 },
    { path: `/media/${porchId}-1200.jpg`, type: "image/jpeg", format: "jpeg", width: 1200, height: 750 },
    // The link preview: the 1200 × 630 crop around the focal point (the centre until one is set).
    { path: `/media/og/${porchId}-50-50.jpg`, type: "image/jpeg", format: "jpeg", width: 1200, height: 630 },
    { path: `/media/${kitchenId}-800.avif`, type: "image/avif", format: "heif", width: 800, height: 1067 },
  ];
  for (const file of served) {
    const response = await request.get(file.path);
    expect(response.status(), file.path).toBe(200);
    expect(response.headers()["content-type"], file.path).toBe(file.type);
    const meta = await sharp(await response.body()).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }, file.path).toEqual({
      format: file.format,
      width: file.width,
      height: file.height,
      exif: undefined,
    });
  }
  // The thumbnail has its intrinsic size, so the grid does not jump as images arrive.
  // (The first picture: the card's focal point section shows the image again, and its crops.)
  await expect(card(page, porch).locator("img").first()).toHaveAttribute("width", "1600");
  await expect(card(page, porch).locator("img").first()).toHaveAttribute("height", "1000");
  await expect(card(page, porch).locator("picture source[type='image/avif']").first()).toHaveAttribute("srcset", new RegExp(`/media/${porchId}-480\\.avif 480w`));
});

test("a PDF named like a photo, and a 25 MB file, are refused with the reason, with JavaScript", async ({ page, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(415));
  const fake = `${uniqueName("photo-")}.jpg`;
  const huge = `${uniqueName("huge-")}.jpg`;
  await signIn(page, { at: "/admin/media" });
  await chooseAndUpload(page, [jpeg(fake, PDF_BYTES), jpeg(huge, Buffer.alloc(25 * 1024 * 1024, 0xff))]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByRole("listitem").filter({ hasText: fake })).toContainText(PDF_REFUSAL(fake));
  await expect(uploads.getByRole("listitem").filter({ hasText: huge })).toContainText(TOO_LARGE(huge));
  await expect(page.locator("[aria-live=polite]").filter({ hasText: "0 images uploaded; 2 were not: see the list." })).toBeAttached();
  await expect(card(page, fake)).toHaveCount(0);
});

test("the server refuses a file over 20 MB itself, whatever the page did", async ({ page, baseURL }) => {
  const huge = `${uniqueName("huge-")}.jpg`;
  await signInForRequests(page);
  const response = await page.request.post("/admin/media/upload", {
    multipart: { file: jpeg(huge, Buffer.alloc(25 * 1024 * 1024, 0xff)) },
    headers: { Accept: "application/json", Origin: new URL(baseURL!).origin },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ ok: false, error: TOO_LARGE(huge) });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the upload form posts the images and comes back to the library with them", async ({ page }) => {
    const name = `${uniqueName("window-")}.jpg`;
    await signIn(page, { at: "/admin/media" });
    await chooseAndUpload(page, [jpeg(name, await jpegWithGps(1200, 800))]);
    await expect(page).toHaveURL(/\/admin\/media\?uploaded=[A-Za-z0-9_-]+$/, UPLOAD_PROCESSED);
    await expect(page.getByRole("status").filter({ hasText: "1 image uploaded: it is marked “New” below." })).toBeVisible();
    await expect(card(page, name)).toContainText("1200 × 800 px");
    await expect(card(page, name).getByRole("heading")).toContainText("New");
  });

  test("an image uploaded for the post's cover through the library comes back chosen as the cover", async ({ page, baseURL }) => {
    const title = uniqueName("Plain cover ");
    const file = `${uniqueName("plain-cover-")}.jpg`;
    await signInForRequests(page);
    const id = await savePostApi(page.request, baseURL!, postFields(title));
    await page.goto(`/admin/journal/${id}`);
    const form = editorForm(page);
    await expect(form.getByRole("combobox", { name: "Cover image (optional)" })).toHaveValue("");
    await form.getByRole("link", { name: /^Upload a new picture/ }).click();
    await expect(page).toHaveURL(/\/admin\/media\?return=/);
    await chooseAndUpload(page, [jpeg(file, await plainJpeg(1000, 700))]);
    await expect(page).toHaveURL(new RegExp(`/admin/journal/${id}\\?pick=cover_media_id&uploaded=[A-Za-z0-9_-]+$`), UPLOAD_PROCESSED);
    await expect(form.getByText("The new picture is uploaded and chosen: save to keep it.")).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Cover image (optional)" }).locator("option:checked")).toHaveText(`${file} (1000 × 700)`);
    await form.getByLabel("Describe the cover image").fill("A window in plain light");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved as a draft" })).toBeVisible();
    // Saved, the cover is described by its post's words: the list says so beside the file name.
    await expect(editorForm(page).getByRole("combobox", { name: "Cover image (optional)" }).locator("option:checked")).toHaveText(`${file} — A window in plain light (1000 × 700)`);
  });

  test("a refused file comes back with the reason", async ({ page }) => {
    const fake = `${uniqueName("photo-")}.jpg`;
    await signIn(page, { at: "/admin/media" });
    await chooseAndUpload(page, [jpeg(fake, PDF_BYTES)]);
    await expect(page).toHaveURL(/\/admin\/media\?uploadError=/);
    await expect(page.getByRole("alert")).toHaveText(`The upload did not work: ${PDF_REFUSAL(fake)}`);
  });
});

test("an image is deleted from the library (off the site too) and the delete is undone", async ({ page, request, baseURL }) => {
  const name = `${uniqueName("deck-")}.jpg`;
  await signInForRequests(page);
  const id = await uploadApi(page.request, baseURL!, name, await plainJpeg(800, 600));
  await page.goto("/admin/media");
  // The Markdown is copied (or, where the browser does not allow it, selected for copying by hand).
  await card(page, name).getByRole("button", { name: `Copy the text to paste for ${name}` }).click();
  await expect(card(page, name).locator("[aria-live=polite]").first()).toHaveText(/^(Copied\.|Selected: press Ctrl\+C)/);
  await card(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/media\\?deleted=${id}$`));
  const notice = page.getByRole("status").filter({ hasText: `“${name}” was deleted` });
  await expect(notice).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect((await request.get(`/media/${id}-800.webp`)).status()).toBe(404);

  await notice.getByRole("button", { name: `Undo delete of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/media\\?restored=${id}$`));
  await expect(page.getByRole("status").filter({ hasText: `“${name}” is back` })).toBeVisible();
  await expect(card(page, name)).toBeVisible();
  expect((await request.get(`/media/${id}-800.webp`)).status()).toBe(200);
});

test("a cover uploaded in the post editor shows on the journal, on the post's page and as its link preview (og:image)", async ({
  page,
  request,
}) => {
  const title = uniqueName("Covered story ");
  const slug = slugFromTitle(title);
  const file = `${uniqueName("cover-")}.jpg`;
  const alt = "A lift-and-slide door open onto a terrace at dusk";
  await signIn(page, { at: "/admin/journal/new" });
  const form = editorForm(page);
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Summary").fill("A terrace opened up.");
  await form.getByLabel("Post", { exact: true }).fill("## The terrace\n\nWide open.");
  await expect(form.getByRole("radio", { name: "No cover" })).toBeChecked();

  // Uploaded from the editor's picker: it joins the choices, chosen, and the description is next.
  const picker = form.getByRole("group", { name: "Cover image (optional)" });
  await picker.getByLabel("Upload a new picture").setInputFiles(jpeg(file, await plainJpeg(1800, 1200)));
  await expect(picker.getByRole("radio", { name: file })).toBeChecked(UPLOAD_PROCESSED);
  await expect(form.getByLabel("Describe the cover image")).toBeFocused();
  // The text typed before the upload is all still there.
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);

  // A cover needs its description.
  await form.getByRole("radio", { name: "Published" }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Describe the cover image")).toHaveAccessibleDescription(/^Please describe the cover image for people who cannot see it\./);
  await form.getByLabel("Describe the cover image").fill(alt);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. It is live on the site" })).toBeVisible();
  await expect(form.getByRole("radio", { name: file })).toBeChecked();

  await page.goto("/journal");
  const listed = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(listed.getByRole("img", { name: alt })).toBeVisible();

  const html = await (await request.get(journalPath(slug))).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og, "og:image").toMatch(/\/media\/og\/[A-Za-z0-9_-]+-50-50\.jpg$/);
  expect(html).toContain(`<meta property="og:image:alt" content="${alt}"`);
  const ogFile = await request.get(new URL(og!).pathname);
  expect(ogFile.status()).toBe(200);
  expect(ogFile.headers()["content-type"]).toBe("image/jpeg");
  expect(await sharp(await ogFile.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
  expect(html).toContain('<meta property="og:image:height" content="630"');
  const ld = jsonLdBlocks(html).find((block) => block["@type"] === "Article");
  expect(String(ld?.image)).toBe(og);

  await page.goto(journalPath(slug));
  await expect(page.locator("article").getByRole("img", { name: alt })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the image library has no accessibility violations at 390 and 1280 px", async ({ page, baseURL }) => {
  await page.setViewportSize(MOBILE);
  await signInForRequests(page);
  await uploadApi(page.request, baseURL!, `${uniqueName("axe-")}.jpg`, await plainJpeg(640, 480));
  await signIn(page, { at: "/admin/media" });
  await expect(library(page).getByRole("listitem").first()).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "the image library", { fits: true });
});
