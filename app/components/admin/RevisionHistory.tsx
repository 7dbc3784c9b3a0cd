import { TitledSection } from "#app/components/TitledSection";
import { Form } from "react-router";
import { REVISION_LABELS } from "#app/lib/admin/content-kinds";
import { changeLine, type FieldChange } from "#app/lib/admin/revision-changes";
import { useEditorName } from "#app/lib/admin/editor-name";

/** Changes listed per entry; an edit of more fields (a restore of an old version) says how many more. */
const CHANGES_SHOWN = 8;

export interface RevisionLine {
  id: string;
  action: keyof typeof REVISION_LABELS;
  actor: string;
  /** Shown in Pacific time, and as a machine-readable instant. */
  at: { label: string; iso: string };
  /** A short account of what the version held ("Spring Open House, April 17th, 2027"). */
  summary: string;
  /** What this edit changed from the version before it, field by field (empty for a creation, a delete, a move). */
  changes: FieldChange[];
}

/**
 * An item's history, newest first: who changed it, when, which fields it changed (before and after, for short
 * values) and what it then said. Any earlier version can be
 * restored; the restore is itself a new version, so it can be undone the same way.
 */
export function RevisionHistory({ revisions, busy }: { revisions: RevisionLine[]; busy: boolean }) {
  const editorName = useEditorName();
  return (
    <TitledSection id="history-heading" title="History" className="mt-12" headingClassName="text-2xl">
      <ol className="mt-4 divide-y divide-stone border border-stone bg-white">
        {revisions.map((revision, index) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                {REVISION_LABELS[revision.action]} by <span className="break-all">{editorName(revision.actor)}</span>
              </p>
              <p className="text-sm text-muted">
                <time dateTime={revision.at.iso}>{revision.at.label}</time>
                {revision.summary ? <> · {revision.summary}</> : null}
              </p>
              <Changes changes={revision.changes} />
            </div>
            {index === 0 ? (
              <span className="text-sm text-muted">Current version</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revision" value={revision.id} />
                <button type="submit" className="btn btn-outline min-h-11" disabled={busy}>
                  Restore this version<span className="sr-only"> ({revision.at.label})</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

// Lines, not a nested list: an entry of the history stays one item of it.
function Changes({ changes }: { changes: FieldChange[] }) {
  if (!changes.length) return null;
  const more = changes.length - CHANGES_SHOWN;
  return (
    <div className="mt-1.5 space-y-0.5 text-sm">
      {changes.slice(0, CHANGES_SHOWN).map((change) => (
        <p key={change.label} className="break-words">
          {changeLine(change)}
        </p>
      ))}
      {more > 0 ? <p className="text-muted">and {more} more {more === 1 ? "field" : "fields"}</p> : null}
    </div>
  );
}
