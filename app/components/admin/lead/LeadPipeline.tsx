import { TitledSection } from "#app/components/TitledSection";
import { Form } from "react-router";
import { MAX_NEXT_ACTION_LENGTH, MAX_NOTE_LENGTH } from "#app/lib/leads/stages";
import type { SubmissionActionResult, SubmissionPageData } from "#app/lib/server/leads/submission-page.server";
import { control, StaffField } from "../visits/form-bits";
import { StageForm } from "./StageForm";

/** A lead's stage, owner and next action, with their forms (each a plain post); notes are in the timeline. */
export function LeadPipeline({ page, busy, actionData }: { page: SubmissionPageData; busy: boolean; actionData?: SubmissionActionResult }) {
  const p = page.pipeline;
  if (!p.inPipeline) return null;
  const refused = (form: string) => (actionData?.tone === "error" && actionData.form === form ? actionData : undefined);
  const stageRefused = refused("stage");
  const ownerRefused = refused("owner");
  const nextRefused = refused("next-action");
  return (
    <TitledSection id="pipeline-heading" title="Pipeline" level={3} className="mt-6 border-t border-stone pt-4" headingClassName="font-sans text-lg font-semibold text-ink">
      <p className="mt-1">
        {p.stage === "new" && !p.stageChangedAt ? "New: nobody has taken it up yet." : <span className="font-semibold">{p.stageLabel}</span>}
        {p.lostReason ? `: ${p.lostReason}` : null}
        {p.stageChangedAt ? (
          <span className="text-muted">
            {" "}
            since <time dateTime={p.stageChangedAt.iso}>{p.stageChangedAt.label}</time>
          </span>
        ) : null}
      </p>
      <div className="mt-3">
        <StageForm idPrefix="lead" stage={p.stage} lostReason={p.lostReason} lostReasons={p.lostReasons} busy={busy} error={stageRefused?.message} values={stageRefused?.values} />
      </div>

      <Form method="post" className="mt-6 grid gap-3 border-t border-stone pt-4" preventScrollReset>
        <input type="hidden" name="intent" value="owner" />
        {p.removedOwner ? (
          <p className="border-l-4 border-[#8a5a00] bg-[#fff3d6] px-3 py-2 text-sm">
            Unassigned: the account of its owner ({p.removedOwner}) was removed. Give it to someone else.
          </p>
        ) : null}
        <StaffField id="lead-owner" text="Owner" error={ownerRefused?.message}>
          {(a11y) => (
            <select {...a11y} name="owner" defaultValue={ownerRefused?.values?.owner ?? p.owner?.id ?? ""} className={`${control} min-h-11`}>
              <option value="">Unassigned</option>
              {p.staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <button type="submit" disabled={busy} className="btn btn-outline w-full">
          Save owner
        </button>
      </Form>

      {p.open ? (
        <Form method="post" className="mt-6 grid gap-3 border-t border-stone pt-4" preventScrollReset>
          <input type="hidden" name="intent" value="next-action" />
          <p className="font-semibold">Next action</p>
          {p.nextAction ? (
            <p className={p.nextAction.overdue ? "font-semibold text-danger" : undefined}>
              {p.nextAction.what}, {p.nextAction.overdue ? "overdue since" : "due"} {p.nextAction.dueLabel}
            </p>
          ) : (
            <p className="text-muted">None set.</p>
          )}
          <StaffField id="lead-next-action" text="What">
            {(a11y) => <input {...a11y} name="next_action" maxLength={MAX_NEXT_ACTION_LENGTH} defaultValue={nextRefused?.values?.next_action ?? p.nextAction?.what ?? ""} className={control} />}
          </StaffField>
          <StaffField id="lead-next-due" text="When" error={nextRefused?.message}>
            {(a11y) => <input {...a11y} name="next_action_due" type="date" defaultValue={nextRefused?.values?.next_action_due ?? p.nextAction?.due ?? ""} className={`${control} min-h-11`} />}
          </StaffField>
          <button type="submit" disabled={busy} className="btn btn-outline w-full">
            Save next action
          </button>
        </Form>
      ) : null}
    </TitledSection>
  );
}

/** Notes, and the one timeline of everything about the lead, newest first. */
export function LeadTimeline({ page, busy, actionData }: { page: SubmissionPageData; busy: boolean; actionData?: SubmissionActionResult }) {
  const noteRefused = actionData?.tone === "error" && actionData.form === "note" ? actionData : undefined;
  const { timeline } = page.pipeline;
  return (
    <TitledSection id="timeline-heading" title="Notes and timeline" className="mt-10" headingClassName="text-2xl">
      <Form method="post" className="mt-3 grid max-w-2xl gap-3" preventScrollReset>
        <input type="hidden" name="intent" value="note" />
        <StaffField id="lead-note" text="Note" error={noteRefused?.message}>
          {(a11y) => <textarea {...a11y} name="note" rows={3} maxLength={MAX_NOTE_LENGTH} defaultValue={noteRefused?.values?.note ?? ""} className={control} />}
        </StaffField>
        <div>
          <button type="submit" disabled={busy} className="btn btn-outline">
            Add note
          </button>
        </div>
      </Form>
      <ol aria-label="Timeline" className="mt-6 max-w-2xl divide-y divide-stone border-y border-stone">
        {timeline.map((entry) => (
          <li key={entry.key} className="py-3">
            <p className="font-medium">{entry.title}</p>
            {entry.detail ? <p className="mt-1 whitespace-pre-line break-words">{entry.detail}</p> : null}
            <p className="mt-1 text-sm text-muted">
              <time dateTime={entry.when.iso}>{entry.when.label}</time>
              {entry.actor ? `, ${entry.actor}` : null}
            </p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
