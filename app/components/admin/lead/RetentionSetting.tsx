import { Form } from "react-router";
import { Notice } from "#app/components/admin/Notice";
import { control, FieldError, label } from "#app/components/admin/visits/form-bits";
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS } from "#app/lib/leads/person-data";

/** The answer of the form's last post: its sentence, and what the form shows again. */
interface RetentionAnswer {
  tone: "success" | "error";
  message: string;
  retentionText: string;
  previewed?: string;
}

/**
 * The owners' setting of how long leads are kept (decision 076): months, or empty for off; "Preview" counts what it
 * would delete now, and a new value is previewed before it is saved. A plain form: works without JavaScript.
 */
export function RetentionSetting({ setting, busy, answer }: { setting: { months: number | null; count: number | null }; busy: boolean; answer?: RetentionAnswer }) {
  const refused = answer?.tone === "error" ? answer.message : undefined;
  return (
    <section aria-labelledby="retention-heading" className="mt-10 max-w-xl">
      <h2 id="retention-heading" className="text-2xl">
        How long leads are kept
      </h2>
      <p className="mt-2">
        {setting.months === null
          ? "Now: every lead is kept until someone erases it."
          : `Now: leads won, lost or handled and untouched for ${setting.months} months are deleted once a day (${setting.count} ${setting.count === 1 ? "lead is" : "leads are"} past that today).`}
      </p>
      {answer && answer.tone === "success" ? (
        <div className="mt-3">
          <Notice tone="success">{answer.message}</Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="retention" />
        {answer?.previewed ? <input type="hidden" name="previewed" value={answer.previewed} /> : null}
        <div>
          <label htmlFor="retention-months" className={label}>
            Delete leads won, lost or handled and untouched for (months)
          </label>
          <p id="retention-months-hint" className="text-sm text-muted">
            From {RETENTION_MIN_MONTHS} to {RETENTION_MAX_MONTHS}; empty keeps every lead. Untouched: nothing happened to the lead since (no
            stage change, note, reply, mail or visit). Deleted leads go with everything on them, for good; backups keep them until they are
            replaced.
          </p>
          <input
            id="retention-months"
            name="retention_months"
            inputMode="numeric"
            defaultValue={answer?.retentionText ?? (setting.months === null ? "" : String(setting.months))}
            key={answer?.retentionText ?? "stored"}
            aria-describedby={`retention-months-hint${refused ? " retention-months-error" : ""}`}
            aria-invalid={refused ? true : undefined}
            className={control}
          />
          <FieldError id="retention-months-error" message={refused} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="do" value="preview" disabled={busy} className="btn btn-outline">
            Preview
          </button>
          <button type="submit" name="do" value="save" disabled={busy} className="btn btn-outline">
            Save how long leads are kept
          </button>
        </div>
      </Form>
    </section>
  );
}
