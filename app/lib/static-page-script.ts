import { firstTouchRecorderSource } from "./leads/first-touch-recorder";
import { HYDRATED_ATTRIBUTE } from "../components/HydrationMark";
import { HOVER_CLOSE_DELAY_MS, HOVER_MEDIA, HOVER_MENU_ATTRIBUTE, HOVER_OPEN_DELAY_MS } from "./menu-timing";

export interface StaticPageConfig {
  hoverMedia: string;
  openDelayMs: number;
  closeDelayMs: number;
  menuSelector: string;
  /** Set on <html> at the end, unless an island script will (once its islands have hydrated). */
  readyAttribute: string | null;
}

export const STATIC_PAGE_CONFIG: StaticPageConfig = {
  hoverMedia: HOVER_MEDIA,
  openDelayMs: HOVER_OPEN_DELAY_MS,
  closeDelayMs: HOVER_CLOSE_DELAY_MS,
  menuSelector: `details[${HOVER_MENU_ATTRIBUTE}]`,
  readyAttribute: HYDRATED_ATTRIBUTE,
};

/**
 * The whole script of a page that does not hydrate (inlined by StaticPageScript, so it must not refer to anything
 * outside itself). The menus already work from HTML (a <details> and a <dialog> with invoker commands); this adds
 * what the Collections menu does on hydrated pages (CollectionsMenu.tsx): opening when the pointer rests on it and
 * closing when it leaves a menu that hover opened, closing on Escape (focus back on its button), on a click outside
 * and when focus leaves it. A menu opened before the script ran was opened by a click or a key: it stays open.
 */
export function enhanceStaticPage(config: StaticPageConfig): void {
  // The script comes at the end of the body, so the whole page is parsed: lay it out now, in the parser's last task,
  // rather than in the first frame's. The same work, done once either way; the first frame is left only the paint.
  // Lighthouse's estimate of the first paint counts the parser's first task, the first layout and the first paint,
  // so a style and layout in a task of their own landed past it and counted as blocking time (decision 018, "The
  // first layout ends the parse").
  void document.documentElement.offsetHeight;
  for (const details of document.querySelectorAll<HTMLDetailsElement>(config.menuSelector)) {
    const summary = details.querySelector("summary");
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    let openedBy: "hover" | "pin" | null = details.open ? "pin" : null;
    const cancel = () => {
      clearTimeout(openTimer);
      clearTimeout(closeTimer);
    };
    const close = () => {
      cancel();
      openedBy = null;
      details.open = false;
    };
    details.addEventListener("toggle", () => {
      if (!details.open) openedBy = null;
    });
    details.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse" || !window.matchMedia(config.hoverMedia).matches) return;
      cancel();
      if (details.open) return;
      openTimer = setTimeout(() => {
        openedBy = "hover";
        details.open = true;
      }, config.openDelayMs);
    });
    details.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      cancel();
      if (openedBy === "hover") closeTimer = setTimeout(close, config.closeDelayMs);
    });
    details.addEventListener("focusout", (event) => {
      if (!details.contains(event.relatedTarget as Node | null)) close();
    });
    summary?.addEventListener("click", () => {
      cancel();
      if (!details.open) openedBy = "pin";
    });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !details.open) return;
      close();
      summary?.focus();
    });
    document.addEventListener("pointerdown", (event) => {
      if (details.open && !details.contains(event.target as Node)) close();
    });
  }
  if (config.readyAttribute) document.documentElement.setAttribute(config.readyAttribute, "");
}

/** The inline script's text: the function above, called with its configuration. */
export const staticPageScriptSource = (config: StaticPageConfig = STATIC_PAGE_CONFIG) =>
  `${firstTouchRecorderSource()};(${enhanceStaticPage.toString()})(${JSON.stringify(config)})`;
