import { sql, type Kysely } from "kysely";

/** The ceiling an event has until its owner sets another (app/lib/forms/rsvp-fields.ts, GUESTS_PER_REPLY). */
const DEFAULT_MAX_GUESTS = 4;

/**
 * RSVPs an event can trust (decision 025).
 *
 * - `events.max_guests`: the most guests one reply may bring, set by the owner per event (1–20); existing events get
 *   the default.
 * - `submissions.rsvp_email`: a real reply's email as compared (trimmed, lower case), set only for an RSVP to an event
 *   that is not spam. The unique index on (event_id, rsvp_email) lets one reply per email into an event: two posts
 *   racing with the same address, on one instance or on several sharing a PostgreSQL, cannot both commit. Rows
 *   without it (spam, contact forms, RSVPs without an event) are never compared: NULLs are distinct in a unique index
 *   on both databases.
 *
 * Replies already stored get the key too, the earliest of each event and address only: a later duplicate keeps no
 * key, so nothing stored is changed or lost, and the index can be made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("events")
    .addColumn("max_guests", "integer", (col) => col.notNull().defaultTo(DEFAULT_MAX_GUESTS).check(sql`max_guests between 1 and 20`))
    .execute();

  await db.schema.alterTable("submissions").addColumn("rsvp_email", "text").execute();
  const replies = await sql<{ id: string; event_id: string; email: string }>`
    select id, event_id, email from submissions
    where event_id is not null and status <> 'spam'
    order by created_at, id`.execute(db);
  const seen = new Set<string>();
  for (const reply of replies.rows) {
    const key = reply.email.trim().toLowerCase();
    const pair = `${reply.event_id}\n${key}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    await sql`update submissions set rsvp_email = ${key} where id = ${reply.id}`.execute(db);
  }
  await db.schema.createIndex("submissions_rsvp_email").on("submissions").columns(["event_id", "rsvp_email"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("submissions_rsvp_email").ifExists().execute();
  await db.schema.alterTable("submissions").dropColumn("rsvp_email").execute();
  await db.schema.alterTable("events").dropColumn("max_guests").execute();
}
