import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { emailKey, phoneKey } from "#app/lib/leads/person-keys";

/**
 * One person, all their leads (decision 071, issue 42). Leads with the same email or phone (as compared by
 * app/lib/leads/person-keys.ts) belong to one person: `people` holds each person (and, once merged into another, which
 * one), `submissions.person_id` says whose a lead is, and `email_key` / `phone_key` the lead's email and phone as
 * compared, indexed so that a new lead finds its person in one look-up. `person_changes` records each staff merge and
 * split (which leads moved, from whom to whom, so Undo puts exactly those back) and each new lead whose email and
 * phone matched two different people ("match": the email decided).
 *
 * Spam and held leads get no person until they are moved to the inbox or released. The leads already stored get
 * their people here, oldest first, by the same rule as a new lead (the email first, then the phone; the person of the
 * latest lead with that email or phone): also the leads of a backup older than this, which the server migrates
 * before it starts.
 */

/** Leads read, and written back, at a time while the people are found. */
const BACKFILL_BATCH = 1000;

interface LeadRow {
  id: string;
  email: string;
  phone: string;
  status: string;
  created_at: number | string;
}

interface Assigned {
  id: string;
  person_id: string | null;
  email_key: string | null;
  phone_key: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("people")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("merged_into", "text")
    .addColumn("merged_at", "bigint")
    .execute();
  await db.schema
    .createTable("person_changes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('merge', 'split', 'match')`))
    .addColumn("person_id", "text", (column) => column.notNull())
    .addColumn("other_person_id", "text", (column) => column.notNull())
    .addColumn("lead_ids", "text", (column) => column.notNull())
    .addColumn("actor", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("undone_at", "bigint")
    .addColumn("undone_by", "text")
    .execute();
  await db.schema.createIndex("person_changes_person").on("person_changes").columns(["person_id", "created_at"]).execute();
  await db.schema.createIndex("person_changes_other").on("person_changes").columns(["other_person_id", "created_at"]).execute();

  for (const column of ["person_id", "email_key", "phone_key"]) await db.schema.alterTable("submissions").addColumn(column, "text").execute();

  // Pending migrations run in one transaction (migrate(), database.server.ts): the backfill is all or nothing. The
  // indexes are made after it, once, rather than kept through every row it writes.
  await backfill(db);
  await db.schema.createIndex("submissions_person").on("submissions").columns(["person_id", "created_at"]).execute();
  await db.schema.createIndex("submissions_email_key").on("submissions").columns(["email_key", "created_at"]).execute();
  await db.schema.createIndex("submissions_phone_key").on("submissions").columns(["phone_key", "created_at"]).execute();
  // People who share a name, offered for merging.
  await sql`create index submissions_person_name on submissions (lower(last_name), lower(first_name))`.execute(db);

}

/** Gives every stored lead (but spam and held) its person, oldest first, as a new lead would get one. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const byEmail = new Map<string, string>();
  const byPhone = new Map<string, string>();
  // Read at once (a few columns: about 10 MB for 100,000 leads), sorted once; written back a batch at a time.
  const rows = (await sql<LeadRow>`select id, email, phone, status, created_at from submissions order by created_at, id`.execute(db)).rows;
  for (let start = 0; start < rows.length; start += BACKFILL_BATCH) {
    const batch = rows.slice(start, start + BACKFILL_BATCH);
    const people: { id: string; created_at: number }[] = [];
    const matches: { id: string; person_id: string; other_person_id: string; lead_ids: string; created_at: number }[] = [];
    const assigned: Assigned[] = batch.map((row) => {
      const keys = { email_key: emailKey(row.email), phone_key: phoneKey(row.phone) };
      if (row.status === "spam" || row.status === "held") return { id: row.id, person_id: null, ...keys };
      const atEmail = keys.email_key ? byEmail.get(keys.email_key) : undefined;
      const atPhone = keys.phone_key ? byPhone.get(keys.phone_key) : undefined;
      let person = atEmail ?? atPhone;
      if (!person) {
        person = randomUUID();
        people.push({ id: person, created_at: Number(row.created_at) });
      }
      if (atEmail && atPhone && atEmail !== atPhone) {
        matches.push({ id: randomUUID(), person_id: atEmail, other_person_id: atPhone, lead_ids: JSON.stringify([row.id]), created_at: Number(row.created_at) });
      }
      if (keys.email_key) byEmail.set(keys.email_key, person);
      if (keys.phone_key) byPhone.set(keys.phone_key, person);
      return { id: row.id, person_id: person, ...keys };
    });
    if (people.length) await sql`insert into people (id, created_at) values ${sql.join(people.map((p) => sql`(${p.id}, ${p.created_at})`))}`.execute(db);
    if (matches.length) {
      await sql`insert into person_changes (id, kind, person_id, other_person_id, lead_ids, created_at)
        values ${sql.join(matches.map((m) => sql`(${m.id}, 'match', ${m.person_id}, ${m.other_person_id}, ${m.lead_ids}, ${m.created_at})`))}`.execute(db);
    }
    // One statement per batch, the same on both databases (a VALUES list's columns are column1… on both).
    await sql`update submissions set person_id = v.person_id, email_key = v.email_key, phone_key = v.phone_key
      from (select column1 as id, column2 as person_id, column3 as email_key, column4 as phone_key from (values ${sql.join(
        assigned.map((a) => sql`(cast(${a.id} as text), cast(${a.person_id} as text), cast(${a.email_key} as text), cast(${a.phone_key} as text))`),
      )}) as batch) as v
      where submissions.id = v.id`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists submissions_person_name`.execute(db);
  for (const index of ["submissions_person", "submissions_email_key", "submissions_phone_key"]) await sql`drop index if exists ${sql.raw(index)}`.execute(db);
  for (const column of ["person_id", "email_key", "phone_key"]) await db.schema.alterTable("submissions").dropColumn(column).execute();
  await db.schema.dropTable("person_changes").execute();
  await db.schema.dropTable("people").execute();
}
