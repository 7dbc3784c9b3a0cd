/**
 * The staff forms that can hold unsaved changes, registered while they are on the page (UnsavedChangesGuard), and
 * whether any of them now differs from what it showed when it appeared. One prompt for the whole staff area
 * (UnsavedChangesPrompt) asks before a change is lost. Browser-only state; nothing here runs on the server.
 */

export interface GuardedForm {
  form: HTMLFormElement;
  /** What the form edits, in an owner's words ("the team member “Eleni Pappas”"). */
  what: string;
  /** The form's values when it appeared (or was last saved): the page's form starts again after a save. */
  saved: string;
  /** Set from the form's own submit until the router has taken it (a save or a preview never asks). */
  submitting: boolean;
}

const guarded = new Set<GuardedForm>();

/** A form's values as one string, files by name and size (a file chosen is a change too). */
export function formState(form: HTMLFormElement): string {
  const entries: string[][] = [];
  for (const [name, value] of new FormData(form)) entries.push([name, typeof value === "string" ? value : `${value.name}:${value.size}`]);
  return JSON.stringify(entries);
}

/** Starts watching a form; the returned function stops. */
export function guardForm(form: HTMLFormElement, what: string): GuardedForm & { release: () => void } {
  const entry: GuardedForm = { form, what, saved: formState(form), submitting: false };
  guarded.add(entry);
  return Object.assign(entry, { release: () => void guarded.delete(entry) });
}

/**
 * A guarded form sent by script rather than by its submit event (a card dropped in place posts the form with the move):
 * its own post, which never asks, as a submit would be.
 */
export function sendingOwnForm(form: HTMLFormElement): void {
  for (const entry of guarded) if (entry.form === form) entry.submitting = true;
}

/** True while one of the guarded forms is being sent by its own submit. */
export function anySubmitting(): boolean {
  for (const entry of guarded) if (entry.submitting) return true;
  return false;
}

/** The first guarded form (in page order of registration) whose values differ from what it showed, if any. */
export function firstUnsaved(): GuardedForm | undefined {
  for (const entry of guarded) {
    if (!entry.form.isConnected) continue;
    if (formState(entry.form) !== entry.saved) return entry;
  }
  return undefined;
}
