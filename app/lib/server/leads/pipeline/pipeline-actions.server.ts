import type { Kysely } from "kysely";
import type { RawFields } from "#app/lib/forms/fields";
import { firstProblem, lostReasonsForm, nextActionForm, noteForm, stageForm, STAGE_LABELS, type Stage } from "#app/lib/leads/stages";
import { recordAuditBy } from "../../audit/audit-log.server";
import type { Database } from "../../platform/db-schema";
import { addNote, assignOwner, moveStage, saveLostReasons, setNextAction, type PipelineOutcome } from "./pipeline.server";

/** The intents of the pipeline's forms, on the lead's page and the board. */
export const PIPELINE_INTENTS = ["stage", "owner", "note", "next-action"] as const;
export type PipelineIntent = (typeof PIPELINE_INTENTS)[number];

export function pipelineIntent(value: unknown): PipelineIntent | undefined {
  return (PIPELINE_INTENTS as readonly unknown[]).includes(value) ? (value as PipelineIntent) : undefined;
}

/** What a pipeline form answers: its notice, its status, and on a refusal the form's fields to show again. */
export interface PipelineResult {
  tone: "success" | "error";
  message: string;
  status: number;
  /** The form refused, and what was typed in it (nothing typed is lost). */
  form?: PipelineIntent;
  values?: Record<string, string>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function answer(outcome: PipelineOutcome, form: PipelineIntent, values: Record<string, string>): PipelineResult {
  return outcome.ok
    ? { tone: "success", message: outcome.message, status: 200 }
    : { tone: "error", message: outcome.message, status: outcome.status, form, values };
}

const refused = (message: string, form: PipelineIntent, values: Record<string, string>): PipelineResult => ({ tone: "error", message, status: 400, form, values });

/** The audit line of a lead's change (decision 065): what changed, never the lead's personal data. */
function audit(db: Kysely<Database>, actor: string, action: "lead-stage" | "lead-owner" | "lead-next-action" | "lead-note", id: string, change: string) {
  return recordAuditBy(db, actor, { action, subject: `Lead ${id}: ${change}`, link: `/admin/submissions/${id}` });
}

/** Runs one pipeline form posted for lead `id` by `actor`, recording it in the audit log when it changed something. */
export async function pipelineAction(db: Kysely<Database>, intent: PipelineIntent, id: string, actor: string, fields: RawFields, now = Date.now()): Promise<PipelineResult> {
  if (intent === "stage") {
    const values = { stage: text(fields.stage), lost_reason: text(fields.lost_reason) };
    const parsed = stageForm.safeParse({ stage: values.stage, lost_reason: values.lost_reason || undefined });
    if (!parsed.success) return refused(firstProblem(parsed.error), intent, values);
    const stage: Stage = parsed.data.stage;
    const outcome = await moveStage(db, id, stage, parsed.data.lost_reason, actor, now);
    if (outcome.ok && outcome.changed) await audit(db, actor, "lead-stage", id, `moved to ${STAGE_LABELS[stage]}${stage === "lost" ? ` (${parsed.data.lost_reason})` : ""}`);
    return answer(outcome, intent, values);
  }
  if (intent === "owner") {
    const values = { owner: text(fields.owner) };
    const outcome = await assignOwner(db, id, values.owner || null, actor, now);
    if (outcome.ok && outcome.changed) await audit(db, actor, "lead-owner", id, values.owner ? `given to account ${values.owner}` : "made unassigned");
    return answer(outcome, intent, values);
  }
  if (intent === "note") {
    const values = { note: text(fields.note) };
    const parsed = noteForm.safeParse(values);
    if (!parsed.success) return refused(firstProblem(parsed.error), intent, values);
    const outcome = await addNote(db, id, parsed.data.note, actor, now);
    if (outcome.ok) await audit(db, actor, "lead-note", id, "note added");
    return answer(outcome, intent, values);
  }
  const values = { next_action: text(fields.next_action), next_action_due: text(fields.next_action_due) };
  const parsed = nextActionForm.safeParse(values);
  if (!parsed.success) return refused(firstProblem(parsed.error), intent, values);
  const outcome = await setNextAction(db, id, parsed.data.next_action, parsed.data.next_action_due, actor, now);
  if (outcome.ok && outcome.changed) await audit(db, actor, "lead-next-action", id, parsed.data.next_action ? `next action due ${parsed.data.next_action_due}` : "next action cleared");
  return answer(outcome, intent, values);
}

/** The owners' list of lost reasons, saved from its form. */
export async function lostReasonsAction(db: Kysely<Database>, actor: string, fields: RawFields, now = Date.now()): Promise<PipelineResult & { reasonsText?: string }> {
  const parsed = lostReasonsForm.safeParse({ lost_reasons: text(fields.lost_reasons) });
  if (!parsed.success) return { tone: "error", message: firstProblem(parsed.error), status: 400, reasonsText: text(fields.lost_reasons) };
  await saveLostReasons(db, parsed.data.lost_reasons, actor, now);
  await recordAuditBy(db, actor, { action: "lead-lost-reasons", subject: `Reasons a lead is lost: ${parsed.data.lost_reasons.length}`, link: "/admin/pipeline" });
  return { tone: "success", message: "The reasons a lead is lost are saved.", status: 200 };
}
