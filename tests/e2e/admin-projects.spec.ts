import type { Locator, Page } from "@playwright/test";
import { plainJpeg } from "../fixtures/media/images";
import { test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, MOBILE, routerSettled, UPLOAD_PROCESSED, waitForHydration } from "./fixtures";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";
import { WITH_IMAGES } from "./support/browser";

// About pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

/**
 * The staff projects pages: a project made with photos uploaded at once, the gallery's order (buttons, drag, undo),
 * hide and show, the editor's checks, the editor without JavaScript, delete and undo, and axe. They change the
 * gallery, so they run one after the other on a server of their own (the shared one keeps the 30 seeded projects in
 * their order for the other tests). Uploads make AVIF sizes, which takes a while on a busy machine.
 */
/** The server of these tests, started once for the worker that runs them (one after the other). */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PROJECT = uniqueName("Okanagan Lake House ");
const SLUG = PROJECT.toLowerCase().replaceAll(" ", "-");
const DESCRIBE_PHOTO = "Please describe this photo for people who cannot see it.";

const jpeg = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await plainJpeg(900, 540) });

const list = (page: Page) => page.getByRole("list", { name: "Projects in gallery order" });
const rows = (page: Page) => list(page).getByRole("listitem");
/** A project's row in the list, by its name. */
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
const photo = (page: Page, n: number) => page.getByRole("group", { name: new RegExp(`^Photo ${n}\\b`) });
const notice = (page: Page) => page.getByRole("status").filter({ hasText: /Moved|Move undone|hidden|shown/ });
/** The staff list of projects. */
const LIST = "/admin/projects";

async function openList(page: Page) {
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Projects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
}

/** The project's main fields, as staff type them. */
async function fillProject(form: Locator, name: string) {
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Place").fill("Kelowna");
  await form.getByLabel("Area").selectOption("okanagan");
  await form.getByLabel("Year").fill("2025");
  await form.getByLabel("Type of building").selectOption("Residence");
  await form.getByLabel("What we did").fill("Lift-and-slide doors across the lake side and an SD95 entrance door.");
}

async function namesInOrder(page: Page): Promise<string[]> {
  return rows(page).getByRole("heading").getByRole("link").allTextContents();
}

