import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";
import { HYDRATED } from "../support/hydration";

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The 39 public routes of the specification. */
export const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/collections",
  "/doors",
  "/doors/bifold",
  "/doors/bifold/sf85",
  "/doors/liftandslide",
  "/doors/liftandslide/s560",
  "/doors/liftandslide/s700",
  "/doors/slider",
  "/doors/slider/s650",
  "/doors/slider/s700",
  "/doors/pivotdoors",
  "/doors/pivotdoors/sd115",
  "/doors/swing",
  "/doors/swing/sd77",
  "/doors/swing/sd95",
  "/windows",
  "/windows/alumil",
  "/windows/alumil/s67",
  "/windows/alumil/s77",
  "/windows/alumil/s91",
  "/windows/elvial",
  "/windows/elvial/w77",
  "/windows/rehau",
  "/windows/koemmerling",
  "/windows/koemmerling/center76",
  "/curtain",
  "/curtain/m7",
  "/passive",
  "/passive/sd95",
  "/passive/s91",
  "/passive/rehau",
  "/passive/m7",
  "/projects",
  "/contact",
  "/rsvp",
  "/rsvp-cosentino",
  "/rsvp-livingspace",
] as const;

/** Public pages beyond the specification's routes, made from the content files. */
export const EXTRA_PUBLIC_ROUTES = ["/energy-and-rebates", "/quote", "/visit", "/privacy"] as const;

export const ALIASES: Record<string, string> = {
  "/doors/slider/s700": "/doors/liftandslide/s700",
  "/passive/sd95": "/doors/swing/sd95",
  "/passive/s91": "/windows/alumil/s91",
  "/passive/rehau": "/windows/rehau",
  "/passive/m7": "/curtain/m7",
};

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** How far the page reaches past the right edge of the window, in CSS pixels (0 or less: it does not scroll sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Waits until every transition and animation that ends has ended: colours read halfway through one (a button fading to
 * its hover colour under the pointer after a resize) are neither the page's resting colours nor its hovered ones.
 * Endless animations (a spinner) are left running.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** axe-core's script and the configuration @axe-core/playwright gives it (the page's own frames only). */
const AXE_SCRIPT = `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`;

/**
 * Runs axe on the page and returns a readable list of violations (empty when clean). axe.run in the page itself (the
 * site's pages have no frames), injected once per document: @axe-core/playwright compiled axe's 500 kB script into the
 * page twice per run, which took more time than the rules themselves; a page checked at two widths now compiles it
 * once. Only violations are described node by node (axe still runs every rule on every node, and reports one node of
 * each other result): a sixth less CPU over the axe specs. The run is checked to have been limited to the tags (a
 * best-practice rule would otherwise fail a page).
 */
export async function axeViolations(page: Page) {
  expect(page.frames(), "a page with frames: axe would have to be injected into each").toHaveLength(1);
  await transitionsDone(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SCRIPT);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    AXE_TAGS,
  );
  expect(results.toolOptions.runOnly, "axe ran the WCAG rules only").toEqual({ type: "tag", values: AXE_TAGS });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

export { HYDRATED };

/** Waits until the page's script has hydrated it, so every control on it responds as it will for good. */
export async function waitForHydration(page: Page) {
  await page.locator(HYDRATED).waitFor({ state: "attached" });
}

/**
 * Waits until the client router has finished its navigation and the result has been drawn (two animation frames:
 * React's commit and its layout effects, such as scroll handling, come before the next frame). A page without
 * scripts, or with islands only, has no router: it is settled once loaded and its islands hydrated ("none").
 */
export async function routerSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
            .__reactRouterDataRouter?.state.navigation.state ??
          (document.readyState === "complete" &&
          (document.querySelector('script[type="module"]') === null || document.documentElement.hasAttribute("data-hydrated"))
            ? "none"
            : "loading"),
      ),
    )
    .toMatch(/^(idle|none)$/);
  await nextFrames(page);
}

/** The page that hydrates with React Router without signing in: the staff sign-in page (no public page does). */
export const ROUTER_PAGE = "/admin/login";

/**
 * Shows a public page as React Router renders it, by a client-side navigation from a page that hydrates with it:
 * how a staff page reaches one, every public page being served without the router.
 */
export async function openThroughRouter(page: Page, path: string) {
  await page.goto(ROUTER_PAGE);
  await waitForHydration(page);
  await page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate(to), path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await routerSettled(page);
}

/** Waits until the browser has drawn two more frames: whatever the page started in response to input is on screen. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Resizes the window without a reload and waits until the page is laid out again, its fonts ready. */
export async function showAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await nextFrames(page);
}

