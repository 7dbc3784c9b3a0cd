import type { Kysely } from "kysely";
import { staffTime } from "#app/lib/business-time";
import { isOpenStage, STAGE_LABELS } from "#app/lib/leads/stages";
import { pacificDateOf } from "#app/lib/pacific-time";
import type { Database, Submission } from "../../platform/db-schema";
import { leadTimeline } from "../timeline/timeline.server";
import { dueDayLabel } from "./due-actions.server";
import { assignableStaff, leadOwner, lostReasons, PIPELINE_STATUSES } from "./pipeline.server";

/** A lead's place in the pipeline for its page: stage, owner, next action, the choices, and its timeline. */
export async function leadPipelineView(db: Kysely<Database>, row: Submission, now = Date.now()) {
  const [owner, staff, reasons, timeline] = await Promise.all([leadOwner(db, row.owner_id), assignableStaff(db), lostReasons(db), leadTimeline(db, [row.id])]);
  const today = pacificDateOf(now);
  return {
    inPipeline: (PIPELINE_STATUSES as readonly string[]).includes(row.status),
    stage: row.stage,
    stageLabel: STAGE_LABELS[row.stage],
    open: isOpenStage(row.stage),
    stageChangedAt: row.stage_changed_at === null ? null : staffTime(Number(row.stage_changed_at)),
    lostReason: row.lost_reason,
    owner: owner.owner,
    /** The removed account that owned it: the lead is unassigned, and says so. */
    removedOwner: owner.removed,
    nextAction:
      row.next_action && row.next_action_due
        ? { what: row.next_action, due: row.next_action_due, dueLabel: dueDayLabel(row.next_action_due), overdue: row.next_action_due < today, dueToday: row.next_action_due === today }
        : null,
    staff,
    lostReasons: reasons,
    timeline: timeline.map((entry, index) => ({ ...entry, key: `${entry.at}-${index}`, when: staffTime(entry.at) })),
  };
}

export type LeadPipelineView = Awaited<ReturnType<typeof leadPipelineView>>;