test("a project is made with two photos uploaded at once, described, the second chosen as main, two products ticked; it comes first in the list", async ({ page }) => {
  await signIn(page, { at: LIST });
  await expect(rows(page)).toHaveCount(30);
  await page.getByRole("link", { name: "New project" }).click();
  const form = page.getByRole("form", { name: "New project" });
  await fillProject(form, PROJECT);
  // The address follows the name until it is edited.
  await expect(form.getByLabel("Address")).toHaveValue(SLUG);
  await form.getByRole("group", { name: "Doors" }).getByRole("checkbox", { name: "S700", exact: true }).check();
  await form.getByRole("group", { name: "Doors" }).getByRole("checkbox", { name: "SD95", exact: true }).check();

  await page.getByLabel("Upload photos").setInputFiles([await jpeg("lake-side.jpg"), await jpeg("entrance.jpg")]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const uploads = page.getByRole("list", { name: "Uploads" });
  for (const name of ["lake-side.jpg", "entrance.jpg"]) {
    await expect(uploads.getByRole("progressbar", { name: `Upload of ${name}` })).toHaveJSProperty("value", 100, UPLOAD_PROCESSED);
  }
  // Each photo is listed once the server has made its sizes, which takes seconds on a busy machine.
  await expect(photo(page, 1)).toContainText("lake-side.jpg", UPLOAD_PROCESSED);
  await expect(photo(page, 2)).toContainText("entrance.jpg", UPLOAD_PROCESSED);
  // Focus goes to the first new photo's description.
  await expect(photo(page, 1).getByLabel("Description for people who can't see the photo")).toBeFocused();
  await photo(page, 1).getByLabel("Description for people who can't see the photo").fill("The lake side at dusk, the doors open");
  await photo(page, 2).getByLabel("Description for people who can't see the photo").fill("The front entrance");
  await photo(page, 2).getByLabel("Caption").fill("An SD95 door");

  // The buttons move a photo at once, and focus stays on the button that moved it.
  await photo(page, 1).getByRole("button", { name: "Move down: photo 1" }).click();
  await expect(photo(page, 1)).toContainText("entrance.jpg");
  await expect(page.getByRole("button", { name: "Move down: photo 2" })).toBeFocused();
  await expect(photo(page, 2).getByLabel("Description for people who can't see the photo")).toHaveValue("The lake side at dusk, the doors open");
  // A drag by the handle moves it back (both rows in view first: a drag that starts at the window's edge scrolls it).
  await photo(page, 1).evaluate((element) => element.scrollIntoView({ block: "start" }));
  await photo(page, 2).locator("[data-drag-handle]").dragTo(photo(page, 1));
  await expect(photo(page, 1)).toContainText("lake-side.jpg");
  await expect(photo(page, 2).getByLabel("Caption")).toHaveValue("An SD95 door");
  await photo(page, 2).getByRole("radio", { name: "Main image: photo 2" }).check();

  await form.getByRole("button", { name: "Save project" }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved. It is live on the site" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", `/projects/${SLUG}`);
  await expect(page.getByRole("link", { name: "view the project" })).toHaveAttribute("href", `/projects/${SLUG}`);
  const editor = page.getByRole("form", { name: "Edit project" });
  await expect(editor.getByRole("checkbox", { name: "S700", exact: true })).toBeChecked();
  await expect(editor.getByRole("checkbox", { name: "SD95", exact: true })).toBeChecked();
  await expect(editor.getByRole("checkbox", { name: "S91", exact: true })).not.toBeChecked();
  await expect(photo(page, 2).getByRole("radio", { name: "Main image: photo 2" })).toBeChecked();
  await expect(photo(page, 2).getByLabel("Caption")).toHaveValue("An SD95 door");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Created by");

  await openList(page);
  await expect(rows(page)).toHaveCount(31);
  await expect(rows(page).first()).toContainText(PROJECT);
  await expect(rows(page).first()).toContainText("Kelowna, 2025");
  await expect(rows(page).first()).toContainText("Shown");
  await expect(row(page, PROJECT).getByRole("link", { name: `View “${PROJECT}” on the site` })).toHaveAttribute("href", `/projects/${SLUG}`);

  // The library says where the images are used.
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Images" }).click();
  const used = page.getByRole("region", { name: "Library" }).getByRole("listitem").filter({ hasText: "entrance.jpg" });
  await expect(used.getByRole("list", { name: "Where “entrance.jpg” is used" }).getByRole("link", { name: `Photo of the project “${PROJECT}”` })).toHaveAttribute(
    "href",
    /^\/admin\/projects\/[0-9a-f-]{36}$/,
  );
  await expect(used.getByRole("button", { name: /^Delete/ })).toHaveAccessibleDescription("In use: it can be deleted once that page no longer uses it.");
});

const galleryTiles = (page: Page) => page.getByRole("list", { name: "Projects" }).getByRole("link");

test("the new project is live at once, without a rebuild: first in the gallery, on its own page, and on the pages of the products it used", async ({ page }) => {
  // Visitors' pages: no staff session is needed (nor sent: the session cookie belongs to /admin).
  await page.goto("/projects");
  await expect(galleryTiles(page)).toHaveCount(31);
  await expect(galleryTiles(page).first()).toHaveAccessibleName(PROJECT);
  await expect(galleryTiles(page).first()).toHaveAttribute("href", `/projects/${SLUG}`);
  await expect(galleryTiles(page).first()).toHaveAccessibleDescription("Residence · Kelowna · 2025 · 2 photos");
  // The tile shows the main photo (the second uploaded), as stored sizes of the upload.
  await expect(galleryTiles(page).first().locator("img")).toHaveAttribute("src", /^\/media\/[A-Za-z0-9_-]+-\d+\.webp$/);

  // Once the page has hydrated, the tile opens the viewer.
  await waitForHydration(page);
  await galleryTiles(page).first().click();
  const viewer = page.getByRole("dialog", { name: PROJECT });
  await expect(viewer.getByText("1 of 2", { exact: true })).toBeVisible();
  await expect(viewer.getByRole("figure").getByRole("img")).toHaveAccessibleName("The front entrance");
  await expect(viewer.getByRole("figure")).toContainText("An SD95 door");
  await viewer.getByRole("link", { name: "Project page" }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: "The front entrance" })).toBeVisible();
  await expect(main.getByRole("img", { name: "The lake side at dusk, the doors open" })).toBeAttached();
  await expect(main.getByText("An SD95 door")).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/og\/[A-Za-z0-9_-]+-\d{1,3}-\d{1,3}\.jpg$/);
  const products = main.getByRole("region", { name: "Products used" });
  await expect(products.getByRole("link", { name: /^S700/ })).toHaveAttribute("href", "/doors/liftandslide/s700");
  await expect(products.getByRole("link", { name: /^SD95/ })).toHaveAttribute("href", "/doors/swing/sd95");

  for (const [path, title] of [
    ["/doors/liftandslide/s700", "S700"],
    ["/doors/swing/sd95", "SD95"],
    ["/passive/sd95", "SD95"],
  ] as const) {
    await page.goto(path);
    const section = page.getByRole("region", { name: `Projects with the ${title}` });
    await expect(section.getByRole("link", { name: new RegExp(PROJECT) })).toHaveAttribute("href", `/projects/${SLUG}`);
  }
  // A product it did not use does not list it.
  await page.goto("/windows/alumil/s91");
  await expect(page.getByRole("main").getByRole("link", { name: new RegExp(PROJECT) })).toHaveCount(0);

  // The filters find it.
  await page.goto("/projects?area=okanagan&product=sd95");
  await expect(galleryTiles(page)).toHaveCount(1);
  await expect(galleryTiles(page).first()).toHaveAccessibleName(PROJECT);
});

