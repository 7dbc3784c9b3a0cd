import type { Locator, Page } from "@playwright/test";
import { INTRO_SLIDE_AT_MS } from "#app/lib/intro";
import { axeViolations, DESKTOP, expect, freezeClock, hydrateOnLoad, INTRO_FLAG, MOBILE, test } from "./fixtures";

const overlay = (page: Page) => page.locator("[data-intro]");
const litLetters = (page: Page) => page.locator("[data-intro] [data-lit='true']");
const workCarousel = (page: Page) => page.getByRole("region", { name: "Our Work" });
const testimonials = (page: Page) => page.getByRole("region", { name: "What our clients say" });
const slide = (carousel: ReturnType<typeof workCarousel>, n: number) => carousel.getByRole("group", { name: `${n} of 6` });

/** The middle of an element on screen, to press there whatever covers it (Playwright's click would wait it out). */
async function centreOf(locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Records whether an intro overlay ever entered the page, from the very first parse. */
async function watchForOverlay(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __introAppeared: boolean };
    w.__introAppeared = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-intro]")) w.__introAppeared = true;
    }).observe(document, { childList: true, subtree: true });
  });
}
const overlayAppeared = (page: Page) => page.evaluate(() => (window as unknown as { __introAppeared: boolean }).__introAppeared);

/** The page has hydrated once the carousels' controls are shown. */
async function hydrated(page: Page) {
  await expect(workCarousel(page).getByRole("button", { name: /^(Pause|Play) the project slide show$/ })).toBeVisible();
}

test.describe("intro", () => {
  test.use({ playIntro: true });
  test("is not in the prerendered page", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // No element of it (the inline stylesheet names its class, which is not an element).
    expect(html).not.toMatch(/<[^>]*\bdata-intro\b/);
    expect(html).not.toMatch(/<[^>]*\bclass="[^"]*\bintro-overlay\b/);
  });

  test("lights HELIOS letter by letter every 200 ms, fades at 1.3 s, slides up at 1.5 s and is gone at 3.2 s", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const intro = overlay(page);
    await expect(intro).toHaveAttribute("data-intro", "letters");
    await expect(intro).toHaveText("HELIOS");
    await expect(litLetters(page)).toHaveCount(0);
    // Decorative: hidden from assistive technology, nothing in it to focus, laid over the page without moving it.
    await expect(intro).toHaveAttribute("aria-hidden", "true");
    await expect(intro.locator("a, button, [tabindex]")).toHaveCount(0);
    expect(await intro.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    expect(await page.evaluate((flag) => sessionStorage.getItem(flag), INTRO_FLAG)).toBe("1");

    for (let lit = 1; lit <= 6; lit++) {
      await page.clock.runFor(199);
      await expect(litLetters(page)).toHaveCount(lit - 1);
      await page.clock.runFor(1);
      await expect(litLetters(page)).toHaveCount(lit);
    }
    // 1200 ms: all six lit, the overlay still up.
    await page.clock.runFor(99);
    await expect(intro).toHaveAttribute("data-intro", "letters");
    await page.clock.runFor(1); // 1300 ms
    await expect(intro).toHaveAttribute("data-intro", "fade");
    await page.clock.runFor(200); // 1500 ms
    await expect(intro).toHaveAttribute("data-intro", "slide");
    await page.clock.runFor(1699);
    await expect(intro).toHaveCount(1);
    await page.clock.runFor(1); // 3200 ms
    await expect(intro).toHaveCount(0);
  });

  test("plays once per session and never flashes afterwards; a new session plays it again", async ({ page, browser }) => {
    await watchForOverlay(page);
    await page.goto("/");
    await expect(overlay(page)).toBeVisible();
    await page.reload();
    await hydrated(page);
    await page.getByRole("link", { name: "About", exact: true }).first().click();
    await page.getByRole("link", { name: /, home$/ }).click();
    await hydrated(page);
    expect(await overlayAppeared(page)).toBe(false);

    const context = await browser.newContext({ viewport: DESKTOP });
    const fresh = hydrateOnLoad(await context.newPage());
    await fresh.goto("/");
    await expect(overlay(fresh)).toBeVisible();
    await context.close();
  });

  test("is skipped under reduced motion, and the flag is still set", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await watchForOverlay(page);
    await page.goto("/");
    await hydrated(page);
    expect(await overlayAppeared(page)).toBe(false);
    expect(await page.evaluate((flag) => sessionStorage.getItem(flag), INTRO_FLAG)).toBe("1");
  });

  test("a key press ends it at once and does nothing else", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await expect(overlay(page)).toBeVisible();
    // Nothing under the overlay moved to make room for it.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(overlay(page)).toHaveCount(0);
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink).not.toBeFocused();
    // The next key does its usual work.
    await page.keyboard.press("Tab");
    await expect(skipLink).toBeFocused();
  });

  test("a click on a link it hides ends it at once and does nothing else", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await expect(overlay(page)).toBeVisible();
    const quote = page.getByRole("main").getByRole("link", { name: "Get a quote" });
    await page.mouse.click(...(await centreOf(quote)));
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(quote).not.toBeFocused();
    // The link, now seen, works.
    await quote.click();
    await expect(page).toHaveURL(/\/quote$/);
  });

  test("a click while it slides away is swallowed too", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await expect(overlay(page)).toBeVisible();
    await page.clock.runFor(INTRO_SLIDE_AT_MS + 100);
    await expect(overlay(page)).toHaveAttribute("data-intro", "slide");
    const quote = page.getByRole("main").getByRole("link", { name: "Get a quote" });
    await page.mouse.click(...(await centreOf(quote)));
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("intro on a touch screen", () => {
  test.use({ viewport: MOBILE, hasTouch: true, playIntro: true });

  test("a tap ends it at once and does nothing else", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await expect(overlay(page)).toBeVisible();
    const quote = page.getByRole("main").getByRole("link", { name: "Get a quote" });
    await page.touchscreen.tap(...(await centreOf(quote)));
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await quote.tap();
    await expect(page).toHaveURL(/\/quote$/);
  });
});

