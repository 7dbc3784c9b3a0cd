import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Env } from "#app/lib/env.server";
import { MAX_ATTACHMENTS } from "#app/lib/quote/attachments";
import type { Dialect } from "../platform/database.server";
import type { Database } from "../platform/db-schema";

/**
 * The quota on quote files received before their request is sent (decision 022): what one client (clientHash, IPv6
 * grouped by /64) may have waiting, and the site's budget for all of them. Counted in the database, so every instance
 * sharing it sees the same totals: the pending files themselves, and the bytes of uploads being received right now
 * (reservations), which are reserved before they are written.
 */

const MB = 1024 * 1024;
/** A file received with a form that was not sent in the end is kept this long for the visitor to send it. */
export const PENDING_ATTACHMENT_TTL_MS = 24 * 60 * 60 * 1000;
/** Pending files one client may have: two requests' worth. */
export const PENDING_FILES_PER_CLIENT = 2 * MAX_ATTACHMENTS;
/**
 * The first bytes of a multipart quote post are received without a reservation: a request without files may be this
 * large (its schedule; MAX_QUOTE_POST_BYTES of server/post-guards.ts), so a full budget never refuses it. Files that
 * small are still checked against the quota before they are stored.
 */
export const UNRESERVED_UPLOAD_BYTES = 256 * 1024;
/** A body longer than it announced (or announcing nothing: chunked) reserves more in steps of this size. */
export const RESERVATION_STEP_BYTES = 8 * MB;
/** A reservation an instance left behind (it stopped mid-upload) stops counting after this long. */
export const RESERVATION_TTL_MS = 60 * 60 * 1000;
/** PostgreSQL advisory lock taken while a reservation or a pending file is checked against the totals. */
const PENDING_UPLOADS_LOCK = 72_022;

export interface PendingUploadLimits {
  /** Bytes one client may have pending and being received. */
  clientBytes: number;
  /** Files one client may have pending. */
  clientFiles: number;
  /** Bytes all clients together may have pending and being received. */
  budgetBytes: number;
}

export function pendingUploadLimits(env: Pick<Env, "PENDING_UPLOADS_BUDGET_MB" | "PENDING_UPLOADS_PER_CLIENT_MB">): PendingUploadLimits {
  return {
    clientBytes: env.PENDING_UPLOADS_PER_CLIENT_MB * MB,
    clientFiles: PENDING_FILES_PER_CLIENT,
    budgetBytes: env.PENDING_UPLOADS_BUDGET_MB * MB,
  };
}

/** What the quota is checked in: the database, and its dialect (for the lock). */
export interface PendingQuota {
  dialect: Dialect;
  limits: PendingUploadLimits;
}

export interface PendingUsage {
  clientBytes: number;
  clientFiles: number;
  siteBytes: number;
}

/** The limit that adding would pass: the client's first (a flood from one client is that client's), then the site's. */
export type QuotaExceeded = "client" | "budget";

/** Whether `adding` fits beside `usage`; the limit it would pass, if any. */
export function exceededQuota(usage: PendingUsage, adding: { bytes: number; files: number }, limits: PendingUploadLimits): QuotaExceeded | undefined {
  if (usage.clientFiles + adding.files > limits.clientFiles || usage.clientBytes + adding.bytes > limits.clientBytes) return "client";
  if (usage.siteBytes + adding.bytes > limits.budgetBytes) return "budget";
  return undefined;
}

/** The answer to a post refused by the quota: 429 for the client's, 507 (Insufficient Storage) for the site's. */
export const QUOTA_STATUS: Record<QuotaExceeded, 429 | 507> = { client: 429, budget: 507 };

export function quotaMessage(exceeded: QuotaExceeded, limits: PendingUploadLimits): string {
  if (exceeded === "client") {
    return `Too many files are waiting from your connection to be sent with a quote request (at most ${limits.clientFiles} files and ${Math.floor(limits.clientBytes / MB)} MB), so these were not taken. Send or remove the files already on your form, send your request without more files and email them to us, or try again tomorrow.`;
  }
  return "We cannot take more files just now: the space for files waiting to be sent is full. Send your request without them and email the files to us, or try again later.";
}