test("a new address keeps the old one working: /projects/old answers 301, and ?project=old opens the project", async ({ page, request }) => {
  await signIn(page, { at: LIST });
  await row(page, PROJECT).getByRole("link", { name: `Edit “${PROJECT}”` }).click();
  const editor = page.getByRole("form", { name: "Edit project" });
  await editor.getByLabel("Address").fill(`${SLUG}-kelowna`);
  await editor.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", `/projects/${SLUG}-kelowna`);

  const old = await request.get(`/projects/${SLUG}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/projects/${SLUG}-kelowna`);
  await page.goto(`/projects?project=${SLUG}`);
  await expect(page.getByRole("dialog", { name: PROJECT })).toBeVisible();

  // And back: the address it had is its own again (no redirect left pointing away from it).
  await page.goto("/admin/projects");
  await row(page, PROJECT).getByRole("link", { name: `Edit “${PROJECT}”` }).click();
  await editor.getByLabel("Address").fill(SLUG);
  await editor.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", `/projects/${SLUG}`);
  expect((await request.get(`/projects/${SLUG}`, { maxRedirects: 0 })).status()).toBe(200);
});

test("the gallery's order: move up and down (focus stays), undo a move, and drag a row", async ({ page }) => {
  await signIn(page, { at: LIST });
  const before = await namesInOrder(page);
  expect(before[0]).toBe(PROJECT);

  await row(page, PROJECT).getByRole("button", { name: `Move down: ${PROJECT}` }).click();
  await expect(notice(page)).toContainText(`Moved “${PROJECT}” down, to position 2.`);
  await expect(page.getByRole("button", { name: `Move down: ${PROJECT}` })).toBeFocused();
  await expect(rows(page).nth(1)).toContainText(PROJECT);
  await page.keyboard.press("Enter");
  await expect(notice(page)).toContainText(`Moved “${PROJECT}” down, to position 3.`);
  await row(page, PROJECT).getByRole("button", { name: `Move up: ${PROJECT}` }).click();
  await expect(notice(page)).toContainText(`Moved “${PROJECT}” up, to position 2.`);
  await expect(page.getByRole("button", { name: `Move up: ${PROJECT}` })).toBeFocused();

  await notice(page).getByRole("button", { name: "Undo the move" }).click();
  await expect(notice(page)).toContainText(`Move undone: “${PROJECT}” is back at position 3.`);
  await expect(rows(page).nth(2)).toContainText(PROJECT);

  // Drag the project from third place onto the first row.
  await row(page, PROJECT).locator("[data-drag-handle]").dragTo(rows(page).first());
  await expect(notice(page)).toContainText(`Moved “${PROJECT}” to position 1.`);
  // The move's answer shows before the list is read again: reloading during that read would cut it off.
  await routerSettled(page);
  await page.reload();
  expect(await namesInOrder(page)).toEqual(before);

  // The first row's "Move up" stays focusable and does nothing.
  await expect(row(page, PROJECT).getByRole("button", { name: `Move up: ${PROJECT}` })).toHaveAttribute("aria-disabled", "true");
});

