import { ATTACHMENT_INPUT, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, attachmentMessages } from "../../quote/attachments";
import { receiveUpload, type ReceivedFile, type SkippedFile, type UploadRequest } from "../media/upload-stream.server";

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
}

export function skippedMessages(skipped: readonly SkippedFile[]): string[] {
  const messages = skipped.filter((file) => file.reason === "size").map((file) => attachmentMessages.tooLarge(file.originalName));
  const extra = skipped.filter((file) => file.reason === "count").map((file) => file.originalName);
  if (extra.length) messages.push(attachmentMessages.tooMany(extra));
  return messages;
}

/**
 * Reads a multipart quote request: its files stream to temporary files (never held in memory), a file too large or
 * beyond the limit is left out with a message, and the text fields come back. The caller removes the files with
 * `cleanup()` once the request is answered.
 */
export async function receiveQuoteUpload(req: UploadRequest, tmpDir: string) {
  const upload = await receiveUpload(req, {
    tmpDir,
    fileField: ATTACHMENT_INPUT,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    maxFiles: MAX_ATTACHMENTS,
    maxFields: QUOTE_MAX_FIELDS,
    maxFieldBytes: QUOTE_MAX_FIELD_BYTES,
    maxBodyBytes: MAX_QUOTE_UPLOAD_BYTES,
    skip: true,
  });
  const quoteUpload: QuoteUpload = { files: upload.files, problems: skippedMessages(upload.skipped) };
  return { fields: upload.fields, quoteUpload, cleanup: upload.cleanup };
}
