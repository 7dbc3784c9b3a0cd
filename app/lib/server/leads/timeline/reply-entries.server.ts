import type { TimelineSource } from "./timeline-entry.server";

/** The replies sent to these leads (decision 072), as timeline entries: who sent which subject, and the text as written. */
export const replyTimelineEntries: TimelineSource = async (db, submissionIds) => {
  if (!submissionIds.length) return [];
  const rows = await db.selectFrom("lead_replies").selectAll().where("submission_id", "in", submissionIds).orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({
    at: Number(row.created_at),
    kind: "reply",
    actor: row.author,
    title: `Reply sent: ${row.subject}`,
    detail: row.body,
    submissionId: row.submission_id,
  }));
};
