import type { Kysely } from "kysely";
import { formLabel } from "#app/lib/forms/form-ids";
import { isStage, STAGE_LABELS } from "#app/lib/leads/stages";
import { formatEventDate, formatPacificTime } from "#app/lib/pacific-time";
import type { Database } from "../../platform/db-schema";
import { dueDayLabel } from "../pipeline/due-actions.server";
import { personTimelineEntries } from "../people/person-timeline.server";
import { replyTimelineEntries } from "./reply-entries.server";
import type { TimelineEntry, TimelineSource } from "./timeline-entry.server";

export type { TimelineEntry, TimelineSource } from "./timeline-entry.server";

const num = (value: number | string) => Number(value);

/** When each lead arrived, and from which form. */
export const receivedEntries: TimelineSource = async (db, ids) => {
  const rows = await db.selectFrom("submissions").select(["id", "form_id", "created_at"]).where("id", "in", ids).execute();
  return rows.map((row) => ({ at: num(row.created_at), kind: "received", actor: null, title: `Received: ${formLabel(row.form_id)}`, detail: null, submissionId: row.id }));
};

/** The mails sent about each lead (the visitor's confirmation, the staff notice, an assignment). */
export const mailEntries: TimelineSource = async (db, ids) => {
  const rows = await db
    .selectFrom("outbox")
    .select(["submission_id", "subject", "recipient", "sent_at"])
    .where("submission_id", "in", ids)
    .where("sent_at", "is not", null)
    .execute();
  return rows.map((row) => ({ at: num(row.sent_at!), kind: "mail", actor: null, title: `Mail sent to ${row.recipient}: ${row.subject}`, detail: null, submissionId: row.submission_id! }));
};

/** Staff changes: stage, owner, notes, next actions (lead_events), and the older marks (handled, released). */
export const staffEntries: TimelineSource = async (db, ids) => {
  const [events, older] = await Promise.all([
    db.selectFrom("lead_events").selectAll().where("submission_id", "in", ids).execute(),
    db.selectFrom("submission_events").selectAll().where("submission_id", "in", ids).execute(),
  ]);
  const entries: TimelineEntry[] = events.map((event) => {
    const base = { at: num(event.created_at), actor: event.actor, submissionId: event.submission_id };
    switch (event.kind) {
      case "stage": {
        const stage = isStage(event.value) ? STAGE_LABELS[event.value] : String(event.value);
        return { ...base, kind: "stage", title: `Moved to ${stage}${event.text ? `: ${event.text}` : ""}${event.actor ? "" : " (a visit was booked)"}`, detail: null };
      }
      case "owner":
        return { ...base, kind: "owner", title: event.value ? `Given to ${event.value}` : "Made unassigned", detail: null };
      case "note":
        return { ...base, kind: "note", title: "Note", detail: event.text };
      default:
        return {
          ...base,
          kind: "next-action",
          title: event.text && event.value ? `Next action: ${event.text}, due ${dueDayLabel(event.value)}` : "Next action cleared",
          detail: null,
        };
    }
  });
  for (const event of older) {
    const title = event.action === "handled" ? "Marked handled" : event.action === "released" ? "Released from held" : "Marked new again";
    entries.push({ at: num(event.created_at), kind: event.action === "released" ? "received" : "stage", actor: event.actor, title, detail: null, submissionId: event.submission_id });
  }
  return entries;
};

/** Visits booked for each lead, and when they were moved or cancelled. */
export const visitEntries: TimelineSource = async (db, ids) => {
  const rows = await db
    .selectFrom("visits")
    .select(["submission_id", "starts_at", "status", "created_at", "created_by", "changed_at", "changed_by"])
    .where("submission_id", "in", ids)
    .execute();
  const entries: TimelineEntry[] = [];
  for (const row of rows) {
    const when = `${formatEventDate(num(row.starts_at))} at ${formatPacificTime(num(row.starts_at))}`;
    const actor = (who: string | null) => (who && who !== "visitor" ? who : null);
    entries.push({ at: num(row.created_at), kind: "visit", actor: actor(row.created_by), title: `Visit booked for ${when}`, detail: null, submissionId: row.submission_id! });
    if (row.changed_at !== null) {
      entries.push({
        at: num(row.changed_at),
        kind: "visit",
        actor: actor(row.changed_by),
        title: row.status === "cancelled" ? "Visit cancelled" : `Visit moved to ${when}`,
        detail: null,
        submissionId: row.submission_id!,
      });
    }
  }
  return entries;
};

/** Every source of the timeline; each reads all the leads asked for at once. */
export const TIMELINE_SOURCES: readonly TimelineSource[] = [receivedEntries, mailEntries, staffEntries, visitEntries, replyTimelineEntries, personTimelineEntries];

/** The one timeline of some leads (one lead's, or all of a person's), newest first. */
export async function leadTimeline(db: Kysely<Database>, submissionIds: string[]): Promise<TimelineEntry[]> {
  if (!submissionIds.length) return [];
  const lists = await Promise.all(TIMELINE_SOURCES.map((source) => source(db, submissionIds)));
  return lists.flat().sort((a, b) => b.at - a.at);
}
