import { sql, type Kysely } from "kysely";

/**
 * One pipeline for every lead (issue 42, decision 070): each submission has a stage (new, contacted, visit booked,
 * quoted, won, lost; a lost lead its reason), an owner (a staff account's id), and a next action (what, and the
 * Pacific day it is due). Every staff change to a lead is one row of lead_events (stage, owner, note, next action),
 * dated and kept. lead_digests claims each owner's morning mail for a day: one row per (day, owner), inserted in the
 * transaction that queues the mail, so two instances send it once. lead_settings holds the owners' list of reasons
 * a lead is lost.
 *
 * Existing leads: a handled lead is "contacted"; a quote request's status (quoted, won, lost) becomes its stage; a
 * lead with a booked visit, still new or contacted, is "visit booked" (a new one still unread). Spam and held leads keep "new" and stay
 * outside the pipeline (their status says so). quote_requests.quote_status is left as it was, no longer read.
 */
const STAGES = sql`stage in ('new', 'contacted', 'visit', 'quoted', 'won', 'lost')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("submissions").addColumn("stage", "text", (column) => column.notNull().defaultTo("new").check(STAGES)).execute();
  await db.schema.alterTable("submissions").addColumn("stage_changed_at", "bigint").execute();
  await db.schema.alterTable("submissions").addColumn("lost_reason", "text").execute();
  await db.schema.alterTable("submissions").addColumn("owner_id", "text").execute();
  await db.schema.alterTable("submissions").addColumn("next_action", "text").execute();
  await db.schema.alterTable("submissions").addColumn("next_action_due", "text").execute();
  await db.schema.createIndex("submissions_stage").on("submissions").columns(["stage", "created_at"]).execute();
  await db.schema.createIndex("submissions_owner").on("submissions").columns(["owner_id", "created_at"]).execute();
  await db.schema.createIndex("submissions_next_action_due").on("submissions").column("next_action_due").execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("submission_id", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('stage', 'owner', 'note', 'next-action')`))
    .addColumn("actor", "text")
    .addColumn("value", "text")
    .addColumn("text", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("lead_events_submission").on("lead_events").columns(["submission_id", "created_at"]).execute();

  await db.schema
    .createTable("lead_digests")
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("owner_id", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("lead_digests_pk", ["day", "owner_id"])
    .execute();

  await db.schema
    .createTable("lead_settings")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("lost_reasons", "text", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("updated_by", "text", (column) => column.notNull())
    .execute();

  // Existing leads, as decision 070 says.
  await sql`update submissions set stage = 'contacted', stage_changed_at = handled_at where status = 'handled'`.execute(db);
  await sql`
    update submissions set
      stage = (select quote_status from quote_requests q where q.submission_id = submissions.id),
      stage_changed_at = coalesce((select status_changed_at from quote_requests q where q.submission_id = submissions.id), stage_changed_at)
    where kind = 'quote' and status in ('new', 'handled')
      and exists (select 1 from quote_requests q where q.submission_id = submissions.id and q.quote_status in ('quoted', 'won', 'lost'))
  `.execute(db);
  await sql`
    update submissions set stage = 'visit'
    where stage in ('new', 'contacted') and status in ('new', 'handled')
      and exists (select 1 from visits v where v.submission_id = submissions.id and v.status = 'confirmed')
  `.execute(db);
  // A quote staff marked quoted, won or lost was taken up; a booked visit's lead nobody looked at stays unread.
  await sql`update submissions set status = 'handled' where status = 'new' and stage in ('quoted', 'won', 'lost')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_settings").execute();
  await db.schema.dropTable("lead_digests").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropIndex("submissions_next_action_due").execute();
  await db.schema.dropIndex("submissions_owner").execute();
  await db.schema.dropIndex("submissions_stage").execute();
  for (const column of ["next_action_due", "next_action", "owner_id", "lost_reason", "stage_changed_at", "stage"]) {
    await db.schema.alterTable("submissions").dropColumn(column).execute();
  }
}
