/**
 * What the staff image library and the editors' upload controls share in the browser: which files are taken, the
 * size limit (the server's, app/lib/server/media/upload-stream.server.ts, which a unit test keeps equal) and the
 * Markdown that puts an uploaded image into a journal post. Pure TypeScript.
 */
import { mediaUrl, mediaWidths } from "../media";

/** Where the staff pages post images (server/uploads.ts MEDIA_UPLOAD_PATH). */
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";
export const MEDIA_LIBRARY_PATH = "/admin/media";

/** The file input's accept list: what the server reads (HEIC and HEIF from iPhones included). */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";

export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The guidance shown beside every upload control. */
export const UPLOAD_GUIDANCE = `JPEG, PNG, WebP, AVIF or HEIC (iPhone) photos, up to ${MAX_UPLOAD_MB} MB each. Location and camera data are removed when an image is uploaded.`;

/** Where a no-JavaScript upload form posts: back to `returnPath` with ?uploaded=… or ?uploadError=…. */
export function uploadAction(returnPath: string): string {
  return `${MEDIA_UPLOAD_PATH}?return=${encodeURIComponent(returnPath)}`;
}

/** A file name fit to quote in a message (the server's displayName): last path segment, no controls, not too long. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 120);
  return clean || "The file";
}

/** The server's refusal of a file over the limit, said before it is sent (the browser knows the size). */
export function tooLargeMessage(name: string): string {
  return `"${displayFileName(name)}" is larger than ${MAX_UPLOAD_MB} MB, the most we take for one image. Export a smaller version and upload that.`;
}

/** The width a post's Markdown should use: 800 (the body is about that wide), or the nearest that exists. */
export const SNIPPET_WIDTH = 800;

export function snippetWidth(sourceWidth: number): number {
  const widths = mediaWidths(sourceWidth);
  return widths.includes(SNIPPET_WIDTH) ? SNIPPET_WIDTH : widths[widths.length - 1]!;
}

/** `![Describe the image](/media/<id>-800.webp)`: paste into a post, then describe the image. */
export function markdownSnippet(media: { id: string; width: number }): string {
  return `![Describe the image](${mediaUrl(media.id, snippetWidth(media.width), "webp")})`;
}

/** "2.4 MB", "640 KB": a file size for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What the upload handler's JSON answer says of each stored image (the part the staff pages use). */
export interface UploadedImage {
  id: string;
  originalName: string;
  width: number;
  height: number;
}

/** The upload handler's JSON answer. */
export type UploadAnswer = { ok: true; media: UploadedImage[] } | { ok: false; error: string };