test("a project is hidden from the site and shown again from the list", async ({ page, request }) => {
  await signIn(page, { at: LIST });
  await row(page, PROJECT).getByRole("button", { name: `Hide: ${PROJECT}` }).click();
  await expect(notice(page)).toContainText(`“${PROJECT}” is hidden: it is no longer on the site.`);
  await expect(row(page, PROJECT)).toContainText("Hidden");
  await expect(row(page, PROJECT).getByRole("link", { name: /on the site$/ })).toHaveCount(0);
  await row(page, PROJECT).getByRole("link", { name: `Edit “${PROJECT}”` }).click();
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Hidden (draft)" })).toBeChecked();
  // Off the site at once: its page is a 404, the gallery and the product pages no longer show it.
  expect((await request.get(`/projects/${SLUG}`)).status()).toBe(404);
  await page.goto("/projects");
  await expect(galleryTiles(page)).toHaveCount(30);
  await expect(galleryTiles(page).filter({ hasText: PROJECT })).toHaveCount(0);
  await page.goto("/doors/liftandslide/s700");
  await expect(page.getByRole("main").getByRole("link", { name: new RegExp(PROJECT) })).toHaveCount(0);

  await page.goto("/admin/projects");
  await row(page, PROJECT).getByRole("button", { name: `Show: ${PROJECT}` }).click();
  await expect(notice(page)).toContainText(`“${PROJECT}” is shown on the site again.`);
  await expect(row(page, PROJECT)).toContainText("Shown");
  await expect(row(page, PROJECT).getByRole("link", { name: `View “${PROJECT}” on the site` })).toBeVisible();
  expect((await request.get(`/projects/${SLUG}`)).status()).toBe(200);
});

