import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "helios:scroll-positions";
/** Positions kept per history entry; old entries are dropped beyond this many. */
const MAX_SAVED_POSITIONS = 100;

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (element) {
      element.scrollIntoView();
      return true;
    }
  } catch {
    // An undecodable fragment is not an element id; ignore it.
  }
  return false;
}

/** Whether this document was reloaded or reached with back or forward (not opened by a link, a form or an address). */
function isReturn(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

/**
 * Scroll behaviour across client-side navigations:
 * - a new path starts at the top (or at its #fragment);
 * - a change of only the query or fragment keeps the position (or scrolls to the new fragment);
 * - back and forward restore the position the entry had, also after a reload.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    positions.current = readSaved();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current[currentKey.current] = window.scrollY;
      });
    };
    const persist = () => {
      positions.current[currentKey.current] = window.scrollY;
      const entries = Object.entries(positions.current).slice(-MAX_SAVED_POSITIONS);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
      } catch {
        // Storage may be full or disabled; scroll restoration is a nicety.
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persist);
    // A reload or a return from another site lands on a saved position. A new visit starts at the top: a document
    // opened afresh has the same history key ("default") as the one before it, whose position is not this page's.
    const saved = positions.current[currentKey.current];
    if (typeof saved === "number" && isReturn()) window.scrollTo(0, saved);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persist);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    if (location.key === currentKey.current) return;
    currentKey.current = location.key;
    const pathChanged = location.pathname !== previousPath.current;
    previousPath.current = location.pathname;

    const saved = positions.current[location.key];
    if (navigationType === "POP" && typeof saved === "number") {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHash(location.hash)) return;
    if (pathChanged) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
