/**
 * What the staff image library and the editors' upload controls share in the browser: where uploads go, the limits
 * and messages (app/lib/media-upload.ts, the server's too) and the Markdown that puts an uploaded image into a
 * journal post. Pure TypeScript.
 */
import { mediaUrl, mediaWidths } from "../media";

/** Where the staff pages post images (server/uploads.ts MEDIA_UPLOAD_PATH). */
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";
export const MEDIA_LIBRARY_PATH = "/admin/media";

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_ACCEPT, UPLOAD_GUIDANCE, displayFileName, tooLargeMessage } from "../media-upload";

/** The query parameter naming the picker a no-JavaScript upload from the library returns to (its field's name). */
export const PICK_PARAM = "pick";
const PICK_FIELD = /^[a-z][a-z0-9_]{0,39}$/;

/** Whether a `pick` parameter names a field (lowercase letters, digits and underscores). */
export function isPickField(value: string | null | undefined): value is string {
  return typeof value === "string" && PICK_FIELD.test(value);
}

/**
 * Where a picker sends staff without JavaScript to upload a picture: the image library, told to come back to
 * `returnPath` with the new image chosen in the field `field` (?pick=field&uploaded=id).
 */
export function libraryUploadFor(returnPath: string, field: string): string {
  const back = new URL(returnPath, "http://same.invalid");
  back.searchParams.delete("uploaded");
  back.searchParams.delete("uploadError");
  back.searchParams.set(PICK_PARAM, field);
  return `${MEDIA_LIBRARY_PATH}?return=${encodeURIComponent(`${back.pathname}${back.search}`)}`;
}

/**
 * Where the library sends staff who came to upload for a picker (`return`): a staff page other than the library, or
 * undefined. The address is read from the query, so only a same-site /admin/ path is ever followed.
 */
export function pickerReturn(value: string | null): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith("/admin/") || value.startsWith("//")) return undefined;
  const url = new URL(value, "http://same.invalid");
  if (url.origin !== "http://same.invalid" || url.pathname.startsWith(MEDIA_LIBRARY_PATH) || !isPickField(url.searchParams.get(PICK_PARAM))) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The picker's page with the images just uploaded (?uploaded=id,id), as the upload handler sends a form back. */
export function withUploaded(returnPath: string, ids: readonly string[]): string {
  const url = new URL(returnPath, "http://same.invalid");
  url.searchParams.delete("uploadError");
  url.searchParams.set("uploaded", ids.join(","));
  return `${url.pathname}${url.search}`;
}

/** Where a no-JavaScript upload form posts: back to `returnPath` with ?uploaded=… or ?uploadError=…. */
export function uploadAction(returnPath: string): string {
  return `${MEDIA_UPLOAD_PATH}?return=${encodeURIComponent(returnPath)}`;
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