test.describe("intro without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("never shows, and the page is complete", async ({ page }) => {
    await page.goto("/");
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(slide(workCarousel(page), 1)).toBeVisible();
    await expect(slide(testimonials(page), 1)).toBeVisible();
  });
});

test.describe("home sections", () => {

  test("hero, About teaser, collections and calls to action link where they should", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: "View Key Projects" })).toHaveAttribute("href", "/projects");
    await expect(main.getByRole("link", { name: "Learn More about us" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact");
    const collections = main.getByRole("region", { name: "Our Collections" });
    for (const [name, href] of [
      ["Doors", "/doors"],
      ["Windows", "/windows"],
      ["Curtain Walls", "/curtain"],
    ] as const) {
      await expect(collections.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await main.getByRole("link", { name: "View Key Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("a project slide links to that project's page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await workCarousel(page).getByRole("link", { name: "See all photos of Lions Bay" }).click();
    await expect(page).toHaveURL(/\/projects\/lions-bay$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lions Bay" })).toBeVisible();
  });
});

test.describe("carousels", () => {

  test("follow the WAI-ARIA carousel pattern", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    for (const [carousel, hasArrows] of [
      [workCarousel(page), true],
      [testimonials(page), false],
    ] as const) {
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(6);
      for (let n = 1; n <= 6; n++) await expect(slides.nth(n - 1)).toHaveAttribute("aria-label", `${n} of 6`);
      // Only the current slide is shown (and exposed).
      await expect(slide(carousel, 1)).toBeVisible();
      await expect(carousel.getByRole("group")).toHaveCount(1);
      // The first control is the visible pause button.
      const first = carousel.getByRole("button").first();
      await expect(first).toHaveAccessibleName(/^Pause the (project|testimonial) slide show$/);
      await expect(first).toBeVisible();
      await expect(first).toContainText("Pause");
      await expect(carousel.getByRole("button", { name: /^(Previous|Next) / })).toHaveCount(hasArrows ? 2 : 0);
    }
    await expect(testimonials(page).getByRole("button", { name: /^Show testimonial \d$/ })).toHaveCount(6);
    // The first project photo loads at once, after what the first screen needs (it starts below it); the others
    // lazily. Every image has its size.
    const images = workCarousel(page).locator("img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "low");
    for (let i = 1; i < 6; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
    for (const image of await page.getByRole("main").locator("img").all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
  });

  test("Our Work advances every 5 s and loops forward from the sixth to the first", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await hydrated(page);
    const carousel = workCarousel(page);
    const live = carousel.locator("[aria-live]");
    await expect(live).toHaveAttribute("aria-live", "off");
    for (let n = 2; n <= 6; n++) {
      await page.clock.runFor(4999);
      await expect(slide(carousel, n - 1)).toBeVisible();
      await page.clock.runFor(1);
      await expect(slide(carousel, n)).toBeVisible();
      await expect(carousel.getByRole("group")).toHaveCount(1);
    }
    await page.clock.runFor(5000);
    await expect(slide(carousel, 1)).toBeVisible();
    // The first slide came in from the right: the loop keeps moving forward.
    const entry = await slide(carousel, 1).evaluate((element) =>
      element.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getKeyframes()[0]?.transform),
    );
    expect(entry).toContain("translateX(100%)");
    await expect(slide(carousel, 1).getByRole("img")).toHaveAccessibleName(/^Lions Bay: /);
  });

  test("testimonials advance every 4.5 s and loop", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await hydrated(page);
    const carousel = testimonials(page);
    for (let n = 2; n <= 6; n++) {
      await page.clock.runFor(4499);
      await expect(slide(carousel, n - 1)).toBeVisible();
      await page.clock.runFor(1);
      await expect(slide(carousel, n)).toBeVisible();
    }
    await page.clock.runFor(4500);
    await expect(slide(carousel, 1)).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Show testimonial 1" })).toHaveAttribute("aria-current", "true");
  });

  test("previous and next wrap around; the slide picker jumps", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const work = workCarousel(page);
    await work.getByRole("button", { name: "Previous project" }).click();
    await expect(slide(work, 6)).toBeVisible();
    await work.getByRole("button", { name: "Next project" }).click();
    await expect(slide(work, 1)).toBeVisible();
    await work.getByRole("button", { name: "Next project" }).click();
    await expect(slide(work, 2)).toBeVisible();
    await expect(work.getByRole("group")).toHaveCount(1);

    const quotes = testimonials(page);
    await quotes.getByRole("button", { name: "Show testimonial 4" }).click();
    await expect(slide(quotes, 4)).toBeVisible();
    await expect(quotes.getByRole("button", { name: "Show testimonial 4" })).toHaveAttribute("aria-current", "true");
  });

  test("the pause button stops rotation until play, and the live region turns polite", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await hydrated(page);
    const carousel = workCarousel(page);
    const live = carousel.locator("[aria-live]");
    await carousel.getByRole("button", { name: "Pause the project slide show" }).click();
    await page.mouse.move(5, 5);
    const play = carousel.getByRole("button", { name: "Play the project slide show" });
    await expect(play).toBeVisible();
    await expect(play).toBeFocused();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(20_000);
    await expect(slide(carousel, 1)).toBeVisible();
    await play.click();
    await page.mouse.move(5, 5);
    await expect(carousel.getByRole("button", { name: "Pause the project slide show" })).toBeVisible();
    await expect(live).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5000);
    await expect(slide(carousel, 2)).toBeVisible();
  });

  /**
   * Waits until React has run the effects of what it last drew (the carousel's timer is set in one): they run in a
   * MessageChannel task scheduled at the commit, before this one. The paused clock stops timers and animation frames,
   * not message tasks.
   */
  const afterReactEffects = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );

  test("rotation pauses while the pointer or keyboard focus is inside, and while the tab is hidden", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await hydrated(page);
    const carousel = testimonials(page);
    const live = carousel.locator("[aria-live]");

    await slide(carousel, 1).hover();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(10_000);
    await expect(slide(carousel, 1)).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(live).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(4500);
    await expect(slide(carousel, 2)).toBeVisible();

    await carousel.getByRole("button", { name: "Show testimonial 3" }).focus();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(10_000);
    await expect(slide(carousel, 2)).toBeVisible();
    await page.getByRole("link", { name: "Get In Touch" }).focus();
    await expect(live).toHaveAttribute("aria-live", "off");

    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", { value, configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    await setVisibility("hidden");
    // The carousel has taken the change in (its live region speaks again while it is still) before the clock moves.
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(10_000);
    await expect(slide(carousel, 2)).toBeVisible();
    await setVisibility("visible");
    // Rotating again, with its timer set, before the clock moves: otherwise the time could pass before the timer.
    await expect(live).toHaveAttribute("aria-live", "off");
    await afterReactEffects(page);
    await page.clock.runFor(4500);
    await expect(slide(carousel, 3)).toBeVisible();
  });

  test("do not rotate under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    for (const carousel of [workCarousel(page), testimonials(page)]) {
      const play = carousel.getByRole("button", { name: /^Play the / });
      await expect(play).toBeVisible();
      await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    }
    await page.clock.runFor(30_000);
    await expect(slide(workCarousel(page), 1)).toBeVisible();
    await expect(slide(testimonials(page), 1)).toBeVisible();
    // Changing slides by hand still works.
    await workCarousel(page).getByRole("button", { name: "Next project" }).click();
    await expect(slide(workCarousel(page), 2)).toBeVisible();
  });
});

test.describe("home accessibility", () => {
  test.use({ playIntro: true });

  for (const [label, viewport] of [
    ["390 px", MOBILE],
    ["1280 px", DESKTOP],
  ] as const) {
    test(`home has no WCAG 2.2 AA violations at ${label}, with the intro playing and after a slide change`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await freezeClock(page);
      await page.goto("/");
      await expect(overlay(page)).toBeVisible();
      await page.clock.runFor(700);
      // axe schedules its own work on timers: let time flow again, the intro carries on meanwhile.
      await page.clock.resume();
      expect(await axeViolations(page)).toEqual([]);
      await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
      await workCarousel(page).getByRole("button", { name: "Next project" }).click();
      await testimonials(page).getByRole("button", { name: "Show testimonial 5" }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
