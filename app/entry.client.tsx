import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isStaffPath } from "./lib/admin/staff-paths";
import { FIRST_TOUCH_STORAGE_KEY } from "./lib/leads/first-touch-field";
import { recordFirstTouch } from "./lib/leads/first-touch-recorder";

// A hydrated public page keeps the visit's first touch as a static page's script does (decision 073).
if (!isStaffPath(location.pathname)) recordFirstTouch(FIRST_TOUCH_STORAGE_KEY);

// Leaving a page while React Router still reads a data request (a revalidation after a save) aborts the request's
// body; the router's read of it then rejects with nobody to hear it. Leaving is not a failure of the page.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
