import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { opensAsDocument } from "#app/lib/admin/staff-paths";

/** Controls every owner content kind shares in the staff area: the delete confirmation, undo, state badges. */

const TONES = {
  live: "border-[#2f6b3a] bg-[#e8f1e8] text-[#1d4a26]",
  waiting: "border-aegean bg-aegean-light/60 text-aegean-dark",
  warning: "border-bronze bg-marble text-ink",
  over: "border-[#8b8578] bg-white text-muted",
  deleted: "border-danger bg-danger-light text-danger-dark",
} as const;

export type BadgeTone = keyof typeof TONES;

/** A state as a small labelled badge (text, not colour alone). */
export function StateBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-sm border px-2 py-0.5 text-xs font-semibold uppercase tracking-wider ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** Brings a deleted item back (posted to its list or its editor, which both take intent "undelete"). */
export function UndoDeleteForm({ id, busy, label, title }: { id: string; busy: boolean; label: string; title: string }) {
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value="undelete" />
      <input type="hidden" name="id" value={id} />
      {/* The name says which item (the visible label first, so voice control finds it by what it shows). */}
      <button type="submit" disabled={busy} aria-label={`${label}: ${title}`} className="btn btn-outline min-h-11 bg-white px-4 py-2">
        {label}
      </button>
    </Form>
  );
}

/** The notice after a delete (the list's `?deleted=<id>`): what went, and an Undo button. */
export function DeletedNotice({ what, title, id, busy }: { what: string; title: string; id: string; busy: boolean }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 border-l-4 border-[#2f6b3a] bg-[#e8f1e8] px-4 py-3 text-[#1d4a26]">
      <p className="min-w-0 font-medium">
        {what} deleted: <span className="break-words">“{title}”</span>. It is off the website.
      </p>
      <UndoDeleteForm id={id} busy={busy} label="Undo" title={`bring back “${title}”`} />
    </div>
  );
}

/** One choice of an editor's status radios (draft or published, hidden or shown), with a hint of what it means. */
function StatusChoice({ value, checked, label, hint }: { value: string; checked: boolean; label: string; hint: string }) {
  const id = `status-${value}`;
  return (
    <div>
      {/* The label is the 44-pixel target; the hint describes the choice without being part of its name. */}
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input id={id} type="radio" name="status" value={value} defaultChecked={checked} aria-describedby={`${id}-hint`} className="size-5 shrink-0 accent-aegean" />
        {label}
      </label>
      <p id={`${id}-hint`} className="-mt-1.5 pl-8 text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}

/**
 * An editor's status radios ("status": draft or published, hidden or shown) in their fieldset, with the field's
 * problem; `boxed` makes it a section of its own, with a heading-sized legend.
 */
export function StatusField({
  label,
  error,
  choices,
  boxed = false,
}: {
  label: string;
  error?: string;
  choices: { value: string; checked: boolean; label: string; hint: string }[];
  boxed?: boolean;
}) {
  return (
    <fieldset
      id="field-status"
      tabIndex={-1}
      aria-describedby={error ? "field-status-error" : undefined}
      className={`min-w-0 focus:outline-none ${boxed ? "border border-stone bg-white p-4 md:p-6" : ""}`}
    >
      <legend className={boxed ? "float-left w-full font-display text-2xl text-aegean-dark" : "font-medium text-ink"}>{label}</legend>
      {error ? (
        <p id="field-status-error" className="clear-left pt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="clear-left space-y-2 pt-2">
        {choices.map((choice) => (
          <StatusChoice key={choice.value} {...choice} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The confirmation step of a delete as a page of its own (?confirm=delete), so it works without JavaScript: names the
 * item, says what deleting does, and deletes (`confirm`, the button's words) or goes back to `cancel`.
 */
export function ConfirmDeletePage({
  title,
  consequence,
  confirm,
  cancel,
  busy,
}: {
  title: string;
  consequence: string;
  confirm: string;
  cancel: string;
  busy: boolean;
}) {
  return (
    <section id="confirm-delete" aria-labelledby="confirm-delete-heading" className="border-2 border-danger bg-danger-light p-4 md:p-5">
      <h2 id="confirm-delete-heading" className="break-words font-sans text-lg font-semibold text-danger-dark">
        Delete “{title}”?
      </h2>
      <p className="mt-1">{consequence}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post">
          <button type="submit" name="intent" value="delete" disabled={busy} className="btn bg-danger text-white hover:bg-danger-dark">
            {confirm}
          </button>
        </Form>
        <Link to={cancel} className="btn btn-outline bg-white">
          No, keep it
        </Link>
      </div>
    </section>
  );
}

/** An editor's way back to its list. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} reloadDocument={opensAsDocument(to)} className="inline-flex min-h-11 items-center text-sm text-aegean underline">
        <span aria-hidden="true">←&nbsp;</span>
        {label}
      </Link>
    </p>
  );
}
