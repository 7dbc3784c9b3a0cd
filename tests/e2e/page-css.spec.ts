import type { Page } from "@playwright/test";
import { DESKTOP, expect, FAILED_RESOURCE, MOBILE, test, waitForHydration } from "./fixtures";

/**
 * A public page carries only the part of the site's stylesheet its HTML, and its islands' code, can match
 * (server/page-css.ts). The proof that nothing it needs was cut: every element, and its ::before and ::after,
 * computes the same style with the whole stylesheet put back, as loaded and with every menu and disclosure open, on a
 * phone and on a desktop; on an island page also in the states its island draws (errors, steps, a viewer, filters).
 */
const PAGES = ["/doors", "/doors/swing/sd95", "/windows/rehau", "/curtain/m7", "/about", "/energy-and-rebates", "/journal", "/projects/lions-bay", "/no-such-page"];

/** The text of the inline stylesheet a page is served with. */
async function servedStylesheet(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
}

/** The whole stylesheet, as a staff page (which hydrates whole) carries it. */
async function wholeStylesheet(page: Page): Promise<string> {
  const whole = await servedStylesheet(page, "/admin/login");
  expect(whole, "the sign-in page carries the whole stylesheet").toBeDefined();
  return whole!;
}

/**
 * The elements (of `scope`, with its descendants) whose computed style differs between the page's stylesheet and the
 * whole one, and how. Only the properties the whole stylesheet names are read (every longhand its rules, keyframes
 * and @property registrations set, custom properties included): the page's stylesheet is a part of the whole one, so
 * a property no rule of the whole one sets has the same cascaded value under both, and a value computed from others
 * (currentcolor, em, a used width) differs only where one of those named differs first.
 */