/**
 * Checks axe on the page as it is now at 390 px and then at 1280 px, resizing the window without a reload: one page
 * load (or one state reached) for both widths. `what` names the page or state in a failure's message, with the width;
 * `fits` also checks at each width that the page is no wider than the window. Leaves the window at 1280 px.
 */
export async function expectAxeCleanAtBothWidths(page: Page, what: string, { fits = false } = {}) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await showAt(page, viewport);
    expect(await axeViolations(page), `axe at ${viewport.width} px: ${what}`).toEqual([]);
    if (fits) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${what} is no wider than ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
  }
}

/** Whether a navigation loaded one of our pages as a document (which then hydrates), not a file or an API answer. */
function loadsAnApp(response: Awaited<ReturnType<Page["goto"]>>): boolean {
  return Boolean(response && /text\/html/.test(response.headers()["content-type"] ?? ""));
}

/**
 * Makes page.goto and page.reload wait until the loaded page has hydrated (when the answer is one of our pages), so
 * a test never touches a control before its script can respond. `waitUntil: "commit"` opts out, for tests about the
 * moments before hydration. The `page` fixture does this already; use it for pages a test opens itself.
 */
export function hydrateOnLoad(page: Page): Page {
  const hydrated = async <R extends Awaited<ReturnType<Page["goto"]>>>(response: R, waitUntil?: string) => {
    if (waitUntil !== "commit" && loadsAnApp(response)) await waitForHydration(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
  return page;
}

interface Options {
  /**
   * Whether the home page's intro may play. Off by default: a click or key press during the intro is swallowed by
   * design, so tests about anything else start with the intro already seen; the intro's own tests turn it on.
   */
  playIntro: boolean;
}

interface Fixtures {
  /**
   * Every test that opens the `page` fails on a console error or uncaught exception in it, except those the test
   * declares it expects (e.g. the browser's own "Failed to load resource: ... 404" line for a page meant to be a 404).
   * A test that only asks the server over HTTP (`request`) opens no browser at all.
   */
  expectConsoleError: (pattern: RegExp) => void;
  /** The console lines the test declared it expects (filled by `expectConsoleError`, read by `page`). */
  expectedConsoleErrors: RegExp[];
}

export const test = base.extend<Fixtures & Options>({
  playIntro: [false, { option: true }],
  expectedConsoleErrors: async ({}, use) => use([]),
  expectConsoleError: async ({ expectedConsoleErrors }, use) => use((pattern) => expectedConsoleErrors.push(pattern)),
  /**
   * page.goto and page.reload wait until the page has hydrated (when JavaScript is on and the answer is a page), so
   * no test touches a control before its script can respond. A test about the moments before hydration asks for
   * `waitUntil: "commit"` and waits for what it needs itself. Console errors fail the test (see `expectConsoleError`).
   */
  page: async ({ page, javaScriptEnabled, playIntro, expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
    // Anything the Content-Security-Policy refuses (even a probe a library catches) is an error too.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    if (!playIntro) await skipIntro(page);
    if (javaScriptEnabled !== false) hydrateOnLoad(page);
    await use(page);
    const unexpected = errors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)));
    expect(unexpected, "console errors").toEqual([]);
  },
});

/** The browser's console line for a response with an error status, which a 404 or 500 page always causes. */
export const FAILED_RESOURCE = (status: number) => new RegExp(`^Failed to load resource: .*status of ${status}\\b`);

export { expect };

/** The sessionStorage flag of the home page's intro (app/lib/intro.ts). */
export const INTRO_FLAG = "helios:intro-seen";

/** Marks the intro as already seen in this browser session, for tests about something else on the home page. */
export async function skipIntro(page: Page) {
  await page.addInitScript((flag) => window.sessionStorage.setItem(flag, "1"), INTRO_FLAG);
}

/**
 * Installs a controlled clock that stands still until the test moves it (page.clock.runFor), so timed behaviour
 * (the intro, the carousels) is checked at exact moments. Call before page.goto.
 */
export async function freezeClock(page: Page, start = new Date("2025-10-22T18:00:00-07:00")) {
  await page.clock.install({ time: start });
  // Nothing runs in about:blank, so jumping a little ahead is harmless; from here on time moves only when told to.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * How long a test waits for an image upload to be answered: every image is made into AVIF and WebP at several widths
 * before the answer, which takes seconds per image on a busy 2-core machine.
 */
export const UPLOAD_PROCESSED = { timeout: 30_000 } as const;

/**
 * How long a test waits for a staff save to show on the public pages (the page cache renders them again). The
 * promise of "live within two seconds" is a speed target, measured by the bench (PUBLISH_TO_LIVE_MAX_MS in
 * scripts/bench/budgets.mjs), not by the tests: on a busy machine a render can take longer than that.
 */
export const UNTIL_LIVE = { timeout: 15_000 } as const;
