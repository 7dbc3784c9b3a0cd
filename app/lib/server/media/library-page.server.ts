/**
 * The staff image library's server side (app/routes/admin/media.tsx): what the page lists, and deleting an image or
 * bringing it back. Where the images are used, and what follows a change, belong to the content and are passed in by
 * the route, so media/ imports no other feature.
 */
import { data, redirect } from "react-router";
import { markdownSnippet, MEDIA_LIBRARY_PATH, pickerReturn } from "#app/lib/admin/media-library";
import { FOCAL_INTENT, FOCAL_X_FIELD, FOCAL_Y_FIELD, parseFocal } from "#app/lib/admin/media-focal";
import { CENTRE } from "#app/lib/media";
import { staffTime } from "#app/lib/business-time";
import { isMediaId } from "#app/lib/media";
import type { RawFields } from "#app/lib/forms/fields";
import type { MediaDb } from "./media-schema";
import { getMedia, listMedia, restoreMedia, rowFocal, setMediaFocal, softDeleteMedia } from "./media-store.server";

/** Deleted images listed for undoing (the newest deletions). */
export const DELETED_SHOWN = 12;
/** The longest upload refusal shown from the address (`?uploadError=`). */
const MAX_UPLOAD_ERROR_LENGTH = 500;

/** One place an image is used, named for staff, with the editor where another picture can be chosen. */
export interface ImageUse {
  what: string;
  href: string;
}

/** Where each image is used, by its id (app/lib/server/content/media-uses.server.ts). */
export type MediaUses = ReadonlyMap<string, readonly ImageUse[]>;

/** The library as the page shows it, with the notices its address asks for (after an upload, a delete, an undo). */
export async function mediaLibraryPage(db: MediaDb, url: URL, findUses: Promise<MediaUses>) {
  const [rows, everything, uses] = await Promise.all([listMedia(db), listMedia(db, { includeDeleted: true }), findUses]);
  const deletedRows = everything
    .filter((row) => row.deleted_at !== null)
    .sort((a, b) => Number(b.deleted_at) - Number(a.deleted_at))
    .slice(0, DELETED_SHOWN);
  const named = (id: string | null) => (id ? everything.find((row) => row.id === id) : undefined);
  const deletedParam = named(url.searchParams.get("deleted"));
  const restoredParam = named(url.searchParams.get("restored"));
  return {
    images: rows.map((row) => ({
      id: row.id,
      name: row.original_name,
      width: Number(row.width),
      height: Number(row.height),
      uploaded: staffTime(Number(row.created_at)),
      by: row.created_by,
      snippet: markdownSnippet({ id: row.id, width: Number(row.width) }),
      uses: [...(uses.get(row.id) ?? [])],
      focal: rowFocal(row) ?? CENTRE,
    })),
    deleted: deletedRows.map((row) => ({ id: row.id, name: row.original_name, deleted: staffTime(Number(row.deleted_at)) })),
    uploaded: (url.searchParams.get("uploaded") ?? "").split(",").filter(isMediaId),
    uploadError: url.searchParams.get("uploadError")?.slice(0, MAX_UPLOAD_ERROR_LENGTH) ?? null,
    deletedNotice: deletedParam && deletedParam.deleted_at !== null ? { id: deletedParam.id, name: deletedParam.original_name } : null,
    restoredNotice: restoredParam && restoredParam.deleted_at === null ? { id: restoredParam.id, name: restoredParam.original_name } : null,
    focalNotice: named(url.searchParams.get("focal"))?.original_name ?? null,
    /** Staff came from a picker to upload (without JavaScript): the upload goes back there with the picture chosen. */
    returnTo: pickerReturn(url.searchParams.get("return")) ?? null,
  };
}

const refusal = (status: number, message: string, uses: readonly ImageUse[] = []) => data({ tone: "error" as const, message, uses: [...uses] }, { status });

/**
 * Deletes an image (intent "delete"), brings it back ("undelete") or sets its focal point ("focal", decision 050), then
 * `changed()` (the pages that show it render again) and back to the library with the notice; anything else is refused
 * with a message (an unknown image or action, a focal point that is not two decimals from 0 to 1). An image in use
 * (`findUses`) is not deleted: the answer is a 409 that names each use, with its editor (decision 052).
 */
export async function mediaLibraryAction(db: MediaDb, fields: RawFields, changed: () => Promise<void>, findUses: () => Promise<MediaUses> = async () => new Map()) {
  const id = typeof fields.id === "string" && isMediaId(fields.id) ? fields.id : undefined;
  const item = id ? await getMedia(db, id) : undefined;
  if (!item) return refusal(404, "That image is not in the library.");
  if (fields.intent === "delete") {
    const uses = item.deleted_at === null ? ((await findUses()).get(item.id) ?? []) : [];
    if (uses.length) {
      const where = uses.length === 1 ? "where it is used" : `in the ${uses.length} places it is used`;
      return refusal(409, `“${item.original_name}” is in use, so it was not deleted. Choose another picture (or none) ${where}, save, then delete it:`, uses);
    }
    await softDeleteMedia(db, item.id);
    await changed();
    return redirect(`${MEDIA_LIBRARY_PATH}?deleted=${encodeURIComponent(item.id)}`, 303);
  }
  if (fields.intent === FOCAL_INTENT) {
    if (item.deleted_at !== null) return refusal(404, "That image is not in the library.");
    const parsed = parseFocal(fields[FOCAL_X_FIELD], fields[FOCAL_Y_FIELD]);
    if (!parsed.ok) return refusal(400, parsed.message);
    await setMediaFocal(db, item.id, parsed.focal);
    await changed();
    return redirect(`${MEDIA_LIBRARY_PATH}?focal=${encodeURIComponent(item.id)}#image-${encodeURIComponent(item.id)}`, 303);
  }
  if (fields.intent === "undelete") {
    await restoreMedia(db, item.id);
    await changed();
    return redirect(`${MEDIA_LIBRARY_PATH}?restored=${encodeURIComponent(item.id)}`, 303);
  }
  return refusal(400, "That action is not known.");
}
