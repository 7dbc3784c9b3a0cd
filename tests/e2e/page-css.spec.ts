import type { Page } from "@playwright/test";
import { DESKTOP, expect, FAILED_RESOURCE, MOBILE, test, waitForHydration } from "./fixtures";

/**
 * A page without scripts carries only the part of the site's stylesheet its HTML can match (server/page-css.ts). The
 * proof that nothing it needs was cut: every element, and its ::before and ::after, computes the same style with the
 * whole stylesheet put back, as loaded and with every menu and disclosure open, on a phone and on a desktop.
 */
const PAGES = ["/doors", "/doors/swing/sd95", "/windows/rehau", "/curtain/m7", "/about", "/energy-and-rebates", "/journal", "/projects/lions-bay", "/no-such-page"];

/** The text of the inline stylesheet a page is served with. */
async function servedStylesheet(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
}

/** The whole stylesheet, as a page with an island carries it. */
async function wholeStylesheet(page: Page): Promise<string> {
  const whole = await servedStylesheet(page, "/contact");
  expect(whole, "the contact page carries the whole stylesheet").toBeDefined();
  return whole!;
}

/** The elements whose computed style differs between the page's stylesheet and the whole one, and how. */
function differencesWithWholeStylesheet(page: Page, whole: string) {
  return page.evaluate((wholeText) => {
    const style = document.getElementById("site-css")!;
    const elements = [...document.querySelectorAll("body, body *")];
    const snapshot = () =>
      elements.flatMap((element) =>
        [null, "::before", "::after"].map((pseudo) => {
          const computed = getComputedStyle(element, pseudo);
          const values: string[] = [];
          for (let i = 0; i < computed.length; i++) values.push(`${computed[i]}:${computed.getPropertyValue(computed[i]!)}`);
          return values.join(";");
        }),
      );
    const describe = (index: number) => {
      const element = elements[Math.floor(index / 3)]!;
      return `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}${["", "::before", "::after"][index % 3]}`;
    };
    const cut = snapshot();
    const cutText = style.textContent!;
    style.textContent = wholeText;
    const full = snapshot();
    style.textContent = cutText;
    const differences: string[] = [];
    cut.forEach((value, index) => {
      if (value === full[index]) return;
      const a = value.split(";");
      const b = full[index]!.split(";");
      differences.push(`${describe(index)}: ${a.filter((entry, i) => entry !== b[i]).slice(0, 3).join(" ")} ≠ ${b.filter((entry, i) => entry !== a[i]).slice(0, 3).join(" ")}`);
    });
    return { differences: differences.slice(0, 10), cutLength: cutText.length, wholeLength: wholeText.length };
  }, whole);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} looks the same with only its own CSS as with the whole stylesheet`, async ({ page, expectConsoleError }) => {
        if (path === "/no-such-page") expectConsoleError(FAILED_RESOURCE(404));
        const whole = await wholeStylesheet(page);
        await page.goto(path);
        await waitForHydration(page);

        const loaded = await differencesWithWholeStylesheet(page, whole);
        expect(loaded.differences).toEqual([]);
        // The page carries well under the whole stylesheet.
        expect(loaded.cutLength).toBeLessThan(loaded.wholeLength * 0.75);

        await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
        expect(await page.locator("details:not([open])").count()).toBe(0);
        expect((await differencesWithWholeStylesheet(page, whole)).differences).toEqual([]);
      });
    }
  });
}

test("a page with an island keeps the whole stylesheet: its states are drawn in the browser", async ({ page }) => {
  const whole = await wholeStylesheet(page);
  for (const path of ["/", "/contact", "/quote", "/visit", "/projects", "/rsvp"]) {
    expect(await servedStylesheet(page, path), path).toBe(whole);
  }
});
