import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onNavigate` when the location changes after the component mounted, never on the mount itself.
 * Hydration must adopt the state the visitor already put the page in (a menu opened before the script arrived),
 * so "close on navigation" may not fire just because the component appeared.
 */
export function useNavigationEffect(onNavigate: () => void) {
  const { pathname, search, hash } = useLocation();
  const current = `${pathname}${search}${hash}`;
  const shown = useRef(current);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;

  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    callback.current();
  }, [current]);
}