test("the editor checks in the browser: a photo without its description is not saved, the summary links to the field; an address in use is refused", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(FAILED_RESOURCE(409));
  await signIn(page, { at: "/admin/projects/new" });
  const form = page.getByRole("form", { name: "New project" });
  await fillProject(form, uniqueName("Checked "));
  await page.getByLabel("Upload photos").setInputFiles([await jpeg("undescribed.jpg")]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(photo(page, 1)).toContainText("undescribed.jpg", UPLOAD_PROCESSED);
  await form.getByRole("button", { name: "Save project" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem with 1 field" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: `Photo 1 description: ${DESCRIBE_PHOTO}` }).click();
  const field = photo(page, 1).getByLabel("Description for people who can't see the photo");
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${DESCRIBE_PHOTO}`));
  await expect(page).toHaveURL(/\/admin\/projects\/new#field-photo_1_alt$/);

  // Another project's address: the server says so at the field (409), and nothing typed is lost.
  await field.fill("A described photo");
  await form.getByLabel("Address").fill("lions-bay");
  await form.getByRole("button", { name: "Save project" }).click();
  await expect(form.getByLabel("Address")).toHaveAccessibleDescription(/^Another project already has the address \/projects\/lions-bay: choose another\./);
  await expect(field).toHaveValue("A described photo");
});

test("the drawn pictures of a seeded project are said to stay until a photo is added", async ({ page }) => {
  await signIn(page, { at: LIST });
  await row(page, "Lions Bay").getByRole("link", { name: "Edit “Lions Bay”" }).click();
  await expect(page.getByText("This project shows its drawn pictures until you add a photo.")).toBeVisible();
});

test("a photo already in the library is added from the picker's thumbnails, found by name or by what it shows", async ({ page }) => {
  await signIn(page, { at: LIST });
  const uploaded = await page.request.post("/admin/media/upload", {
    multipart: { file: await jpeg("boathouse-dock.jpg") },
    headers: { Accept: "application/json", Origin: new URL(page.url()).origin },
  });
  expect(uploaded.status(), "uploading").toBe(201);
  await row(page, PROJECT).getByRole("link", { name: `Edit “${PROJECT}”` }).click();
  await waitForHydration(page);
  const editor = page.getByRole("form", { name: "Edit project" });
  await expect(photo(page, 2)).toBeVisible();
  const picker = editor.getByRole("group", { name: "Add a photo from the image library (optional)" });
  await picker.getByRole("button", { name: "Choose from the image library" }).click();

  // Found by what it shows (its description in this project): it is already a photo of it.
  await picker.getByLabel("Search the library").fill("FRONT entrance");
  await picker.getByRole("radio", { name: /^entrance\.jpg/ }).check();
  await editor.getByRole("button", { name: "Add this photo" }).click();
  // Said under the button, and to screen readers by the editor's live region.
  await expect(page.getByText("That photo is already in the project: photo 2.")).toHaveCount(2);
  await expect(page.getByText("That photo is already in the project: photo 2.").first()).toBeVisible();
  await expect(photo(page, 3)).toHaveCount(0);

  await picker.getByLabel("Search the library").fill("boathouse");
  await picker.getByRole("radio", { name: /^boathouse-dock\.jpg/ }).check();
  await editor.getByRole("button", { name: "Add this photo" }).click();
  await expect(photo(page, 3)).toContainText("boathouse-dock.jpg");
  await expect(photo(page, 3).getByLabel("Description for people who can't see the photo")).toBeFocused();
  await photo(page, 3).getByLabel("Description for people who can't see the photo").fill("The boathouse dock below the house");
  // The picker starts afresh, closed.
  await expect(picker.getByRole("button", { name: "Choose from the image library" })).toHaveAttribute("aria-expanded", "false");

  await editor.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. It is live on the site" })).toBeVisible();
  await expect(photo(page, 3)).toContainText("boathouse-dock.jpg");
  await expect(photo(page, 3).getByLabel("Description for people who can't see the photo")).toHaveValue("The boathouse dock below the house");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("photos are uploaded by the form, moved by posting it, refused without a description (422), then saved", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    const name = uniqueName("No script ");
    await signIn(page, { at: "/admin/projects/new" });
    await expect(page.getByText("changes you have not saved are lost, so save them first")).toBeVisible();
    await page.getByLabel("Upload photos").setInputFiles([await jpeg("first.jpg"), await jpeg("second.jpg")]);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/projects\/new\?uploaded=/, UPLOAD_PROCESSED);
    await expect(page.getByRole("status").filter({ hasText: "2 photos uploaded: describe each under Photos, then save." })).toBeVisible();
    await expect(photo(page, 1)).toContainText("first.jpg");
    await expect(photo(page, 2)).toContainText("second.jpg");

    const form = page.getByRole("form", { name: "New project" });
    await fillProject(form, name);
    await photo(page, 1).getByLabel("Description for people who can't see the photo").fill("The first view");
    await photo(page, 1).getByRole("button", { name: "Move down: photo 1" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Photo 1 moved down, to position 2. Nothing is saved yet" })).toBeVisible();
    await expect(photo(page, 1)).toContainText("second.jpg");
    await expect(photo(page, 2).getByLabel("Description for people who can't see the photo")).toHaveValue("The first view");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);

    // The server checks too: the browser's own checks are turned off to see its answer.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form.getByRole("button", { name: "Save project" }).click(),
    ]);
    expect(refused.status()).toBe(422);
    await expect(page.getByRole("link", { name: `Photo 1 description: ${DESCRIBE_PHOTO}` })).toHaveAttribute("href", "#field-photo_1_alt");
    await expect(photo(page, 1).getByLabel("Description for people who can't see the photo")).toHaveAccessibleDescription(new RegExp(`^${DESCRIBE_PHOTO}`));

    await photo(page, 1).getByLabel("Description for people who can't see the photo").fill("The second view");
    await form.getByRole("button", { name: "Save project" }).click();
    await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}\?saved=1$/);
    await expect(photo(page, 1).getByLabel("Description for people who can't see the photo")).toHaveValue("The second view");
    await expect(photo(page, 2).getByLabel("Description for people who can't see the photo")).toHaveValue("The first view");
    await page.goto("/admin/projects");
    await expect(rows(page).first()).toContainText(name);
  });

  test("a photo already in the library is added from the list by posting the form; nothing is saved yet", async ({ page }) => {
    await signIn(page, { at: "/admin/projects/new" });
    const form = page.getByRole("form", { name: "New project" });
    await form.getByLabel("Name", { exact: true }).fill("Kept while adding");
    // Each image reads with what it shows beside its name.
    await form.getByLabel("Add a photo from the image library").selectOption({ label: "first.jpg — The first view (900 × 540)" });
    await form.getByRole("button", { name: "Add this photo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Photo 1 added at the end of the list: describe it, then save. Nothing is saved yet" })).toBeVisible();
    await expect(photo(page, 1)).toContainText("first.jpg");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Kept while adding");
    await expect(form.getByLabel("Add a photo from the image library")).toHaveValue("");
  });
});

test("a project is deleted after a confirmation and brought back from the list", async ({ page }) => {
  await signIn(page, { at: LIST });
  const before = await namesInOrder(page);
  await row(page, PROJECT).getByRole("link", { name: `Edit “${PROJECT}”` }).click();
  await page.getByRole("link", { name: "Delete this project…" }).click();
  await expect(page.getByRole("heading", { name: `Delete “${PROJECT}”?` })).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/admin\/projects\?deleted=/);
  await expect(page.getByRole("status").filter({ hasText: "Project deleted" })).toContainText(PROJECT);
  await expect(row(page, PROJECT)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Deleted projects" })).toContainText(PROJECT);

  await page.getByRole("button", { name: `Undo: bring back “${PROJECT}”` }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}\?restored=1$/);
  await expect(page.getByRole("status").filter({ hasText: "The project is back" })).toBeVisible();
  // Back in its place in the gallery.
  await openList(page);
  expect(await namesInOrder(page)).toEqual(before);
});

test("the list and the editor are axe clean at 390 and 1280 px; the list and a new project's form are no wider than the screen", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, { at: LIST });
  await expectAxeCleanAtBothWidths(page, "the list", { fits: true });
  await row(page, PROJECT).getByRole("link", { name: `Edit “${PROJECT}”` }).click();
  await expect(photo(page, 2)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "the editor");
  await page.goto("/admin/projects/new");
  await expectAxeCleanAtBothWidths(page, "a new project", { fits: true });
});
