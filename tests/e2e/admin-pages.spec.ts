import type { APIRequestContext, Page } from "@playwright/test";
import { plainJpeg } from "../fixtures/media/images";
import { test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, MOBILE, UNTIL_LIVE } from "./fixtures";
import { signIn } from "../support/staff-sign-in";
import { WITH_IMAGES } from "./support/browser";

// About pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

/**
 * The page copy in the owners' hands (decision 044): a new home hero heading and photo, a changed About step and a
 * page's new search title and social image reach the pages within two seconds; a new trading name reaches the titles;
 * refusals by their fields without JavaScript; axe. They change what the pages say, so they run on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });


const HEADING = "Light, made to measure for British Columbia homes";
const BUILD_STEP =
  "Every frame is cut, welded and glazed to measure in our Surrey shop from European profile systems, then checked, wrapped and labelled for its opening.";
const ENERGY_TITLE = "Energy figures and BC rebates";
const NEW_NAME = "Helios Glass & Doors";

const editor = (page: Page) => page.getByRole("form", { name: "Edit the page" });

async function upload(page: Page, name: string) {
  const answer = await page.request.post("/admin/media/upload", {
    multipart: { file: { name, mimeType: "image/jpeg", buffer: await plainJpeg(1600, 900) } },
    headers: { Accept: "application/json", Origin: new URL(page.url()).origin },
  });
  expect(answer.status(), "uploading").toBe(201);
}

/** A page's HTML as a visitor gets it, polled until it has `text` (a publish re-renders the page cache). */
async function pageWith(request: APIRequestContext, path: string, text: string | RegExp) {
  await expect.poll(async () => (await request.get(path)).text(), UNTIL_LIVE).toMatch(text);
}

test("a new hero heading and photo, an About step and a page's search title and social image reach the pages", async ({ page, request }) => {
  await signIn(page, { at: "/admin/pages" });
  await upload(page, "garden-room.jpg");
  await page.getByRole("link", { name: "Edit “Home”" }).click();
  await editor(page).getByLabel("Main heading").fill(HEADING);
  await editor(page).getByRole("radiogroup", { name: "Photo behind the heading: the image library" }).getByRole("radio", { name: "garden-room.jpg" }).first().check();
  await editor(page).getByLabel("Photo behind the heading: what it shows").fill("A living room opening onto a garden through a lift and slide door");
  await editor(page).getByRole("button", { name: "Save page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await pageWith(request, "/", HEADING);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING);
  const hero = page.getByRole("img", { name: "A living room opening onto a garden through a lift and slide door" });
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("src", /^\/media\//);
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute("imagesrcset", /\/media\//);

  await page.goto("/admin/pages/about");
  await editor(page).getByLabel("Step 2, Build").fill(BUILD_STEP);
  await editor(page).getByRole("button", { name: "Save page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await pageWith(request, "/about", BUILD_STEP);

  await page.goto("/admin/pages/energy");
  await editor(page).getByLabel("Search title").fill(ENERGY_TITLE);
  await editor(page).getByRole("radiogroup", { name: "Picture in link previews: the image library" }).getByRole("radio", { name: "garden-room.jpg" }).first().check();
  await editor(page).getByLabel("Picture in link previews: what it shows").fill("A living room with a wide glass door");
  await editor(page).getByRole("button", { name: "Save page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await pageWith(request, "/energy-and-rebates", `<title>${ENERGY_TITLE} | Helios Windows &amp; Doors</title>`);
  await page.goto("/energy-and-rebates");
  await expect(page).toHaveTitle(`${ENERGY_TITLE} | Helios Windows & Doors`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w{10}/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/og\/[A-Za-z0-9_-]+-\d{1,3}-\d{1,3}\.jpg$/);
  // The link preview is the picture's 1200 × 630 crop around its focal point.
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", "A living room with a wide glass door");
  await expect(page.locator("script[src], link[rel=modulepreload]")).toHaveCount(0);
});

test("a new trading name reaches the titles", async ({ page, request }) => {
  await signIn(page, { at: "/admin/settings" });
  await page.getByLabel("Trading name").fill(NEW_NAME);
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").first()).toContainText("Company details saved");
  await pageWith(request, "/contact", "<title>Contact Us | Helios Glass &amp; Doors</title>");
  await page.goto("/about");
  await expect(page).toHaveTitle(`About Us | ${NEW_NAME}`);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", NEW_NAME);
  await page.goto("/doors");
  await expect(page).toHaveTitle(/\| Helios Glass & Doors$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("bad copy is refused by its fields, with what was typed kept; a page cannot be deleted", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    await signIn(page, { at: "/admin/pages/home" });
    await editor(page).getByLabel("Main heading").fill("Short");
    await editor(page).getByLabel("Search description").fill("Too short.");
    await editor(page).getByRole("button", { name: "Save page" }).click();
    await expect(page.getByRole("alert").first()).toContainText("There are problems with 2 fields");
    await expect(editor(page).getByLabel("Main heading")).toHaveAttribute("aria-invalid", "true");
    await expect(editor(page).getByLabel("Main heading")).toHaveValue("Short");
    await expect(editor(page).getByLabel("Search description")).toHaveAttribute("aria-invalid", "true");
    expect((await page.request.get("/admin/pages/new")).status()).toBe(404);

    // What is one record, or a page whose address is part of the site, is never deleted (nor "brought back").
    await page.goto("/admin/landings");
    const landing = (await page.getByRole("link", { name: /^Edit “/ }).first().getAttribute("href"))!;
    const undeletable = [
      ["/admin/pages/home", "A page cannot be deleted: change its words instead."],
      ["/admin/settings", "The company details cannot be deleted: change them instead."],
      ["/admin/energy", "The energy figures cannot be deleted: change them instead."],
      [landing, "A landing page cannot be deleted: its address is part of the site. Remove its cards instead."],
    ] as const;
    for (const [path, said] of undeletable) {
      for (const intent of ["delete", "undelete"]) {
        const answer = await page.request.post(path, { form: { intent }, headers: { Origin: new URL(page.url()).origin } });
        expect(answer.status(), `${intent} ${path}`).toBe(400);
        expect(await answer.text(), `${intent} ${path}`).toContain(said);
      }
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});

test("the page editor has no axe violations at 390 and 1280 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, { at: "/admin/pages/home" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: Home");
  await expectAxeCleanAtBothWidths(page, "the home page's editor");
  await page.goto("/admin/pages");
  await expectAxeCleanAtBothWidths(page, "the list of pages");
});
