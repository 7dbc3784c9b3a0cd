import { ATTACHMENT_INPUT, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, attachmentMessages } from "#app/lib/quote/attachments";
import { MediaError } from "../media/media-errors.server";
import { receiveUpload, type ReceivedFile, type ReceivedUpload, type SkippedFile, type UploadRequest } from "../media/upload-stream.server";
import { QUOTA_STATUS, quotaMessage, RESERVATION_STEP_BYTES, UNRESERVED_UPLOAD_BYTES, type UploadReservation } from "./pending-uploads.server";

/** Most text fields of a quote request: its schedule (seven per opening), the contact fields and kept files. */
export const QUOTE_MAX_FIELDS = 480;
/** The longest text field of a quote request (its message, form-encoded). */
export const QUOTE_MAX_FIELD_BYTES = 64 * 1024;
/**
 * The largest multipart quote request: five files at the limit, a file over the limit that is left out, and the
 * fields. Past this the post is refused (413) before more is read.
 */
export const MAX_QUOTE_UPLOAD_BYTES = (MAX_ATTACHMENTS + 2) * MAX_ATTACHMENT_BYTES + 2 * 1024 * 1024;

/** A multipart quote request's files, received before its action runs; the action decides what is kept. */
export interface QuoteUpload {
  files: ReceivedFile[];
  /** Files left out while reading (too large, or too many), each as a message for the form. */
  problems: string[];
  /** The reservation its bytes were received under, when it needed one (decision 022). */
  reservationId?: string;
}

export function skippedMessages(skipped: readonly SkippedFile[]): string[] {
  const messages = skipped.filter((file) => file.reason === "size").map((file) => attachmentMessages.tooLarge(file.originalName));
  const extra = skipped.filter((file) => file.reason === "count").map((file) => file.originalName);
  if (extra.length) messages.push(attachmentMessages.tooMany(extra));
  return messages;
}

/**
 * The bytes a quote post may send beyond UNRESERVED_UPLOAD_BYTES, reserved against the pending-file quota and budget
 * before they are read: `needed` in all (`exact`, as announced by Content-Length), or a step more while a body that
 * announced less or nothing goes on. Refused with 429 (the client's quota) or 507 (the site's budget).
 */
async function reserveFor(reservation: UploadReservation, needed: number, exact: boolean): Promise<number> {
  if (needed > UNRESERVED_UPLOAD_BYTES) {
    const held = UNRESERVED_UPLOAD_BYTES + reservation.reserved;
    const target = exact ? needed : Math.max(needed, Math.min(held + RESERVATION_STEP_BYTES, MAX_QUOTE_UPLOAD_BYTES));
    const exceeded = await reservation.reserve(target - UNRESERVED_UPLOAD_BYTES);
    if (exceeded) throw new MediaError(QUOTA_STATUS[exceeded], quotaMessage(exceeded, reservation.quota.limits));
  }
  return UNRESERVED_UPLOAD_BYTES + reservation.reserved;
}

/**
 * Reads a multipart quote request: its files stream to temporary files (never held in memory), a file too large or
 * beyond the limit is left out with a message, and the text fields come back. With a `reservation`, what the body
 * announces is reserved before anything is read and the rest as it comes, so a post the quota or budget cannot take
 * is refused (a MediaError, 429 or 507) before it is written. The caller removes the files and ends the reservation
 * with `cleanup()` once the request is answered; when this throws, both are already done.
 */
export async function receiveQuoteUpload(req: UploadRequest, tmpDir: string, reservation?: UploadReservation) {
  let received: ReceivedUpload;
  try {
    const announced = Number(req.headers["content-length"]);
    if (reservation && Number.isFinite(announced) && announced <= MAX_QUOTE_UPLOAD_BYTES) await reserveFor(reservation, announced, true);
    received = await receiveUpload(req, {
      tmpDir,
      fileField: ATTACHMENT_INPUT,
      maxFileBytes: MAX_ATTACHMENT_BYTES,
      maxFiles: MAX_ATTACHMENTS,
      maxFields: QUOTE_MAX_FIELDS,
      maxFieldBytes: QUOTE_MAX_FIELD_BYTES,
      maxBodyBytes: MAX_QUOTE_UPLOAD_BYTES,
      skip: true,
      ...(reservation ? { allow: (needed: number) => reserveFor(reservation, needed, false) } : {}),
    });
  } catch (error) {
    await reservation?.release();
    throw error;
  }
  const quoteUpload: QuoteUpload = {
    files: received.files,
    problems: skippedMessages(received.skipped),
    ...(reservation && reservation.reserved > 0 ? { reservationId: reservation.id } : {}),
  };
  const cleanup = async () => {
    await received.cleanup();
    await reservation?.release();
  };
  return { fields: received.fields, quoteUpload, cleanup };
}
