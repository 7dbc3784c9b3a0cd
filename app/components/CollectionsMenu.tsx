import { useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavItem } from "../content/navigation";

/** Wide screens (the desktop navigation) also open the menu by hover. */
const HOVER_MEDIA = "(min-width: 64rem) and (hover: hover)";
/** Grace period before a hover-opened menu closes, so a diagonal pointer path does not close it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The Collections disclosure: a button with aria-expanded that shows a list of links.
 * Opens by click (and by hover on desktop); closes on Escape, outside click, focus leaving it and navigation.
 */
export function CollectionsMenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** True while the menu is open only because the pointer rests on it; a click then pins it open. */
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const active = item.sublinks?.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, []);

  // Navigation closes the menu.
  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);

  useEffect(() => cancelClose, []);

  const hoverCapable = () => typeof window !== "undefined" && window.matchMedia(HOVER_MEDIA).matches;

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse" || !hoverCapable()) return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || !hoverCapable() || !openedByHover.current) return;
        cancelClose();
        closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // The pointer already opened it on its way to the button: the click keeps it open.
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) close();
          else setOpen(true);
        }}
        className={`flex min-h-11 items-center gap-1.5 px-3 text-[0.9375rem] font-medium hover:text-aegean ${
          active ? "text-aegean" : "text-ink"
        }`}
      >
        {item.name}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          width="12"
          height="12"
          className={`transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-40 min-w-56 border border-stone bg-white py-2 shadow-lg"
      >
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
    </div>
  );
}
