import { POST_FORM_FIELDS, type PostFormField, type PostFormValues } from "#app/lib/admin/post-form";
import type { MediaRef, PostItem } from "#app/lib/content/types";
import type { RawFields } from "#app/lib/forms/fields";
import { toPacificInputValue } from "#app/lib/pacific-time";
import { listMedia, getMedia, isMediaVisible, rowFocal } from "../media/media-store.server";
import type { Focal } from "#app/lib/media";
import type { Store } from "../platform/database.server";
import type { AppServices } from "../platform/services.server";
import { contentChanged, contentDb } from "./content-store.server";
import type { PostsTable } from "./content-schema";
import { toPostSummary } from "./content-rows.server";
import { renderMarkdown } from "./markdown.server";
import { withDescriptions } from "./media-descriptions.server";
import { POST_BODY_MAX_LENGTH } from "#app/lib/forms/staff/post-editor";

/** What the staff journal pages need of the database, beyond the shared content store. */


/** A little over each field's limit: enough to show a too-long value back with its error, never a huge one. */
const VALUE_CAPS: Record<PostFormField, number> = {
  title: 1_000,
  slug: 1_000,
  summary: 2_000,
  body: POST_BODY_MAX_LENGTH + 1_000,
  cover_media_id: 100,
  cover_alt: 1_000,
  status: 20,
  publish_at: 40,
};

/** A stored post (or nothing, for a new one) as the editor's form values; times in Pacific datetime-local form. */
export function postFormValues(row?: PostsTable): PostFormValues {
  return {
    title: row?.title ?? "",
    slug: row?.slug ?? "",
    summary: row?.summary ?? "",
    body: row?.body ?? "",
    cover_media_id: row?.cover_media_id ?? "",
    cover_alt: row?.cover_alt ?? "",
    status: row?.status ?? "draft",
    publish_at: row?.publish_at === null || row?.publish_at === undefined ? "" : toPacificInputValue(Number(row.publish_at)),
  };
}

/** The editor's values as posted, as text, to fill the form in again (a preview, or a save that was refused). */
export function postedValues(fields: RawFields): PostFormValues {
  const values = {} as PostFormValues;
  for (const field of POST_FORM_FIELDS) {
    const value = fields[field];
    values[field] = typeof value === "string" ? value.slice(0, VALUE_CAPS[field]) : "";
  }
  return values;
}

/** An image the editor offers as a cover (or any picture chosen from the library). */
export interface CoverChoice {
  id: string;
  name: string;
  width: number;
  height: number;
  focal?: Focal;
  /** What it shows, in the words staff wrote where it is used (media-descriptions.server.ts), for the search. */
  described?: string;
}

/** How many of the newest images a picker offers and searches (the chosen one is always among them). */
export const COVER_CHOICES = 150;

/**
 * The newest images of the library, with the ones named (the current cover, a fresh upload) first, even when they
 * are older: the chosen cover is always in sight.
 */
export async function coverChoices(store: Store, include: readonly string[]): Promise<CoverChoice[]> {
  const newest = await listMedia(store.db, { limit: COVER_CHOICES });
  const first: typeof newest = [];
  for (const id of new Set(include)) {
    if (!id) continue;
    const item = newest.find((row) => row.id === id) ?? (await getMedia(store.db, id));
    if (item && item.deleted_at === null) first.push(item);
  }
  const rows = [...first, ...newest.filter((row) => !first.some((chosen) => chosen.id === row.id))];
  return withDescriptions(
    store,
    rows.map((row) => {
      const focal = rowFocal(row);
      return { id: row.id, name: row.original_name, width: Number(row.width), height: Number(row.height), ...(focal ? { focal } : {}) };
    }),
  );
}

/** Whether an image may be a cover: it exists and is not deleted. */
export function coverAvailable(store: Store, id: string): Promise<boolean> {
  return isMediaVisible(store.db, id);
}

/** The post as its public page will show it, for the staff preview: a draft or a scheduled post, never public. */
export async function previewItem(store: Store, row: PostsTable, now: number): Promise<PostItem> {
  const media = new Map<string, MediaRef>();
  if (row.cover_media_id) {
    const item = await getMedia(store.db, row.cover_media_id);
    if (item && item.deleted_at === null) media.set(item.id, { id: item.id, width: Number(item.width), height: Number(item.height) });
  }
  // A draft has no date yet: it shows the day it would go out if published now.
  const summary = toPostSummary({ ...row, publish_at: row.publish_at ?? now }, media);
  return { ...summary, bodyHtml: renderMarkdown(row.body) };
}

/**
 * An image was deleted or brought back: the pages that show it as a cover change, so the content version moves on
 * (every instance renders its pages again; this one at once).
 */
export async function mediaChanged(services: Pick<AppServices, "store">): Promise<void> {
  await contentChanged(services.store);
}
