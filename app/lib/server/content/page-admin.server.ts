import { isPageKey, SOCIAL_IMAGE_MIN_WIDTH, type PageCopy, type PageKey } from "#app/content/page-copy.schema";
import { PAGE_FORM, pageValues } from "#app/lib/admin/page-form";
import { getMedia } from "../media/media-store.server";
import type { Store } from "../platform/database.server";
import { contentDb } from "./content-store.server";
import { oneRecordKind } from "./one-record-kind.server";
import { page } from "./kinds/page.server";
import { storedPageCopy } from "./page-copy.server";
import { snapshotRow, type RecordRow } from "./stored-record.server";

/**
 * The page copy in the owners' hands (decision 044): each page's own editor on the content kind frame (030), with
 * history and restore and no delete. The record is checked by the page schema (on a save here, and on every read:
 * a restored version that fails today's rules shows the shipped copy, logged). The rules that need the database are
 * here: a chosen image is still in the library, and a social image is wide enough to be shared.
 */

const GONE_IMAGE = "That image is no longer in the library: choose another, or none.";
const NARROW_SOCIAL = `Choose an image at least ${SOCIAL_IMAGE_MIN_WIDTH} pixels wide: link previews are ${SOCIAL_IMAGE_MIN_WIDTH} wide.`;

/** The problems of the images a page names: each still in the library, a social image wide enough. */
async function imageErrors(store: Store, copy: PageCopy): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (copy.socialImage) {
    const item = await getMedia(store.db, copy.socialImage);
    if (!item || item.deleted_at !== null) errors.social_image = GONE_IMAGE;
    else if (Number(item.width) < SOCIAL_IMAGE_MIN_WIDTH) errors.social_image = NARROW_SOCIAL;
  }
  if (copy.page === "home" && copy.heroImage) {
    const item = await getMedia(store.db, copy.heroImage);
    if (!item || item.deleted_at !== null) errors.hero_image = GONE_IMAGE;
  }
  return errors;
}

/** The copy of a page's row (undefined: a row of no page). */
const readPage = (row: (RecordRow & { id: string }) | undefined) => (row && isPageKey(row.id) ? storedPageCopy(row.id, row) : undefined);

/** A version in a page's history: its search title and what it shows. */
function describePage(copy: PageCopy): string {
  const images = [copy.page === "home" && copy.heroImage ? "a hero photo" : "", copy.socialImage ? "a social image" : ""].filter(Boolean);
  return `“${copy.title}”${images.length ? `, with ${images.join(" and ")}` : ""}`;
}

/** Why a version cannot be restored now: an image of it gone from the library (its words were checked when saved). */
async function pageRestoreProblem(store: Store, id: string, revisionId: string): Promise<string | undefined> {
  if (!isPageKey(id)) return undefined;
  const revision = await contentDb(store)
    .selectFrom("revisions")
    .select("snapshot")
    .where("id", "=", revisionId)
    .where("kind", "=", "page")
    .where("item_id", "=", id)
    .executeTakeFirst();
  if (!revision) return undefined;
  const errors = await imageErrors(store, storedPageCopy(id, snapshotRow(JSON.parse(revision.snapshot) as Record<string, unknown>)));
  return Object.keys(errors).length ? "That version was not restored: an image it shows is no longer in the library. Choose the images above and save instead." : undefined;
}

/** The pages, in the staff list's order, with their live search title and last edit. */
export async function pagesForStaff(store: Store) {
  const rows = await contentDb(store).selectFrom("page_copy").selectAll().execute();
  return rows
    .filter((row): row is typeof row & { id: PageKey } => isPageKey(row.id))
    .map((row) => ({ id: row.id, copy: storedPageCopy(row.id, row), updatedAt: Number(row.updated_at), updatedBy: row.updated_by }));
}

/** A page's own editor (/admin/pages/:id): its id is its key, and the form says which page it is. */
export const pageKind = oneRecordKind({
  form: PAGE_FORM,
  read: readPage,
  toValues: pageValues,
  describe: describePage,
  unknown: "An unknown page",
  definition: page,
  async check(input, _values, store, id) {
    // A form of another page (an old tab, or a forged post) is not this page's copy.
    if (input.page !== id) return { status: 422, errors: { title: "This form is another page's: open this page's editor again." } };
    const errors = await imageErrors(store, input);
    return Object.keys(errors).length ? { status: 422, errors } : undefined;
  },
  checkRestore: pageRestoreProblem,
});
