import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { fileTypeFromFile } from "file-type";
import type { Kysely, Transaction } from "kysely";
import {
  ATTACHMENT_FIELD_PREFIX,
  MAX_ATTACHMENTS,
  attachmentField,
  attachmentMessages,
  type AttachmentInfo,
  type AttachmentType,
} from "#app/lib/quote/attachments";
import type { RawFields } from "#app/lib/forms/fields";
import type { Database, LeadAttachmentRow } from "../platform/db-schema";
import type { ReceivedFile } from "../media/upload-stream.server";
import type { RateLimiter } from "./rate-limit.server";
import {
  exceededQuota,
  lockPendingUploads,
  PENDING_ATTACHMENT_TTL_MS,
  pendingUsage,
  quotaMessage,
  settleReservation,
  type PendingQuota,
  type QuotaExceeded,
} from "./pending-uploads.server";

export { PENDING_ATTACHMENT_TTL_MS };

/** The bytes of an attachment are stored and read in pieces of this size: memory per file stays this small. */
export const ATTACHMENT_CHUNK_BYTES = 1024 * 1024;
const ATTACHMENT_ID_BYTES = 16;
const ATTACHMENT_ID = /^[A-Za-z0-9_-]{22}$/;

/** Detected MIME type -> the type stored. HEIF covers HEIC and its sequences (bursts, Live Photos). */
const TAKEN: Record<string, AttachmentType> = {
  "application/pdf": "application/pdf",
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/heic": "image/heic",
  "image/heif": "image/heic",
  "image/heic-sequence": "image/heic",
  "image/heif-sequence": "image/heic",
};

/** The type of a file from its first bytes, whatever its name says; undefined when it is not one we take. */
export async function attachmentType(filePath: string): Promise<AttachmentType | undefined> {
  const found = await fileTypeFromFile(filePath).catch(() => undefined);
  return found ? TAKEN[found.mime] : undefined;
}

function toInfo(row: Pick<LeadAttachmentRow, "id" | "original_name" | "content_type" | "bytes">): AttachmentInfo {
  return { id: row.id, name: row.original_name, contentType: row.content_type, bytes: Number(row.bytes) };
}

/** Where a pending file is stored, and whose it is. */
export interface PendingFileOwner {
  db: Kysely<Database>;
  quota: PendingQuota;
  clientHash: string;
  /** The reservation the file was received under (decision 022): its bytes move to the stored file. */
  reservationId?: string;
}

/**
 * Stores one checked file as a pending attachment, its bytes read from disk a piece at a time, in one transaction:
 * the file is there whole, or not at all. First, in the same transaction, it is checked against the pending-file
 * quota and budget: a file that would pass one is not written, and the limit it would pass comes back instead.
 */
export async function storePendingAttachment(
  owner: PendingFileOwner,
  file: ReceivedFile,
  contentType: AttachmentType,
  now = Date.now(),
): Promise<{ stored: AttachmentInfo } | { exceeded: QuotaExceeded }> {
  const id = randomBytes(ATTACHMENT_ID_BYTES).toString("base64url");
  const hash = createHash("sha256");
  let bytes = 0;
  const exceeded = await owner.db.transaction().execute(async (trx) => {
    await lockPendingUploads(trx, owner.quota.dialect);
    const usage = await pendingUsage(trx, owner.clientHash, now, owner.reservationId);
    const refused = exceededQuota(usage, { bytes: file.bytes, files: 1 }, owner.quota.limits);
    if (refused) return refused;
    await trx
      .insertInto("lead_attachments")
      .values({ id, submission_id: null, original_name: file.originalName, content_type: contentType, bytes: file.bytes, sha256: "", created_at: now, client_hash: owner.clientHash })
      .execute();
    let seq = 0;
    for await (const chunk of createReadStream(file.path, { highWaterMark: ATTACHMENT_CHUNK_BYTES })) {
      const data = chunk as Buffer;
      hash.update(data);
      bytes += data.length;
      await trx.insertInto("lead_attachment_chunks").values({ attachment_id: id, seq: seq++, data }).execute();
    }
    await trx.updateTable("lead_attachments").set({ sha256: hash.digest("hex"), bytes }).where("id", "=", id).execute();
    if (owner.reservationId) await settleReservation(trx, owner.reservationId, bytes);
    return undefined;
  });
  return exceeded ? { exceeded } : { stored: { id, name: file.originalName, contentType, bytes } };
}

/** The ids a form carries for files it already sent (attachment_1 …), in order, well-formed and without repeats. */
export function keptAttachmentIds(fields: RawFields): string[] {
  const ids: string[] = [];
  for (let n = 1; n <= MAX_ATTACHMENTS; n++) {
    const value = fields[attachmentField(n)];
    if (typeof value === "string" && ATTACHMENT_ID.test(value) && !ids.includes(value)) ids.push(value);
  }
  return ids;
}

/** Whether a field is one of the kept-attachment fields (they are not the visitor's typed values). */
export function isAttachmentField(name: string): boolean {
  return name.startsWith(ATTACHMENT_FIELD_PREFIX);
}

