/**
 * What an image upload may be, and what staff are told when a file is refused: one source for the upload controls in
 * the browser (app/components/admin/) and the server that reads the files (app/lib/server/media/). Pure TypeScript,
 * no imports, so it runs in both.
 */

/** The largest image file we take. Phone photos are 2 to 8 MB; a 20 MB file is a camera original. */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Images per upload: one gallery's worth; each is processed before anything is stored. */
export const MAX_FILES_PER_UPLOAD = 12;

/** The file input's accept list: what the server reads from the bytes (HEIC and HEIF from iPhones included). */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";
/** The same kinds in words, for a refusal: "Upload a JPEG, … photo." */
export const ACCEPTED_LIST = "a JPEG, PNG, WebP, AVIF or HEIC photo";

/** The guidance shown beside every upload control. */
export const UPLOAD_GUIDANCE = `JPEG, PNG, WebP, AVIF or HEIC (iPhone) photos, up to ${MAX_UPLOAD_MB} MB each. Location and camera data are removed when an image is uploaded.`;

/** What an upload control says before the reason when its upload was refused. */
export const UPLOAD_FAILED = "The upload did not work:";

/** A file name fit to quote in a message: its last path segment, no control characters, not too long. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 120);
  return clean || "The file";
}

/** A file over MAX_UPLOAD_BYTES: said by the server, and by the browser before sending (it knows the size). */
export function tooLargeMessage(name: string): string {
  return `"${displayFileName(name)}" is larger than ${MAX_UPLOAD_MB} MB, the most we take for one image. Export a smaller version and upload that.`;
}

export const TOO_MANY_FILES = `Upload at most ${MAX_FILES_PER_UPLOAD} images at once.`;
/** A request announcing more bytes than MAX_FILES_PER_UPLOAD files could be. */
export const REQUEST_TOO_LARGE = `This upload is too large: each image may be up to ${MAX_UPLOAD_MB} MB. Upload fewer images at once.`;

export function emptyFileMessage(name: string): string {
  return `"${displayFileName(name)}" is empty. Choose the photo again and upload it.`;
}

/** A file whose bytes are not an image we take; `what` says what it is ("it is a PDF document"). */
export function notAnImageMessage(name: string, what: string): string {
  return `"${displayFileName(name)}" is not an image we can use: ${what}. Upload ${ACCEPTED_LIST}.`;
}
