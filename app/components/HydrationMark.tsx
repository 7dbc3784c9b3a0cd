import { useEffect } from "react";

/** The attribute set on <html> once the page has hydrated: every control on it now has its script. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the document as hydrated, after every effect of the first render has run (this is the last component of
 * the layout). Styles and tests can rely on it; nothing else does.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
