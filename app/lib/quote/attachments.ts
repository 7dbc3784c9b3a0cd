/**
 * What a quote request may carry besides its schedule: drawings and photos. Client-safe (the form checks a file as
 * soon as it is chosen, the server checks it again from its bytes).
 */

/** Files per request: a set of drawings and a few photos. */
export const MAX_ATTACHMENTS = 5;
/** The largest file: an architect's PDF set or a camera original. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;
export const MAX_ATTACHMENT_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/** The form's file input, and the hidden fields (attachment_1 …) naming files already received. */
export const ATTACHMENT_INPUT = "attachments";
export const ATTACHMENT_FIELD_PREFIX = "attachment_";
/** A file's Remove button (its value is the file's id): without JavaScript the server gives the form back without it. */
export const REMOVE_ATTACHMENT_FIELD = "remove_attachment";
/** Where attachment problems are reported, next to the file input. */
export const ATTACHMENTS_ERROR_FIELD = "attachments";

export function attachmentField(n: number): string {
  return `${ATTACHMENT_FIELD_PREFIX}${n}`;
}

/** The types taken, as found from the bytes; the extensions the file picker offers. */
export const ATTACHMENT_TYPES = [
  { mime: "application/pdf", label: "PDF", extensions: [".pdf"] },
  { mime: "image/jpeg", label: "JPEG", extensions: [".jpg", ".jpeg"] },
  { mime: "image/png", label: "PNG", extensions: [".png"] },
  { mime: "image/heic", label: "HEIC", extensions: [".heic", ".heif"] },
] as const;

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]["mime"];

/** The file input's `accept`: extensions and types, so phones offer their photos and files apps their PDFs. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((type) => [type.mime, ...type.extensions]).join(",");

export function attachmentTypeLabel(mime: string): string {
  return ATTACHMENT_TYPES.find((type) => type.mime === mime)?.label ?? mime;
}

/** A received file as the form and the staff see it. */
export interface AttachmentInfo {
  /** The random id the form carries to keep a received file (attachment_n). */
  id: string;
  name: string;
  contentType: string;
  bytes: number;
}

/** "3.2 MB", "840 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What a received file is, as shown after its name: "PDF, 1.2 MB". */
export function fileFacts(file: Pick<AttachmentInfo, "contentType" | "bytes">): string {
  return `${attachmentTypeLabel(file.contentType)}, ${formatBytes(file.bytes)}`;
}

/** A file name as shown in a message: without folders, and shortened when very long. */
export function shownName(name: string): string {
  const base = name.split(/[\\/]/).pop() || "file";
  return base.length > 80 ? `${base.slice(0, 60)}…${base.slice(-16)}` : base;
}

export const attachmentMessages = {
  tooLarge: (name: string) =>
    `"${shownName(name)}" is larger than ${MAX_ATTACHMENT_MB} MB, the most we take for one file. Attach a smaller export, or email it to us.`,
  wrongType: (name: string) =>
    `"${shownName(name)}" is not a PDF, JPEG, PNG or HEIC file, so it was not attached. Send drawings as PDF and photos as JPEG, PNG or HEIC.`,
  tooMany: (names: readonly string[]) =>
    `Attach at most ${MAX_ATTACHMENTS} files: ${names.map((name) => `"${shownName(name)}"`).join(", ")} ${names.length === 1 ? "was" : "were"} not attached.`,
  empty: (name: string) => `"${shownName(name)}" is empty, so it was not attached.`,
  limited: (minutes: number) =>
    `Too many files from your connection just now, so they were not attached. Try again in ${minutes} minutes, or email them to us.`,
};

/** What the file picker's extension says, checked before anything is sent (the server checks the bytes). */
export function acceptedByName(name: string): boolean {
  const lower = name.toLowerCase();
  return ATTACHMENT_TYPES.some((type) => type.extensions.some((extension) => lower.endsWith(extension)));
}
