import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { AUDIT_ACTIONS, type AuditAction, type AuditArea } from "#app/lib/admin/audit";
import type { Store } from "../platform/database.server";
import { selectRows } from "../platform/fast-select.server";
import type { AuditLogTable, Database } from "../platform/db-schema";
import { currentAuditScope } from "./audit-scope.server";

/** Entries a page of the log shows. */
export const AUDIT_PAGE_SIZE = 50;
/** Failed sign-ins recorded per account and hour; more are counted by the throttle, not written one by one. */
export const AUDIT_FAILURES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The longest subject kept (a product's name, a lead's name and form). */
const MAX_SUBJECT_LENGTH = 300;

/** Who did it: a staff account, by id and email. */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditInput {
  actor: AuditActor;
  action: AuditAction;
  /** What it was done to, in words. */
  subject: string;
  /** The staff page of what it was done to. */
  link?: string;
  at?: number;
}

/**
 * Appends one entry, in `db` (a transaction, so that the entry commits with what it records, or the store's
 * database). The client and browser are the staff request's (audit-scope.server.ts). Nothing reads an entry back
 * to change it: the log is appended to and purged by age only.
 */
export async function recordAudit(db: Kysely<Database>, input: AuditInput): Promise<void> {
  const { client = null, browser = null } = currentAuditScope();
  const row: AuditLogTable = {
    id: randomUUID(),
    at: input.at ?? Date.now(),
    actor_id: input.actor.id,
    actor_email: input.actor.email,
    action: input.action,
    area: AUDIT_ACTIONS[input.action].area,
    subject: input.subject.replace(/\s+/g, " ").trim().slice(0, MAX_SUBJECT_LENGTH),
    link: input.link ?? null,
    client,
    browser,
  };
  await db.insertInto("audit_log").values(row).execute();
}

/** Appends an entry for what the staff member of `email` did (their account looked up, kept by id and email). */
export async function recordAuditBy(db: Kysely<Database>, email: string, input: Omit<AuditInput, "actor">): Promise<void> {
  const account = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  await recordAudit(db, { ...input, actor: { id: account?.id ?? null, email } });
}

/**
 * A failed sign-in to an existing account, unless that account already had AUDIT_FAILURES_PER_HOUR of them this hour
 * (a flood from many addresses must not grow the log without bound; the throttle still counts every one).
 */
export async function recordFailedSignIn(store: Store, actor: AuditActor & { id: string }, now = Date.now(), how = "with a wrong password"): Promise<void> {
  const row = await store.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("actor_id", "=", actor.id)
    .where("action", "=", "sign-in-failed")
    .where("at", ">", now - HOUR_MS)
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= AUDIT_FAILURES_PER_HOUR) return;
  await recordAudit(store.db, { actor, action: "sign-in-failed", subject: how, at: now });
}

export interface AuditFilter {
  actor?: string;
  area?: AuditArea;
  /** Inclusive, ms. */
  from?: number;
  /** Exclusive, ms. */
  to?: number;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  return db
    .selectFrom("audit_log")
    .$if(Boolean(filter.actor), (query) => query.where("actor_email", "=", filter.actor!))
    .$if(Boolean(filter.area), (query) => query.where("area", "=", filter.area!))
    .$if(filter.from !== undefined, (query) => query.where("at", ">=", filter.from!))
    .$if(filter.to !== undefined, (query) => query.where("at", "<", filter.to!));
}

export type AuditEntry = Omit<AuditLogTable, "at"> & { at: number };

/** One page of the entries matching `filter`, newest first, with how many match in all. */
export async function auditPage(store: Store, filter: AuditFilter, page: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(store.db, filter)
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    filtered(store.db, filter).select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map((row) => ({ ...row, at: Number(row.at) })), total: Number(count.count) };
}

/** Every entry matching `filter`, newest first, a batch at a time, read when asked for (for the CSV: memory stays flat). */
export async function* auditBatches(store: Store, filter: AuditFilter, batch = 500): AsyncGenerator<AuditEntry[]> {
  let before: { at: number; id: string } | undefined;
  for (;;) {
    const query = filtered(store.db, filter)
      .selectAll()
      // Bounded by the index on (at, id): the same rows as "at < t or (at = t and id < i)" (exportSubmissionBatches).
      .$if(before !== undefined, (query) =>
        query.where("at", "<=", before!.at).where((eb) => eb.or([eb("at", "<", before!.at), eb("id", "<", before!.id)])),
      )
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(batch);
    const rows = await selectRows(store, query);
    if (rows.length) yield rows.map((row) => ({ ...row, at: Number(row.at) }));
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    before = { at: Number(last.at), id: last.id };
  }
}

/** Every entry matching `filter`, newest first, one at a time (read in batches: auditBatches). */
export async function* auditRows(store: Store, filter: AuditFilter, batch = 500): AsyncGenerator<AuditEntry> {
  for await (const rows of auditBatches(store, filter, batch)) yield* rows;
}

/** The accounts the log names, for the person filter (removed ones too: their entries stay). */
export async function auditActors(store: Store): Promise<string[]> {
  const rows = await store.db.selectFrom("audit_log").select("actor_email").distinct().where("actor_email", "is not", null).orderBy("actor_email").execute();
  return rows.map((row) => row.actor_email!);
}

/** Removes the entries older than `retentionDays` (the server's sweep); returns how many went. */
export async function purgeAuditLog(store: Store, retentionDays: number, now = Date.now()): Promise<number> {
  const result = await store.db.deleteFrom("audit_log").where("at", "<", now - retentionDays * DAY_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
