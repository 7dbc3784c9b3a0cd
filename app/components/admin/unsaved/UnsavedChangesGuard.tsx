import { useEffect, useRef } from "react";
import { guardForm, type GuardedForm } from "#app/lib/admin/unsaved-forms";

/**
 * Placed inside a staff form: while its values differ from what it showed when it appeared, leaving the page (a
 * link, Back, closing or reloading the tab) asks first (UnsavedChangesPrompt, in the staff layout). The form's own
 * submit (Save, a preview) never asks. A form that starts again after a save (a new key) is watched afresh.
 */
export function UnsavedChangesGuard({ what }: { what: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const whatRef = useRef(what);
  const entryRef = useRef<GuardedForm | null>(null);
  whatRef.current = what;

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const entry = guardForm(form, whatRef.current);
    entryRef.current = entry;
    function onSubmit(event: SubmitEvent) {
      entry.submitting = true;
      // The router takes the post during this event; a post it did not take (the browser's checks refused it) leaves
      // the form guarded again. A post the browser sends itself (no script handled it) leaves the page.
      setTimeout(() => {
        if (event.defaultPrevented) entry.submitting = false;
      });
    }
    const onPageShow = () => {
      entry.submitting = false;
    };
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onPageShow);
      entry.release();
    };
  }, []);

  // The question names the item as it is called now.
  useEffect(() => {
    if (entryRef.current) entryRef.current.what = what;
  }, [what]);

  return <span ref={anchor} hidden />;
}
