import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { anySubmitting, firstUnsaved } from "#app/lib/admin/unsaved-forms";

/**
 * Once in the staff layout: asks before a page with unsaved changes (a form holding an UnsavedChangesGuard) is left.
 * A link, Back or another form's post that would start the form again (restoring a version) opens a dialog, "Stay"
 * or "Leave"; closing or reloading the tab gets the browser's own question. A link to the same page that keeps the
 * form as it is (the delete question) does not ask.
 */
export function UnsavedChangesPrompt() {
  const [what, setWhat] = useState("");
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation, historyAction }) => {
    if (anySubmitting()) return false;
    const samePage = currentLocation.pathname === nextLocation.pathname;
    // Only a post to this very address (another form's: restore, delete) starts the page's form again.
    const postedHere = historyAction === "REPLACE" && currentLocation.search === nextLocation.search;
    if (samePage && !postedHere) return false;
    const unsaved = firstUnsaved();
    if (unsaved) setWhat(unsaved.what);
    return Boolean(unsaved);
  }, []);
  const blocker = useBlocker(shouldBlock);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const blocked = blocker.state === "blocked";

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (blocked && !dialog.open) dialog.showModal();
    if (!blocked && dialog.open) dialog.close();
  }, [blocked]);

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (anySubmitting() || !firstUnsaved()) return;
      event.preventDefault();
      // Browsers that predate preventDefault here ask only when a return value is set.
      event.returnValue = true;
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
  };
  const leave = () => {
    if (blocker.state === "blocked") blocker.proceed();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="unsaved-heading"
      aria-describedby="unsaved-question"
      // Escape means Stay.
      onClose={stay}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] border border-stone bg-ivory p-6 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <h2 id="unsaved-heading" className="text-2xl">
        Unsaved changes
      </h2>
      <p id="unsaved-question" className="mt-3">
        You have unsaved changes to {what}. Leave without saving?
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" autoFocus onClick={stay} className="btn btn-primary">
          Stay
        </button>
        <button type="button" onClick={leave} className="btn border-2 border-danger text-danger hover:bg-danger hover:text-white">
          Leave
        </button>
      </div>
    </dialog>
  );
}
