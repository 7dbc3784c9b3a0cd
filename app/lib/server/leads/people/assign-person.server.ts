import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Kysely } from "kysely";
import { emailKey, phoneKey } from "#app/lib/leads/person-keys";
import type { Database, NewSubmission, Submission } from "../../platform/db-schema";

/**
 * Every lead belongs to a person (decision 071): found, in the transaction that stores (or releases) the lead, by the
 * lead's email and phone as compared (app/lib/leads/person-keys.ts) among the leads already stored, or made anew.
 *
 * The rule, the same as the backfill of migration 0037: the email decides first, then the phone; among leads with that
 * email (or phone) the person of the latest one. A lead whose email matches one person and phone another goes to the
 * email's person, and the other match is recorded ("match" in person_changes, shown on the timeline): people are never
 * merged automatically. Spam and held leads get no person until they are moved to the inbox or released.
 */

/** PostgreSQL advisory lock class: two leads with one email (or phone) arriving at once find or make one person. */
const PERSON_LOCK_CLASS = 4_810_071;
/** A merged person's merges followed at most this many steps (each merge is one). */
const MAX_MERGE_STEPS = 20;

type Db = Kysely<Database>;

/** A lead's email and phone as compared. */
export function leadKeys(lead: { email: string; phone: string }): { email_key: string | null; phone_key: string | null } {
  return { email_key: emailKey(lead.email), phone_key: phoneKey(lead.phone) };
}

/** Whether a lead of this status belongs to a person yet. */
export function hasPerson(status: string | undefined): boolean {
  return status !== "spam" && status !== "held";
}

export function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Holds the keys' locks until the transaction ends (PostgreSQL; SQLite writes one transaction at a time). */
async function lockKeys(db: Db, keys: (string | null)[]): Promise<void> {
  if (!onPostgres(db)) return;
  for (const key of keys.filter((key): key is string => key !== null).sort()) {
    await sql`select pg_advisory_xact_lock(${PERSON_LOCK_CLASS}, hashtext(${key}))`.execute(db);
  }
}

/** The person a merged person's leads went to (the person itself when not merged). */
export async function currentPerson(db: Db, id: string): Promise<string> {
  let current = id;
  for (let step = 0; step < MAX_MERGE_STEPS; step++) {
    const row = await db.selectFrom("people").select("merged_into").where("id", "=", current).executeTakeFirst();
    if (!row?.merged_into) return current;
    current = row.merged_into;
  }
  return current;
}

async function latestPersonWith(db: Db, column: "email_key" | "phone_key", key: string | null): Promise<string | undefined> {
  if (!key) return undefined;
  const row = await db
    .selectFrom("submissions")
    .select("person_id")
    .where(column, "=", key)
    .where("person_id", "is not", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.person_id ? currentPerson(db, row.person_id) : undefined;
}

/**
 * The person of a lead with these keys, inside the caller's transaction: found by the email, else the phone, else
 * made. When the email and the phone match two people, the email's wins and the other is recorded.
 */
async function personFor(db: Db, leadId: string, keys: { email_key: string | null; phone_key: string | null }, now: number): Promise<string> {
  await lockKeys(db, [keys.email_key, keys.phone_key]);
  const byEmail = await latestPersonWith(db, "email_key", keys.email_key);
  const byPhone = await latestPersonWith(db, "phone_key", keys.phone_key);
  if (byEmail && byPhone && byEmail !== byPhone) {
    await db
      .insertInto("person_changes")
      .values({ id: randomUUID(), kind: "match", person_id: byEmail, other_person_id: byPhone, lead_ids: JSON.stringify([leadId]), actor: null, created_at: now, undone_at: null, undone_by: null })
      .execute();
  }
  const found = byEmail ?? byPhone;
  if (found) return found;
  const id = randomUUID();
  await db.insertInto("people").values({ id, created_at: now, merged_into: null, merged_at: null }).execute();
  return id;
}

/** A new lead's row with its keys and, unless it is spam or held, its person: call inside the transaction storing it. */
export async function withPerson(db: Db, row: NewSubmission, now: number): Promise<NewSubmission> {
  const keys = leadKeys(row);
  if (!hasPerson(row.status)) return { ...row, ...keys };
  return { ...row, ...keys, person_id: await personFor(db, row.id, keys, now) };
}

/**
 * Gives a stored lead its person when it has none (a held lead released, a spam lead moved to the inbox), inside the
 * caller's transaction; answers the lead as it now is.
 */
export async function assignPerson(db: Db, lead: Submission, now: number): Promise<Submission> {
  if (lead.person_id || !hasPerson(lead.status)) return lead;
  const keys = leadKeys(lead);
  const person_id = await personFor(db, lead.id, keys, now);
  await db.updateTable("submissions").set({ ...keys, person_id }).where("id", "=", lead.id).execute();
  return { ...lead, ...keys, person_id };
}

/** assignPerson by the lead's id (the inbox's "Not spam: move to new"). */
export async function assignPersonById(db: Db, id: string, now: number): Promise<void> {
  const lead = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (lead) await assignPerson(db, lead, now);
}
