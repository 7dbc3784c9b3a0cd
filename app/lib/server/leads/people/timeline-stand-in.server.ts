import type { Kysely } from "kysely";
import { formLabel } from "#app/lib/forms/form-ids";
import type { Database } from "../../platform/db-schema";
import { personTimelineEntries } from "./person-timeline.server";
import type { TimelineEntry, TimelineSource } from "./timeline-entry";

/**
 * A stand-in for the leads' timeline (issue 42's contract: app/lib/server/leads/timeline/timeline.server.ts, built
 * elsewhere), of the same type and shape, so that the person page has one to show: each lead's "received" entry and the
 * person entries (person-timeline.server.ts). Where the real one exists, the person page imports its `leadTimeline`
 * instead and `personTimelineEntries` joins its TIMELINE_SOURCES.
 */

export type { TimelineEntry, TimelineSource };

/** Each lead as it arrived. */
export const receivedEntries: TimelineSource = async (db, submissionIds) => {
  if (submissionIds.length === 0) return [];
  const rows = await db.selectFrom("submissions").select(["id", "form_id", "created_at"]).where("id", "in", submissionIds).execute();
  return rows.map((row) => ({ at: Number(row.created_at), kind: "received", actor: null, title: `Received: ${formLabel(row.form_id)}`, detail: null, submissionId: row.id }));
};

export const TIMELINE_SOURCES: readonly TimelineSource[] = [receivedEntries, personTimelineEntries];

/** Every entry of these leads, oldest first. */
export async function leadTimeline(db: Kysely<Database>, submissionIds: string[]): Promise<TimelineEntry[]> {
  const entries = (await Promise.all(TIMELINE_SOURCES.map((source) => source(db, submissionIds)))).flat();
  return entries.sort((a, b) => a.at - b.at);
}
