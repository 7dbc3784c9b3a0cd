// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from "#app/lib/menu-timing";
import { STATIC_PAGE_CONFIG, staticPageScriptSource } from "#app/lib/static-page-script";

/** The inline script as the page carries it: its text alone, run with nothing else of the app around it. */
const runInlineScript = (config = STATIC_PAGE_CONFIG) => new Function(staticPageScriptSource(config))();

const MENU = `
  <nav><details data-hover-menu><summary>Collections</summary><a href="/doors">Doors</a></details></nav>
  <main><a href="/about" id="outside">About</a></main>`;

describe("the script of a page without React", () => {
  beforeEach(() => {
    document.body.innerHTML = MENU;
    document.documentElement.removeAttribute("data-hydrated");
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const details = () => document.querySelector("details")!;
  const pointer = (type: string, target: Element) =>
    target.dispatchEvent(new PointerEvent(type, { pointerType: "mouse", bubbles: type === "pointerdown" }));

  it("runs from its text alone and marks the page ready", () => {
    runInlineScript();
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });

  it("lays the page out as it runs, before its first frame", () => {
    const layoutRead = vi.spyOn(document.documentElement, "offsetHeight", "get");
    runInlineScript();
    expect(layoutRead).toHaveBeenCalledTimes(1);
    layoutRead.mockRestore();
  });

  it("leaves the ready mark to the island script when told to", () => {
    runInlineScript({ ...STATIC_PAGE_CONFIG, readyAttribute: null });
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
  });

  it("opens the menu when the pointer rests on it and closes it after the pointer leaves", () => {
    runInlineScript();
    pointer("pointerenter", details());
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS - 1);
    expect(details().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(details().open).toBe(true);
    pointer("pointerleave", details());
    vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS);
    expect(details().open).toBe(false);
  });

  it("closes a menu opened before the script on Escape, with focus back on its button, and on a click outside", () => {
    details().open = true;
    runInlineScript();
    // Opened by a click before the script ran: leaving it with the pointer does not close it.
    pointer("pointerleave", details());
    vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS);
    expect(details().open).toBe(true);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector("summary"));

    details().open = true;
    pointer("pointerdown", document.getElementById("outside")!);
    expect(details().open).toBe(false);
  });
});
