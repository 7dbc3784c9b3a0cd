import { createContext, useContext, useEffect, useState } from "react";

/**
 * The id of the request a server-rendered page answers (server/request-id.ts), for the error screen to show as the
 * reference a visitor quotes: staff find the failure in the log by it. Empty in the browser and for cached pages.
 */
export const RequestIdContext = createContext("");

/** The element of the error screen holding the reference: read back when the page hydrates. */
export const REQUEST_REFERENCE_ID = "request-reference";

/**
 * The reference the server rendered into the document the browser loaded, if it was an error screen: it belongs to
 * that first screen only (an error after a client-side navigation was another request, whose id the browser lacks).
 */
let documentReference = typeof document === "undefined" ? "" : (document.getElementById(REQUEST_REFERENCE_ID)?.textContent ?? "");

/** The reference of the failed request: from the server's render, or, as the page hydrates, from what it rendered. */
export function useRequestReference(): string {
  const fromServer = useContext(RequestIdContext);
  const [reference] = useState(() => fromServer || documentReference);
  useEffect(() => {
    documentReference = "";
  }, []);
  return reference;
}
