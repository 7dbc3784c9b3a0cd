import type { Kysely } from "kysely";
import { formLabel } from "#app/lib/forms/form-ids";
import { OPEN_STAGES, STAGE_LABELS, type Stage } from "#app/lib/leads/stages";
import { pacificDateOf, parsePacificDate } from "#app/lib/pacific-time";
import type { Database } from "../../platform/db-schema";
import { activeOwnerSql, PIPELINE_STATUSES } from "./pipeline.server";

/** The most due actions the staff front page lists (the rest are counted). */
export const DUE_LIST_LIMIT = 50;

/** A lead's next action that is due today or overdue. */
export interface DueAction {
  id: string;
  name: string;
  form: string;
  stage: Stage;
  stageLabel: string;
  what: string;
  /** The Pacific day it is due ("2026-12-01"), and that day in words. */
  due: string;
  dueLabel: string;
  overdue: boolean;
  ownerId: string | null;
  ownerEmail: string | null;
}

/** "Tuesday, December 1": a due day as staff read it. */
export function dueDayLabel(day: string): string {
  const at = parsePacificDate(day);
  if (at === undefined) return day;
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver", weekday: "long", month: "long", day: "numeric" }).format(at + 12 * 60 * 60 * 1000);
}

/**
 * The open leads whose next action is due on the Pacific day of `now` or before, overdue first (the oldest due day
 * first); only one owner's with `ownerId`.
 */
export async function dueActions(db: Kysely<Database>, now: number, ownerId?: string): Promise<DueAction[]> {
  const today = pacificDateOf(now);
  const rows = await db
    .selectFrom("submissions")
    .leftJoin("users", (join) => join.onRef("users.id", "=", "submissions.owner_id").on("users.disabled_at", "is", null))
    .select(["submissions.id", "first_name", "last_name", "form_id", "stage", "next_action", "next_action_due", "owner_id", "users.email as owner_email"])
    .where("next_action_due", "<=", today)
    .where("next_action", "is not", null)
    .where("stage", "in", [...OPEN_STAGES])
    .where("status", "in", [...PIPELINE_STATUSES])
    .$if(ownerId !== undefined, (query) => query.where("owner_id", "=", ownerId!).where(activeOwnerSql()))
    .orderBy("next_action_due")
    .orderBy("submissions.created_at")
    .limit(DUE_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    form: formLabel(row.form_id),
    stage: row.stage,
    stageLabel: STAGE_LABELS[row.stage],
    what: row.next_action ?? "",
    due: row.next_action_due!,
    dueLabel: dueDayLabel(row.next_action_due!),
    overdue: row.next_action_due! < today,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email ?? null,
  }));
}
