import type { Kysely, Transaction } from "kysely";
import { shippedPages } from "#app/content/page-copy";
import { checkPageCopy, isPageKey, PAGE_KEYS, type PageCopyOf, type PageKey } from "#app/content/page-copy.schema";
import type { LivePages } from "#app/lib/content/page-copy";
import type { MediaRef } from "#app/lib/media";
import type { PageCopyTable } from "./content-schema";

/**
 * The page copy as stored (decision 044): one row a page, checked by the page schema. A row that fails it (or none
 * yet) gives that page's shipped copy, logged: never half-valid copy.
 */

/** The last row checked per page, by edit time: a reload checks a page again only when it changed. */
const checked = new Map<PageKey, { updatedAt: number; data: string; copy: PageCopyOf<PageKey> }>();

export function storedPageCopy<K extends PageKey>(key: K, row: Pick<PageCopyTable, "data" | "updated_at"> | undefined): PageCopyOf<K> {
  if (!row) return shippedPages[key];
  const cached = checked.get(key);
  if (cached?.updatedAt === Number(row.updated_at) && cached.data === row.data) return cached.copy as PageCopyOf<K>;
  let record: unknown;
  try {
    record = JSON.parse(row.data);
  } catch {
    record = row.data;
  }
  const { copy, errors } = checkPageCopy(key, record);
  if (errors.length) console.error(`The stored copy of the ${key} page is left out of the site (its shipped copy shows):\n${errors.join("\n")}`);
  const shown = copy ?? shippedPages[key];
  checked.set(key, { updatedAt: Number(row.updated_at), data: row.data, copy: shown });
  return shown;
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
