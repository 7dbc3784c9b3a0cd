import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavItem } from "../content/navigation";
import { HOVER_CLOSE_DELAY_MS, HOVER_MEDIA, HOVER_MENU_ATTRIBUTE, HOVER_OPEN_DELAY_MS } from "../lib/menu-timing";
import { useNavigationEffect } from "../lib/use-navigation-effect";
import { DisclosureChevron } from "./DisclosureChevron";

/** How the menu came to be open: by the pointer resting on it, or pinned by a click or a key. */
type OpenedBy = "hover" | "pin";

/**
 * The Collections disclosure of the desktop navigation, a native <details>: a click (or Enter, Space) on its
 * summary opens and closes it, before and without JavaScript. React never renders its open state, so hydration
 * adopts whatever the visitor did first.
 *
 * The script adds, on top: opening when the pointer rests on it, and closing when the pointer leaves a menu that
 * hover opened (after a short grace); a click on the open menu's button closes it, however it was opened; a menu
 * opened by click or keyboard stays until a second click, Escape, a click outside, focus leaving it or navigation.
 * On a page that does not hydrate, app/lib/static-page-script.ts does the same from the HTML.
 */
export function CollectionsMenu({ item }: { item: NavItem }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedBy = useRef<OpenedBy | null>(null);
  const { pathname } = useLocation();
  const active = item.sublinks?.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  const cancelTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  const close = () => {
    cancelTimers();
    openedBy.current = null;
    if (detailsRef.current) detailsRef.current.open = false;
  };

  useNavigationEffect(close);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    // Opened before the script arrived: that was a click or a key, so it stays open.
    if (details.open) openedBy.current = "pin";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      close();
      summaryRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      cancelTimers();
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  const hoverCapable = () => window.matchMedia(HOVER_MEDIA).matches;

  return (
    <details
      ref={detailsRef}
      {...{ [HOVER_MENU_ATTRIBUTE]: "" }}
      className="disclosure relative"
      onToggle={(event) => {
        // However it closed (a click on the summary included), the next opening starts afresh.
        if (!event.currentTarget.open) openedBy.current = null;
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse" || !hoverCapable()) return;
        cancelTimers();
        const details = event.currentTarget;
        if (details.open) return;
        openTimer.current = setTimeout(() => {
          openedBy.current = "hover";
          details.open = true;
        }, HOVER_OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelTimers();
        if (openedBy.current === "hover") closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary
        ref={summaryRef}
        onClick={(event) => {
          cancelTimers();
          // The native toggle follows this click: a closed menu opens pinned, an open one (however opened) closes.
          if (!event.currentTarget.parentElement?.hasAttribute("open")) openedBy.current = "pin";
        }}
        className={`flex min-h-11 cursor-pointer items-center gap-1.5 px-3 text-[0.9375rem] font-medium hover:text-aegean ${
          active ? "text-aegean" : "text-ink"
        }`}
      >
        {item.name}
        <DisclosureChevron size={12} />
      </summary>
      <div className="absolute left-0 top-full z-40 min-w-56 border border-stone bg-white py-2 shadow-lg">
        <ul>
          {item.sublinks?.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block px-4 py-2.5 text-[0.9375rem] hover:bg-marble hover:text-aegean ${
                    isActive ? "font-semibold text-aegean" : "text-ink"
                  }`
                }
              >
                {link.name}
              </NavLink>
            </li>
          ))}
          <li className="mt-1 border-t border-stone pt-1">
            <NavLink to={item.to} className="block px-4 py-2.5 text-sm text-muted hover:bg-marble hover:text-aegean">
              All collections
            </NavLink>
          </li>
        </ul>
      </div>
    </details>
  );
}