/** Serialises the checks: on SQLite a transaction already runs alone; PostgreSQL instances wait for each other here. */
export async function lockPendingUploads(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${PENDING_UPLOADS_LOCK})`.execute(trx);
}

/** PostgreSQL gives sums of bigint as text, and a sum over no rows is null. */
const total = (value: unknown) => Number(value ?? 0);

/**
 * What is pending (files not sent yet, and not expired: those leave at the next sweep) and being received (live
 * reservations, but `exceptReservation`), site-wide and for one client.
 */
export async function pendingUsage(db: Kysely<Database>, clientHash: string, now: number, exceptReservation?: string): Promise<PendingUsage> {
  const files = await db
    .selectFrom("lead_attachments")
    .select([
      sql<unknown>`sum(bytes)`.as("site_bytes"),
      sql<unknown>`sum(case when client_hash = ${clientHash} then bytes else 0 end)`.as("client_bytes"),
      sql<unknown>`sum(case when client_hash = ${clientHash} then 1 else 0 end)`.as("client_files"),
    ])
    .where("submission_id", "is", null)
    .where("created_at", ">", now - PENDING_ATTACHMENT_TTL_MS)
    .executeTakeFirst();
  const held = await db
    .selectFrom("upload_reservations")
    .select([sql<unknown>`sum(bytes)`.as("site_bytes"), sql<unknown>`sum(case when client_hash = ${clientHash} then bytes else 0 end)`.as("client_bytes")])
    .where("expires_at", ">", now)
    .$if(exceptReservation !== undefined, (query) => query.where("id", "!=", exceptReservation!))
    .executeTakeFirst();
  return {
    clientBytes: total(files?.client_bytes) + total(held?.client_bytes),
    clientFiles: total(files?.client_files),
    siteBytes: total(files?.site_bytes) + total(held?.site_bytes),
  };
}

/**
 * The bytes one upload may write, reserved in the database before they are written: `reserve(total)` grows the
 * reservation to `total` bytes when the quota allows it, `release()` ends it when the request is answered.
 */
export class UploadReservation {
  readonly id = randomUUID();
  /** Bytes reserved so far. */
  reserved = 0;
  private closed = false;
  /** Reservations and the release run one after the other, so a release never misses a reservation being made. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    readonly quota: PendingQuota,
    readonly clientHash: string,
  ) {}

  /** Reserves `bytes` in all (a reservation only grows); undefined when granted, else the limit that refused it. */
  reserve(bytes: number, now = Date.now()): Promise<QuotaExceeded | undefined> {
    const next = this.queue.then(() => this.grow(bytes, now));
    this.queue = next.catch(() => {});
    return next;
  }

  /** Ends the reservation (the upload's temporary files are gone, its stored files count for themselves). */
  release(): Promise<void> {
    const next = this.queue.then(async () => {
      this.closed = true;
      if (this.reserved === 0) return;
      this.reserved = 0;
      await this.db.deleteFrom("upload_reservations").where("id", "=", this.id).execute();
    });
    this.queue = next.catch(() => {});
    return next;
  }

  private async grow(bytes: number, now: number): Promise<QuotaExceeded | undefined> {
    if (this.closed || bytes <= this.reserved) return undefined;
    const first = this.reserved === 0;
    const exceeded = await this.db.transaction().execute(async (trx) => {
      await lockPendingUploads(trx, this.quota.dialect);
      const usage = await pendingUsage(trx, this.clientHash, now);
      // The first reservation also needs room for one more file: a client at its file limit sends no more.
      const refused = exceededQuota(usage, { bytes: bytes - this.reserved, files: first ? 1 : 0 }, this.quota.limits);
      if (refused) return refused;
      const expires_at = now + RESERVATION_TTL_MS;
      if (first) await trx.insertInto("upload_reservations").values({ id: this.id, client_hash: this.clientHash, bytes, expires_at }).execute();
      else await trx.updateTable("upload_reservations").set({ bytes, expires_at }).where("id", "=", this.id).execute();
      return undefined;
    });
    if (!exceeded) this.reserved = bytes;
    return exceeded;
  }
}

/** Moves `bytes` of a reservation to the pending file just stored from it, in the same transaction. */
export async function settleReservation(trx: Transaction<Database>, reservationId: string, bytes: number): Promise<void> {
  await trx
    .updateTable("upload_reservations")
    .set({ bytes: sql<number>`case when bytes > ${bytes} then bytes - ${bytes} else 0 end` })
    .where("id", "=", reservationId)
    .execute();
}

/** Removes reservations left by an instance that stopped mid-upload. Returns how many. */
export async function removeExpiredReservations(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("upload_reservations").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
