import type { Page } from "@playwright/test";
import { plainJpeg } from "../fixtures/media/images";
import { test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, MOBILE, UNTIL_LIVE, UPLOAD_PROCESSED, waitForHydration } from "./fixtures";
import { signIn } from "../support/staff-sign-in";
import { WITH_IMAGES } from "./support/browser";

// About pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

/**
 * Pictures where they are chosen (decision 050): a photo uploaded from the team editor's picker is chosen there, saved
 * and on the About page; the picker's search narrows the library by name; a focal point set in the image library
 * (a click on the picture, a slider from the keyboard) moves the About page's crop. They change the team, so they run
 * on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const NAME = "Sofia Karras";
const PORTRAIT = "sofia-karras-portrait.jpg";
const BIO = "Sofia plans every installation day, from the first measure to the last caulk line, across the Okanagan.";

const aboutCard = (page: Page) =>
  page.getByRole("region", { name: "Our Team" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: NAME }) });

async function upload(page: Page, name: string) {
  const answer = await page.request.post("/admin/media/upload", {
    multipart: { file: { name, mimeType: "image/jpeg", buffer: await plainJpeg(900, 600) } },
    headers: { Accept: "application/json", Origin: new URL(page.url()).origin },
  });
  expect(answer.status(), "uploading").toBe(201);
}


test("a photo uploaded from the team editor's picker is chosen there, saved and shown on the About page", async ({ page }) => {
  await signIn(page, { at: "/admin/team/new" });
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "New team member" });
  await form.getByLabel("Name").fill(NAME);
  await form.getByLabel("Title").fill("Installation Coordinator");
  await form.getByLabel("About them").fill(BIO);

  const picker = form.getByRole("group", { name: "Photo (optional)" });
  await expect(picker.getByRole("radio", { name: "No photo: their initials" })).toBeChecked();
  await picker.getByLabel("Upload a new picture").setInputFiles({ name: PORTRAIT, mimeType: "image/jpeg", buffer: await plainJpeg(900, 900) });
  const chosen = picker.getByRole("radio", { name: PORTRAIT });
  await expect(chosen).toBeChecked(UPLOAD_PROCESSED);
  await expect(picker.getByText(PORTRAIT, { exact: true }).first()).toBeVisible();

  await form.getByRole("button", { name: "Save team member" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Photo (optional)" }).getByRole("radio", { name: PORTRAIT })).toBeChecked();

  await page.goto("/about");
  await expect(aboutCard(page).getByRole("img", { name: `Photo of ${NAME}` })).toHaveAttribute("src", /^\/media\//);
});

test("the picker's search narrows the library by name and by what the pictures show, and says how many match", async ({ page }) => {
  await signIn(page, { at: "/admin/team/new" });
  await upload(page, "harbour-view-terrace.jpg");
  await upload(page, "kitchen-pivot-door.jpg");
  await page.reload();
  await waitForHydration(page);
  const picker = page.getByRole("group", { name: "Photo (optional)" });
  const library = picker.getByRole("radiogroup", { name: "Photo: the image library" });
  await expect(library.getByRole("radio", { name: "kitchen-pivot-door.jpg" })).toBeVisible();

  await picker.getByLabel("Search the library").pressSequentially("Harbour ter");
  await expect(library.getByRole("radio", { name: "harbour-view-terrace.jpg" })).toBeVisible();
  await expect(library.getByRole("radio", { name: "kitchen-pivot-door.jpg" })).toHaveCount(0);
  await expect(library.getByRole("radio", { name: PORTRAIT })).toHaveCount(0);
  await expect(picker.getByText("1 image matches.")).toBeVisible();
  // Enter in the search box does not send the editor's form.
  await picker.getByLabel("Search the library").press("Enter");
  await expect(page).toHaveURL(/\/admin\/team\/new$/);

  // What a picture shows counts too: the portrait is described by the team member it is of.
  await picker.getByLabel("Search the library").fill("karras SOFIA");
  await expect(library.getByRole("radio", { name: PORTRAIT })).toBeVisible();
  await expect(library.getByRole("radio", { name: "kitchen-pivot-door.jpg" })).toHaveCount(0);

  await picker.getByLabel("Search the library").fill("no such picture");
  await expect(picker.getByText("No image's name or description has “no such picture”.")).toBeVisible();
  await expect(library.getByRole("radio")).toHaveCount(1);
  await picker.getByLabel("Search the library").fill("");
  await expect(library.getByRole("radio", { name: "kitchen-pivot-door.jpg" })).toBeVisible();
});

test("a focal point set in the image library moves the About page's crop of the photo", async ({ page, request }) => {
  await page.goto("/about");
  const portrait = aboutCard(page).getByRole("img", { name: `Photo of ${NAME}` });
  await expect(portrait).not.toHaveAttribute("style", /object-position/);

  await signIn(page, { at: "/admin/media" });
  await waitForHydration(page);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PORTRAIT }) });
  await card.locator("summary", { hasText: "Focal point" }).click();
  const focal = card.getByRole("form", { name: `Focal point of ${PORTRAIT}` });
  // A click on the picture puts the point there; a slider moves it from the keyboard.
  const picture = focal.getByRole("button", { name: /^Put the focal point where you click/ });
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.2, y: box.height * 0.3 } });
  await focal.getByLabel("Down, from the top edge").press("End");
  await expect(focal.getByText(/^(19|20|21)% across \((near the left|left of centre)\), 100% down \(near the bottom\)$/)).toBeVisible();
  await expect(focal.getByRole("group", { name: "Crops with this focal point" }).locator("img").first()).toHaveAttribute(
    "style",
    /object-position: ?(19|20|21)% 100%/,
  );
  await focal.getByRole("button", { name: `Save the focal point of ${PORTRAIT}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `The focal point of “${PORTRAIT}” is saved` })).toBeVisible();

  // The About page is made again with the point: its crop keeps it in view.
  await expect.poll(async () => (await request.get("/about")).text(), UNTIL_LIVE).toMatch(/object-position:(19|20|21)% 100%/);
  await page.goto("/about");
  await expect(portrait).toHaveAttribute("style", /object-position: ?(19|20|21)% 100%/);
  await expect(page.locator("script[src], link[rel=modulepreload]")).toHaveCount(0);
});

test("a photo a team member uses is not deleted: the library says where it is used, and the About page still shows it", async ({ page, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(409));
  await signIn(page, { at: "/admin/media" });
  await waitForHydration(page);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PORTRAIT }) });
  await expect(card.getByRole("list", { name: `Where “${PORTRAIT}” is used` }).getByRole("link", { name: `Photo of ${NAME} (team)` })).toBeVisible();
  await card.getByRole("button", { name: `Delete ${PORTRAIT}` }).click();
  const refusal = page.getByRole("alert").filter({ hasText: `“${PORTRAIT}” is in use, so it was not deleted.` });
  await expect(refusal).toBeVisible();
  await expect(card).toBeVisible();
  // The use is linked to its editor, where another photo can be chosen.
  await refusal.getByRole("link", { name: `Photo of ${NAME} (team)` }).click();
  await expect(page.getByRole("group", { name: "Photo (optional)" }).getByRole("radio", { name: PORTRAIT })).toBeChecked();

  await page.goto("/about");
  await expect(aboutCard(page).getByRole("img", { name: `Photo of ${NAME}` })).toHaveAttribute("src", /^\/media\//);
});

test("the team editor's picker and the library's focal point are axe clean at 390 and 1280 px, and no wider than the screen", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, { at: "/admin/team/new" });
  await waitForHydration(page);
  await expectAxeCleanAtBothWidths(page, "the team editor's picker", { fits: true });
  await page.goto("/admin/media");
  await waitForHydration(page);
  await page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PORTRAIT }) }).locator("summary", { hasText: "Focal point" }).click();
  await expectAxeCleanAtBothWidths(page, "the library with a focal point open", { fits: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the picker's upload goes through the image library and comes back with the new picture chosen", async ({ page }) => {
    await signIn(page, { at: "/admin/team/new" });
    const form = page.getByRole("form", { name: "New team member" });
    await expect(form.getByLabel("Photo")).toHaveValue("");
    await form.getByRole("link", { name: /^Upload a new picture/ }).click();
    await expect(page).toHaveURL(/\/admin\/media\?return=/);
    await expect(page.getByRole("status").filter({ hasText: "you go back to the page you came from with it chosen" })).toBeVisible();
    await page.getByLabel("Images to upload").setInputFiles({ name: "workshop-bench.jpg", mimeType: "image/jpeg", buffer: await plainJpeg(800, 800) });
    await page.getByRole("form", { name: "Upload images" }).getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/team\/new\?pick=photo&uploaded=[A-Za-z0-9_-]+$/, UPLOAD_PROCESSED);
    await expect(form.getByLabel("Photo")).toHaveValue(new URL(page.url()).searchParams.get("uploaded")!);
    await expect(form.getByLabel("Photo").locator("option:checked")).toHaveText("workshop-bench.jpg (800 × 800)");
    await expect(form.getByText("The new picture is uploaded and chosen: save to keep it.")).toBeVisible();
  });

  test("deleting a photo in use is refused with its uses listed, and the photo stays", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(409));
    await signIn(page, { at: "/admin/media" });
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PORTRAIT }) });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      card.getByRole("button", { name: `Delete ${PORTRAIT}` }).click(),
    ]);
    expect(refused.status()).toBe(409);
    await expect(page.getByRole("alert").getByRole("link", { name: `Photo of ${NAME} (team)` })).toHaveAttribute("href", /^\/admin\/team\/[A-Za-z0-9-]+$/);
    await expect(card).toBeVisible();
  });

  test("the picker's list names what each picture shows beside its file name", async ({ page }) => {
    await signIn(page, { at: "/admin/team/new" });
    await expect(page.getByLabel("Photo").getByRole("option", { name: `${PORTRAIT} — ${NAME} (900 × 900)` })).toHaveCount(1);
  });
});
