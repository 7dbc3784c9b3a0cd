import type { Kysely } from "kysely";
import { formatStaffTime } from "#app/lib/business-time";
import { formLabel } from "#app/lib/forms/form-ids";
import type { OwnerView } from "#app/lib/admin/inbox-filter";
import { STAGE_LABELS, STAGES, type Stage } from "#app/lib/leads/stages";
import { pacificDateOf } from "#app/lib/pacific-time";
import type { Database } from "../../platform/db-schema";
import { dueDayLabel } from "./due-actions.server";
import { activeOwnerSql, assignableStaff, lostReasons, PIPELINE_STATUSES } from "./pipeline.server";

/** Cards a column shows (the newest); the inbox, filtered by the stage, has them all. */
export const BOARD_COLUMN_LIMIT = 40;

export interface BoardCard {
  id: string;
  name: string;
  form: string;
  received: string;
  owner: string | null;
  lostReason: string | null;
  nextAction: { what: string; dueLabel: string; overdue: boolean } | null;
}

export interface BoardColumn {
  stage: Stage;
  label: string;
  total: number;
  cards: BoardCard[];
}

/** The board: a column per stage of the leads in the pipeline (the viewer's, or the unassigned, with `owner`). */
export async function pipelineBoard(db: Kysely<Database>, owner: OwnerView | undefined, viewer: string, now = Date.now()) {
  const [staff, reasons] = await Promise.all([assignableStaff(db), lostReasons(db)]);
  const names = new Map(staff.map((person) => [person.id, person.name]));
  const today = pacificDateOf(now);
  const base = db
    .selectFrom("submissions")
    .where("status", "in", [...PIPELINE_STATUSES])
    .$if(owner === "mine", (query) => query.where("owner_id", "=", viewer).where(activeOwnerSql()))
    .$if(owner === "none", (query) => query.where((eb) => eb.not(activeOwnerSql())));
  const columns: BoardColumn[] = await Promise.all(
    STAGES.map(async (stage) => {
      const [counted, rows] = await Promise.all([
        base.where("stage", "=", stage).select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
        base
          .where("stage", "=", stage)
          .select(["id", "first_name", "last_name", "form_id", "created_at", "owner_id", "lost_reason", "next_action", "next_action_due"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(BOARD_COLUMN_LIMIT)
          .execute(),
      ]);
      return {
        stage,
        label: STAGE_LABELS[stage],
        total: Number(counted.count),
        cards: rows.map((row) => ({
          id: row.id,
          name: `${row.first_name} ${row.last_name}`,
          form: formLabel(row.form_id),
          received: formatStaffTime(Number(row.created_at)),
          owner: row.owner_id ? (names.get(row.owner_id) ?? null) : null,
          lostReason: row.lost_reason,
          nextAction:
            row.next_action && row.next_action_due
              ? { what: row.next_action, dueLabel: dueDayLabel(row.next_action_due), overdue: row.next_action_due < today }
              : null,
        })),
      };
    }),
  );
  return { columns, lostReasons: reasons };
}

export type PipelineBoardData = Awaited<ReturnType<typeof pipelineBoard>>;
