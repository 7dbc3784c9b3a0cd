import type { Kysely, Transaction } from "kysely";
import { shippedPages } from "#app/content/page-copy";
import { checkPageCopy, isPageKey, PAGE_KEYS, type PageCopyOf, type PageKey } from "#app/content/page-copy.schema";
import type { LivePages } from "#app/lib/content/page-copy";
import type { MediaRef } from "#app/lib/media";
import type { PageCopyTable } from "./content-schema";
import { storedRecordReader, type RecordRow } from "./stored-record.server";

/**
 * The page copy as stored (decision 044): one row a page, checked by the page schema. A row that fails it (or none
 * yet) gives that page's shipped copy, logged: never half-valid copy.
 */

/** Each page's reader (it keeps the last row it checked). */
const readers = new Map(
  PAGE_KEYS.map((key) => [
    key,
    storedRecordReader<PageCopyOf<PageKey>>(
      shippedPages[key],
      (record) => {
        const { copy, errors } = checkPageCopy(key, record);
        return { record: copy, errors };
      },
      `The stored copy of the ${key} page is left out of the site (its shipped copy shows)`,
    ),
  ]),
);

export function storedPageCopy<K extends PageKey>(key: K, row: RecordRow | undefined): PageCopyOf<K> {
  return readers.get(key)!(row) as PageCopyOf<K>;
}

/** Every stored page row (a database or a transaction of one). */
export function pageRows(db: Kysely<any> | Transaction<any>): Promise<PageCopyTable[]> {
  return (db as Kysely<{ page_copy: PageCopyTable }>).selectFrom("page_copy").selectAll().execute();
}

/** The library images the stored pages name (to read their sizes with the snapshot's other images). */
export function pageImageIds(rows: readonly PageCopyTable[]): string[] {
  return pagesFromRows(rows).flatMap((copy) => [copy.socialImage, "heroImage" in copy ? copy.heroImage : null]).filter((id): id is string => Boolean(id));
}

/** The library images each stored page uses: its picture in link previews, and the home page's hero photo. */
export function pageImageUses(rows: readonly PageCopyTable[]): { page: PageKey; socialImage: string | null; heroImage: string | null }[] {
  return pagesFromRows(rows).map((copy) => ({ page: copy.page, socialImage: copy.socialImage ?? null, heroImage: "heroImage" in copy ? (copy.heroImage ?? null) : null }));
}

function pagesFromRows(rows: readonly PageCopyTable[]): PageCopyOf<PageKey>[] {
  const byKey = new Map(rows.filter((row) => isPageKey(row.id)).map((row) => [row.id as PageKey, row]));
  return PAGE_KEYS.map((key) => storedPageCopy(key, byKey.get(key)));
}

/** The pages as shown: each page's checked copy and its images that are still in the library. */
export function livePages(rows: readonly PageCopyTable[], media: ReadonlyMap<string, MediaRef>): LivePages {
  const image = (id: string | null) => (id ? (media.get(id) ?? null) : null);
  return Object.fromEntries(
    pagesFromRows(rows).map((copy) => [copy.page, { copy, socialImage: image(copy.socialImage), heroImage: "heroImage" in copy ? image(copy.heroImage) : null }]),
  ) as LivePages;
}