function differencesWithWholeStylesheet(page: Page, whole: string, scope = "body") {
  return page.evaluate(([wholeText, scope]) => {
    const style = document.getElementById("site-css")!;
    const elements = [...document.querySelectorAll(`${scope}, ${scope} *`)];
    const named = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSPropertyRule) named.add(rule.name);
        const declarations = (rule as Partial<CSSStyleRule>).style;
        if (declarations) for (let i = 0; i < declarations.length; i++) named.add(declarations[i]!);
        const nested = (rule as Partial<CSSGroupingRule>).cssRules;
        if (nested) collect(nested);
      }
    };
    const parsed = new CSSStyleSheet();
    parsed.replaceSync(wholeText);
    collect(parsed.cssRules);
    const properties = [...named];
    // A ::before or ::after whose content is none draws nothing: its content alone is compared (a rule lost from the
    // page's stylesheet that gave it content still shows as a difference), which leaves out most of the reading.
    const snapshot = () =>
      elements.flatMap((element) =>
        [null, "::before", "::after"].map((pseudo) => {
          const computed = getComputedStyle(element, pseudo);
          if (pseudo && /^(none|normal)$/.test(computed.getPropertyValue("content"))) return [`content:${computed.getPropertyValue("content")}`];
          return properties.map((property) => `${property}:${computed.getPropertyValue(property)}`);
        }),
      );
    const describe = (index: number) => {
      const element = elements[Math.floor(index / 3)]!;
      return `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}${["", "::before", "::after"][index % 3]}`;
    };
    // Both snapshots from a stylesheet just parsed, each a full recalculation: Chromium can report a used value left
    // from an earlier partial layout (an auto margin read as 0 after the quote form drew its errors).
    const cutText = style.textContent!;
    style.textContent = cutText;
    const cut = snapshot();
    style.textContent = wholeText;
    const full = snapshot();
    style.textContent = cutText;
    const differences: string[] = [];
    cut.forEach((a, index) => {
      const b = full[index]!;
      if (a.length === b.length && a.every((entry, i) => entry === b[i])) return;
      differences.push(`${describe(index)}: ${a.filter((entry, i) => entry !== b[i]).slice(0, 3).join(" ")} ≠ ${b.filter((entry, i) => entry !== a[i]).slice(0, 3).join(" ")}`);
    });
    return { differences: differences.slice(0, 10), cutLength: cutText.length, wholeLength: wholeText.length, properties: properties.length };
  }, [whole, scope] as const);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} looks the same with only its own CSS as with the whole stylesheet`, async ({ page, expectConsoleError }) => {
        test.setTimeout(COMPARISONS_TIMEOUT_MS);
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

/** Two comparisons of every element's computed style, and the steps between them, on a busy machine. */
const COMPARISONS_TIMEOUT_MS = 60_000;

/** Island pages, and the states their islands draw after the page has loaded. */
const ISLAND_PAGES: { path: string; states: { name: string; reach: (page: Page) => Promise<void> }[] }[] = [
  {
    path: "/",
    states: [
      {
        name: "the next project shown",
        async reach(page) {
          const work = page.getByRole("region", { name: "Our Work" });
          await work.getByRole("button", { name: "Next project" }).click();
          await expect(work.getByRole("group", { name: "2 of 6" })).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/projects",
    states: [
      {
        name: "a filter applied",
        async reach(page) {
          const filters = page.getByRole("region", { name: "Filter projects" });
          await filters.getByLabel("Product", { exact: true }).selectOption({ label: "S700" });
          await expect(page).toHaveURL(/\/projects\?product=s700$/);
          await expect(filters.getByRole("link", { name: "Clear filters" })).toBeVisible();
        },
      },
      {
        name: "a project open in the viewer",
        async reach(page) {
          await page.getByRole("list", { name: "Projects" }).getByRole("link").first().click();
          await expect(page.getByRole("dialog")).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/contact",
    states: [
      {
        name: "the errors of an empty form",
        async reach(page) {
          const form = page.getByRole("form", { name: "Send us a message" });
          await form.getByRole("button", { name: "SEND MESSAGE" }).click();
          await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
        },
      },
    ],
  },
  {
    path: "/quote",
    states: [
      {
        name: "a second opening and the errors of an empty form",
        async reach(page) {
          await page.getByRole("button", { name: "Add another opening" }).click();
          const form = page.getByRole("form", { name: "Your quote request" });
          await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
          await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
        },
      },
    ],
  },
  {
    path: "/visit",
    states: [
      {
        name: "the free days of a showroom",
        async reach(page) {
          await page.getByRole("radio", { name: /Surrey showroom/ }).check();
          await page.getByLabel("What is the visit about?").selectOption("windows");
          await page.getByRole("button", { name: "Show free days" }).click();
          await expect(page.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link").first()).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/rsvp",
    states: [
      {
        name: "the errors of an empty form",
        async reach(page) {
          const form = page.getByRole("form", { name: "Reserve your place" });
          await form.getByRole("button", { name: "RSVP NOW" }).click();
          await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
        },
      },
    ],
  },
];

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`island pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, states } of ISLAND_PAGES) {
      test(`${path} looks the same with its own CSS as with the whole stylesheet, in the states its island draws`, async ({ page }) => {
        test.setTimeout(COMPARISONS_TIMEOUT_MS);
        const whole = await wholeStylesheet(page);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("[data-intro]")).toHaveCount(0);

        // The header and footer are those of the pages above: the islands' main is compared (one comparison of every
        // element takes seconds), once as loaded and once with each state kept as the next is reached.
        const loaded = await differencesWithWholeStylesheet(page, whole, "main");
        expect(loaded.differences, "as loaded").toEqual([]);
        expect(loaded.cutLength).toBeLessThan(loaded.wholeLength * 0.75);
        for (const state of states) await state.reach(page);
        await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>("main details").forEach((details) => (details.open = true)));
        expect((await differencesWithWholeStylesheet(page, whole, "main")).differences, `${states.map((state) => state.name).join(", ")}, every disclosure open`).toEqual([]);
      });
    }
  });
}
