import type { Transaction } from "kysely";
import type { AnnouncementEditorInput } from "../../forms/staff/announcement-editor";
import type { EventEditorInput } from "../../forms/staff/event-editor";
import type { PostEditorInput } from "../../forms/staff/post-editor";
import type { Store } from "../platform/database.server";
import type { ContentDatabase, ContentKind, PostsTable } from "./content-schema";
import { restoreRevision, saveItem, type ContentRow, type EditableFields, type WriteHook } from "./content-store.server";

/** The three kinds staff edit, each from its editor's parsed input to a stored row. */

export function eventFields(input: EventEditorInput): EditableFields<"event"> {
  return {
    title: input.title,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    venue_name: input.venue_name,
    street_address: input.street_address ?? "",
    locality: input.locality,
    region: input.region,
    description: input.description,
    partners: JSON.stringify(input.partners),
    capacity: input.capacity,
    rsvp_deadline: input.rsvp_deadline,
    pages: JSON.stringify(input.pages),
  };
}

export function announcementFields(input: AnnouncementEditorInput): EditableFields<"announcement"> {
  return {
    text: input.text,
    link_url: input.link_url,
    link_label: input.link_label,
    starts_on: input.starts_on,
    ends_on: input.ends_on,
  };
}

export function postFields(input: PostEditorInput, now: number): EditableFields<"post"> {
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    cover_media_id: input.cover_media_id,
    cover_alt: input.cover_alt,
    status: input.status,
    // Published without a date: public from now. A draft keeps the date it was given, if any.
    publish_at: input.publish_at ?? (input.status === "published" ? now : null),
  };
}

/**
 * A post that changes its address keeps its old one, which then answers 301 to the new one; taking back an old
 * address of its own simply drops that redirect. An address another post used before is taken over.
 */
export const keepOldSlug: WriteHook<"post"> = async (trx, before, after) => {
  await trx.deleteFrom("post_slugs").where("slug", "=", after.slug).execute();
  if (before && before.slug !== after.slug) {
    await trx.insertInto("post_slugs").values({ slug: before.slug, post_id: after.id, created_at: Number(after.updated_at) }).execute();
  }
};

const HOOKS: { [K in ContentKind]?: WriteHook<K> } = { post: keepOldSlug };
const UNIQUE_FIELDS: { [K in ContentKind]?: string } = { post: "slug" };

export async function saveEvent(store: Store, id: string | undefined, input: EventEditorInput, actor: string) {
  return saveItem(store, "event", id, eventFields(input), { actor });
}

export async function saveAnnouncement(store: Store, id: string | undefined, input: AnnouncementEditorInput, actor: string) {
  return saveItem(store, "announcement", id, announcementFields(input), { actor });
}

export async function savePost(store: Store, id: string | undefined, input: PostEditorInput, actor: string, now = Date.now()) {
  return saveItem(store, "post", id, postFields(input, now), { actor, now, hook: keepOldSlug, uniqueField: "slug" });
}

/** Brings any kind back to a recorded version, with that kind's rules. */
export async function restoreVersion<K extends ContentKind>(store: Store, kind: K, itemId: string, revisionId: string, actor: string): Promise<ContentRow<K>> {
  return restoreRevision(store, kind, itemId, revisionId, {
    actor,
    hook: HOOKS[kind] as WriteHook<K> | undefined,
    uniqueField: UNIQUE_FIELDS[kind],
  });
}

/** Whether another post has this address now (the editor says so before saving). */
export async function slugTaken(trx: Transaction<ContentDatabase> | Store["db"], slug: string, exceptId?: string): Promise<boolean> {
  const db = trx as unknown as Transaction<ContentDatabase>;
  let query = db.selectFrom("posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export type PostRow = PostsTable;
