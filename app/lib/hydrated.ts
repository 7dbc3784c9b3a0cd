import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render (hydration), true right after.
 * For what the prerendered HTML cannot know: the query string, sessionStorage, media preferences.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
