import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { projects } from "#app/content/projects";
import { axeViolations, expect, MOBILE, test, waitForHydration } from "./fixtures";
import { freePort, startServer, tempDir, type ServerProcess, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";

/**
 * The gallery's pages (decision 035), on a server of its own whose database holds 40 published projects: the first
 * page shows 36, the second the other 4. The shared server's 30 shipped projects fit on one page. The pages as served
 * (their links, canonical, 404s past the last, sitemap, valid HTML) are checked without a browser in
 * tests/http/gallery-pages.test.ts.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const TOTAL = 40;
const PAGE_SIZE = 36;
/** The n-th project (0-based) of the seeded gallery, after the shipped ones: scripts/lib/gallery-projects.ts. */
const seededProject = (n: number) => {
  const shipped = projects[n % projects.length]!;
  return n < projects.length ? { name: shipped.name, slug: shipped.id } : { name: `${shipped.name} ${n + 1}`, slug: `${shipped.id}-${n + 1}` };
};

let server: ServerProcess;
let data: ReturnType<typeof tempDir>;

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  data = tempDir("helios-gallery-e2e-");
  // Seeded through the store before the server's first start, which then finds the projects there.
  execFileSync(process.execPath, ["--import", "tsx", path.resolve("scripts/bench/gallery-seed.ts"), data.dir, String(TOTAL)], { stdio: "pipe" });
  server = startServer({ DATA_DIR: data.dir }, await freePort());
  await server.ready();
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  data?.remove();
});

const tiles = (page: Page) => page.getByRole("list", { name: "Projects" }).getByRole("link");
const pagesNav = (page: Page) => page.getByRole("navigation", { name: "Project pages" });

test("with JavaScript, Show more adds the next page in place and moves focus to its first project", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/projects");
  await waitForHydration(page);
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  await expect(pagesNav(page)).toContainText(`Projects 1–${PAGE_SIZE} of ${TOTAL}`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await pagesNav(page).getByRole("link", { name: "Show more projects" }).click();
  await expect(tiles(page)).toHaveCount(TOTAL);
  const firstNew = seededProject(PAGE_SIZE);
  await expect(tiles(page).nth(PAGE_SIZE)).toHaveAccessibleName(firstNew.name);
  await expect(tiles(page).nth(PAGE_SIZE)).toBeFocused();
  await expect(page).toHaveURL(/\/projects\?page=2$/);
  await expect(pagesNav(page)).toContainText(`Projects 1–${TOTAL} of ${TOTAL}`);
  await expect(pagesNav(page).getByRole("link", { name: "Show more projects" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.setViewportSize(MOBILE);
  expect(await axeViolations(page)).toEqual([]);

  // A project shown by "Show more" opens in the viewer like the others.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveAccessibleName(firstNew.name);
  await expect(page).toHaveURL(new RegExp(`\\?page=2&project=${firstNew.slug}$`));
  await context.close();
});

test("?project= opens a project that is on another page", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const last = seededProject(TOTAL - 1);
  await page.goto(`/projects?project=${last.slug}`);
  await expect(page.getByRole("dialog")).toHaveAccessibleName(last.name);
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  await context.close();
});

test("without JavaScript, the pages are links: Show more goes to page 2, Previous projects back", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/projects");
  await pagesNav(page).getByRole("link", { name: "Show more projects" }).click();
  await expect(page).toHaveURL(/\/projects\?page=2$/);
  await expect(tiles(page)).toHaveCount(TOTAL - PAGE_SIZE);
  await expect(pagesNav(page)).toContainText(`Projects ${PAGE_SIZE + 1}–${TOTAL} of ${TOTAL}`);
  await pagesNav(page).getByRole("link", { name: "Previous projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  await context.close();
});
