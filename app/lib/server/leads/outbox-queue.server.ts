/**
 * The outbox table as a queue: due rows are claimed under a lease (by one instance, also across instances sharing
 * PostgreSQL), then marked sent or given a retry time with exponential backoff; staff can make a row due at once.
 */
import type { OutboxRow } from "../platform/db-schema";
import type { Store } from "../platform/database.server";

/**
 * A claim's lease: after it, a crashed worker's rows are claimed again. Must exceed SEND_TIMEOUT_MS
 * (outbox-transport.server.ts).
 */
export const LOCK_MS = 2 * 60_000;
/** First retry delay; doubles per attempt up to BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 60 * 60_000;
/** Up to this fraction is added at random, so instances do not retry in lockstep. */
export const BACKOFF_JITTER = 0.1;

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 1 h, plus jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(delay * (1 + BACKOFF_JITTER * random()));
}

/**
 * Atomically claims up to `limit` due rows: sets their lease (locked_until) and counts the attempt, returning them.
 * PostgreSQL: FOR UPDATE SKIP LOCKED, so concurrent instances claim disjoint rows without waiting.
 * SQLite: one UPDATE … RETURNING statement, which is its own transaction and takes the write lock before reading,
 * so two writers cannot claim the same row (an explicit BEGIN … COMMIT would only add await gaps in which another
 * connection of the same process could block the event loop on the file lock).
 */
export async function claimDue(
  store: Store,
  now: number,
  limit: number,
  kinds: OutboxRow["kind"][] = ["email", "forward"],
): Promise<OutboxRow[]> {
  if (!kinds.length) return [];
  return store.db
    .updateTable("outbox")
    .set((eb) => ({ locked_until: now + LOCK_MS, attempts: eb("attempts", "+", 1) }))
    .where((eb) =>
      eb(
        "id",
        "in",
        eb
          .selectFrom("outbox")
          .select("id")
          .where("sent_at", "is", null)
          .where("next_attempt_at", "<=", now)
          .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<", now)]))
          .where("kind", "in", kinds)
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(limit)
          .$if(store.dialect === "postgres", (query) => query.forUpdate().skipLocked()),
      ),
    )
    .returningAll()
    .execute();
}

/**
 * Claimed rows went out: marks them sent and releases their leases, in one statement (one commit, so one wait for the
 * disk however many went out together).
 */
export async function markSent(store: Store, rows: readonly OutboxRow[], now: number): Promise<void> {
  if (!rows.length) return;
  await store.db
    .updateTable("outbox")
    .set({ sent_at: now, locked_until: null, last_error: null })
    .where(
      "id",
      "in",
      rows.map((row) => row.id),
    )
    .where("sent_at", "is", null)
    .execute();
}

/**
 * A claimed row failed: records the error and the time of the next attempt and releases the lease, unless the row was
 * claimed again since (the attempt count is no longer ours).
 */
export async function markFailed(store: Store, row: OutboxRow, error: string, retryAt: number): Promise<void> {
  await store.db
    .updateTable("outbox")
    .set({ last_error: error, locked_until: null, next_attempt_at: retryAt })
    .where("id", "=", row.id)
    .where("attempts", "=", row.attempts) // still our claim
    .where("sent_at", "is", null)
    .execute();
}

/**
 * One page of unsent mail created at or after `since`, in (created_at, id) order, after the row `after` when given;
 * for the no-SMTP log, which pages through them so that more than a page of pending mail cannot hide the newest.
 */
export async function pendingMail(
  store: Store,
  since: number,
  after: { created_at: number; id: string } | undefined,
  limit: number,
): Promise<OutboxRow[]> {
  let query = store.db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "=", "email")
    .where("sent_at", "is", null)
    .where("created_at", ">=", since);
  if (after) {
    const { created_at, id } = after;
    query = query.where((eb) =>
      eb.or([eb("created_at", ">", created_at), eb.and([eb("created_at", "=", created_at), eb("id", ">", id)])]),
    );
  }
  return query.orderBy("created_at").orderBy("id").limit(limit).execute();
}

/** Staff "retry now": makes a pending row due at once and releases any lease. True when a row changed. */
export async function retryNow(store: Store, outboxId: string, now = Date.now()): Promise<boolean> {
  const result = await store.db
    .updateTable("outbox")
    .set({ next_attempt_at: now, locked_until: null })
    .where("id", "=", outboxId)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type DeliveryStatus = "sent" | "pending" | "retrying";

export interface Delivery {
  id: string;
  kind: OutboxRow["kind"];
  recipient: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  nextAttemptAt: number;
  sentAt: number | null;
}

/** How each notification of a submission fared, for the staff inbox. */
export async function deliveryState(store: Store, submissionId: string): Promise<Delivery[]> {
  const rows = await store.db
    .selectFrom("outbox")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("created_at")
    .orderBy("kind")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.sent_at !== null ? "sent" : row.last_error !== null ? "retrying" : "pending",
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
  }));
}
