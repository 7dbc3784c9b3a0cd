import { randomUUID } from "node:crypto";
import { sql, type SelectQueryBuilder } from "kysely";
import { NO_EVENT, PAGE_SIZE, type InboxFilter } from "#app/lib/admin/inbox-filter";
import type { Store } from "../platform/database.server";
import { selectRows } from "../platform/fast-select.server";
import type { Database, Submission, SubmissionEvent } from "../platform/db-schema";
import { INBOX_ORDER } from "#db/migrations/0033-lead-search";
import { matchesSearch, searchPhrases } from "./lead-search.server";
import { assignPersonById } from "./people/assign-person.server";
import { activeOwnerSql } from "./pipeline/pipeline.server";
import { applySourceFilter } from "./lead-source-filter.server";
import { applyDateFilter } from "./lead-date-filter.server";

/** Rows read per query while exporting. */
export const EXPORT_BATCH_SIZE = 500;

/** `%word%` for LIKE, with the wildcard characters of the word itself escaped (escape character: backslash). */
export function likePattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type SubmissionsQuery<O> = SelectQueryBuilder<Database, "submissions", O>;

/**
 * Whether a query is compiled for PostgreSQL (its parameters are $1, $2… where SQLite's are ?): the full-text
 * search is written differently on each, and a query builder does not say its dialect otherwise.
 */
function compiledForPostgres<O>(query: SubmissionsQuery<O>): boolean {
  return /\$1\b/.test(query.where("id", "=", "").compile().sql);
}

/** Narrows a query of submissions to a filter (not its page). */
export function applyFilter<O>(query: SubmissionsQuery<O>, filter: Omit<InboxFilter, "page">): SubmissionsQuery<O> {
  let narrowed = query;
  if (filter.kind) narrowed = narrowed.where("kind", "=", filter.kind);
  if (filter.form) narrowed = narrowed.where("form_id", "=", filter.form);
  if (filter.stage) narrowed = narrowed.where("stage", "=", filter.stage);
  if (filter.owner === "mine") narrowed = narrowed.where("owner_id", "=", filter.viewer ?? "").where(activeOwnerSql());
  if (filter.owner === "none") narrowed = narrowed.where((eb) => eb.not(activeOwnerSql()));
  // An event filter is about RSVPs: contact messages have no event either.
  if (filter.event) {
    narrowed = narrowed.where("kind", "=", "rsvp");
    narrowed = filter.event === NO_EVENT ? narrowed.where("event_id", "is", null) : narrowed.where("event_id", "=", filter.event);
  }
  narrowed = applySourceFilter(narrowed, filter);
  narrowed = applyDateFilter(narrowed, filter);
  narrowed = filter.status ? narrowed.where("status", "=", filter.status) : narrowed.where("status", "!=", "spam");
  // Text: every word, as a prefix, in the leads' full-text index (decision 068); a phone number by its digits.
  const phrases = searchPhrases(filter.q);
  if (phrases.length > 0) narrowed = narrowed.where(matchesSearch(phrases, compiledForPostgres(query)));
  return narrowed;
}

export type SubmissionSummary = Pick<
  Submission,
  "id" | "kind" | "form_id" | "created_at" | "first_name" | "last_name" | "email" | "phone" | "guests" | "status" | "handled_at" | "handled_by" | "rsvp_status" | "stage" | "owner_id" | "next_action" | "next_action_due"
>;

export interface InboxPage {
  rows: SubmissionSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the inbox: held submissions first (they wait for staff to release or discard them), then newest first. */
export async function listSubmissions(store: Store, filter: InboxFilter): Promise<InboxPage> {
  const base = applyFilter(store.db.selectFrom("submissions"), filter);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const total = Number(counted.count);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await base
    .select(["id", "kind", "form_id", "created_at", "first_name", "last_name", "email", "phone", "guests", "status", "handled_at", "handled_by", "rsvp_status", "stage", "owner_id", "next_action", "next_action_due"])
    .orderBy(sql.raw(INBOX_ORDER))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return { rows, total, page, pageCount };
}

/**
 * Every submission of a filter, newest first, a batch of EXPORT_BATCH_SIZE at a time (keyset pagination on
 * created_at and id, so new rows cannot shift it and each batch costs the same however deep the export is). The next
 * batch is read only when the consumer asks for it (decision 069).
 */
export async function* exportSubmissionBatches(store: Store, filter: Omit<InboxFilter, "page">): AsyncGenerator<Submission[]> {
  let last: { created_at: number; id: string } | undefined;
  for (;;) {
    const after = last;
    const query = applyFilter(store.db.selectFrom("submissions"), filter)
      .selectAll()
      // (created_at, id) before the last row's, written so that the index on created_at bounds the search (the same
      // rows as "created_at < t or (created_at = t and id < i)", which SQLite answers by sorting every earlier row).
      .$if(after !== undefined, (query) =>
        query
          .where("created_at", "<=", after!.created_at)
          .where((eb) => eb.or([eb("created_at", "<", after!.created_at), eb("id", "<", after!.id)])),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(EXPORT_BATCH_SIZE);
    const batch = await selectRows(store, query);
    if (batch.length) yield batch;
    if (batch.length < EXPORT_BATCH_SIZE) return;
    const tail = batch[batch.length - 1]!;
    last = { created_at: tail.created_at, id: tail.id };
  }
}

/** Every submission of a filter, newest first, one at a time (read in batches: exportSubmissionBatches). */
export async function* exportSubmissions(store: Store, filter: Omit<InboxFilter, "page">): AsyncGenerator<Submission> {
  for await (const batch of exportSubmissionBatches(store, filter)) yield* batch;
}

export async function getSubmission(store: Store, id: string): Promise<Submission | undefined> {
  return store.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Who changed the submission's status and when, oldest first. */
export async function submissionHistory(store: Store, id: string): Promise<SubmissionEvent[]> {
  return store.db
    .selectFrom("submission_events")
    .selectAll()
    .where("submission_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * Marks a submission handled, or new again (also how a submission marked as spam is moved to the inbox),
 * recording who and when. False when the submission does not exist or already has that status, or is held (a held
 * submission leaves held only by Release or Discard, held.server.ts).
 */
export async function setSubmissionStatus(
  store: Store,
  id: string,
  status: "new" | "handled",
  actor: string,
  now = Date.now(),
): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("submissions")
      .set(status === "handled" ? { status, handled_at: now, handled_by: actor } : { status, handled_at: null, handled_by: null })
      .where("id", "=", id)
      .where("status", "not in", [status, "held"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("submission_events")
      .values({ id: randomUUID(), submission_id: id, action: status, actor, created_at: now })
      .execute();
    // A lead moved out of spam gets its person (decision 071).
    await assignPersonById(trx, id, now);
    return true;
  });
}

/** New and held submissions waiting (spam not counted), for the staff header. */
export async function countNew(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "in", ["new", "held"])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