/** The pending attachments among `ids`, in the order given; ids that are unknown, expired or already sent drop out. */
export async function pendingAttachments(db: Kysely<Database>, ids: readonly string[], now = Date.now()): Promise<AttachmentInfo[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("lead_attachments")
    .select(["id", "original_name", "content_type", "bytes"])
    .where("id", "in", [...ids])
    .where("submission_id", "is", null)
    .where("created_at", ">", now - PENDING_ATTACHMENT_TTL_MS)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toInfo(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface AcceptedAttachments {
  /** The files the request now has (kept from before, then the new ones), at most MAX_ATTACHMENTS. */
  attachments: AttachmentInfo[];
  /** Why a file was not taken, one sentence each. */
  errors: string[];
}

export interface AttachmentIntake extends PendingFileOwner {
  /** One point per new file, per client. */
  limiter: RateLimiter;
  now?: number;
  /** Set when the post may leave no new files (it is over the form limit): why, as the form says it. */
  refuseNew?: string;
}

/**
 * A form post's attachments: the files it kept from an earlier post, and the files it brought, each checked from its
 * bytes and stored as pending. Problems (`receiveErrors` from reading the post, a type we do not take, too many
 * files, too many from one client, no room left for them) are messages; the files that pass are kept whatever happens
 * to the rest.
 */
export async function acceptAttachments(
  intake: AttachmentIntake,
  fields: RawFields,
  received: readonly ReceivedFile[],
  receiveErrors: readonly string[] = [],
): Promise<AcceptedAttachments> {
  const now = intake.now ?? Date.now();
  const attachments = await pendingAttachments(intake.db, keptAttachmentIds(fields), now);
  const errors = [...receiveErrors];
  const refusedForCount: string[] = [];
  const note = (message: string) => {
    if (!errors.includes(message)) errors.push(message);
  };
  for (const file of received) {
    if (file.bytes === 0) {
      errors.push(attachmentMessages.empty(file.originalName));
      continue;
    }
    const type = await attachmentType(file.path);
    if (!type) {
      errors.push(attachmentMessages.wrongType(file.originalName));
      continue;
    }
    if (attachments.length >= MAX_ATTACHMENTS) {
      refusedForCount.push(file.originalName);
      continue;
    }
    if (intake.refuseNew) {
      note(intake.refuseNew);
      continue;
    }
    const limit = await intake.limiter.consume(intake.clientHash);
    if (!limit.allowed) {
      note(attachmentMessages.limited(Math.ceil(limit.retryAfterSeconds / 60)));
      continue;
    }
    const result = await storePendingAttachment(intake, file, type, now);
    if ("exceeded" in result) note(quotaMessage(result.exceeded, intake.quota.limits));
    else attachments.push(result.stored);
  }
  if (refusedForCount.length) errors.push(attachmentMessages.tooMany(refusedForCount));
  return { attachments, errors };
}

/**
 * Gives pending attachments to the request stored in `trx`, in the order listed. Returns how many it took: fewer
 * than listed when one expired meanwhile.
 */
export async function claimAttachments(trx: Transaction<Database>, submissionId: string, ids: readonly string[]): Promise<number> {
  let taken = 0;
  for (const [index, id] of ids.entries()) {
    const result = await trx
      .updateTable("lead_attachments")
      .set({ submission_id: submissionId, position: index + 1 })
      .where("id", "=", id)
      .where("submission_id", "is", null)
      .executeTakeFirst();
    taken += Number(result.numUpdatedRows);
  }
  return taken;
}

/** A request's attachments, in the order the visitor attached them. */
export async function listAttachments(db: Kysely<Database>, submissionId: string): Promise<AttachmentInfo[]> {
  const rows = await db
    .selectFrom("lead_attachments")
    .select(["id", "original_name", "content_type", "bytes"])
    .where("submission_id", "=", submissionId)
    .orderBy("position")
    .execute();
  return rows.map(toInfo);
}

/** One stored attachment of a request (never a pending one), or undefined. */
export async function findAttachment(db: Kysely<Database>, submissionId: string, id: string): Promise<(AttachmentInfo & { sha256: string }) | undefined> {
  if (!ATTACHMENT_ID.test(id)) return undefined;
  const row = await db
    .selectFrom("lead_attachments")
    .select(["id", "original_name", "content_type", "bytes", "sha256"])
    .where("id", "=", id)
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
  return row ? { ...toInfo(row), sha256: row.sha256 } : undefined;
}

/** An attachment's bytes, a piece at a time, in order. */
export async function* attachmentChunks(db: Kysely<Database>, id: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const chunk = await db
      .selectFrom("lead_attachment_chunks")
      .select("data")
      .where("attachment_id", "=", id)
      .where("seq", "=", seq)
      .executeTakeFirst();
    if (!chunk) return;
    yield Buffer.from(chunk.data);
  }
}

/** Removes a pending attachment the visitor took off their form (a sent request's files stay). */
export async function discardPendingAttachment(db: Kysely<Database>, id: string): Promise<void> {
  if (!ATTACHMENT_ID.test(id)) return;
  await db.transaction().execute(async (trx) => {
    const pending = await trx.selectFrom("lead_attachments").select("id").where("id", "=", id).where("submission_id", "is", null).executeTakeFirst();
    if (!pending) return;
    await trx.deleteFrom("lead_attachment_chunks").where("attachment_id", "=", id).execute();
    await trx.deleteFrom("lead_attachments").where("id", "=", id).where("submission_id", "is", null).execute();
  });
}

/** Removes pending attachments older than PENDING_ATTACHMENT_TTL_MS (their chunks go with them). Returns how many. */
export async function removeExpiredAttachments(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const expired = await db
    .selectFrom("lead_attachments")
    .select("id")
    .where("submission_id", "is", null)
    .where("created_at", "<=", now - PENDING_ATTACHMENT_TTL_MS)
    .execute();
  if (!expired.length) return 0;
  const ids = expired.map((row) => row.id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("lead_attachment_chunks").where("attachment_id", "in", ids).execute();
    await trx.deleteFrom("lead_attachments").where("id", "in", ids).where("submission_id", "is", null).execute();
  });
  return ids.length;
}
