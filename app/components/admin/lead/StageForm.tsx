import { Form } from "react-router";
import { STAGE_LABELS, STAGES, type Stage } from "#app/lib/leads/stages";
import { control, FieldError, label } from "../visits/form-bits";

/**
 * Moves a lead to a stage: a plain form post (the lead's page, or the board with the lead's id), so it works without
 * JavaScript and is the keyboard's and a single pointer's way to move a card (WCAG 2.5.7). A lost lead needs its
 * reason, from the owners' list.
 */
export function StageForm({
  idPrefix,
  stage,
  lostReason,
  lostReasons,
  busy,
  action,
  leadId,
  leadName,
  error,
  values,
}: {
  idPrefix: string;
  stage: Stage;
  lostReason: string | null;
  lostReasons: readonly string[];
  busy: boolean;
  /** The board posts to itself with the lead's id; the lead's page to its own address. */
  action?: string;
  leadId?: string;
  /** Names the lead in the button, where several cards share a page. */
  leadName?: string;
  error?: string;
  values?: Record<string, string>;
}) {
  const reasonError = error && values?.stage === "lost" ? error : undefined;
  return (
    <Form method="post" action={action} className="grid gap-3" preventScrollReset>
      <input type="hidden" name="intent" value="stage" />
      {leadId ? <input type="hidden" name="id" value={leadId} /> : null}
      <div>
        <label htmlFor={`${idPrefix}-stage`} className={label}>
          Stage
        </label>
        <select id={`${idPrefix}-stage`} name="stage" defaultValue={values?.stage ?? stage} className={`${control} min-h-11`}>
          {STAGES.map((option) => (
            <option key={option} value={option}>
              {STAGE_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-reason`} className={label}>
          Why it was lost
        </label>
        <p id={`${idPrefix}-reason-hint`} className="text-sm text-muted">
          Only for Lost.
        </p>
        <select
          id={`${idPrefix}-reason`}
          name="lost_reason"
          defaultValue={values?.lost_reason ?? lostReason ?? ""}
          aria-describedby={`${idPrefix}-reason-hint${reasonError ? ` ${idPrefix}-reason-error` : ""}`}
          aria-invalid={reasonError ? true : undefined}
          className={`${control} min-h-11`}
        >
          <option value="">(not lost)</option>
          {lostReasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
          {lostReason && !lostReasons.includes(lostReason) ? <option value={lostReason}>{lostReason}</option> : null}
        </select>
        <FieldError id={`${idPrefix}-reason-error`} message={reasonError} />
      </div>
      <button type="submit" disabled={busy} className="btn btn-primary w-full">
        Move{leadName ? <span className="sr-only"> {leadName}</span> : null}
      </button>
    </Form>
  );
}
