import type { Transaction } from "kysely";
import type { AnnouncementEditorInput } from "#app/lib/forms/staff/announcement-editor";
import type { EventEditorInput } from "#app/lib/forms/staff/event-editor";
import type { PostEditorInput } from "#app/lib/forms/staff/post-editor";
import type { ProjectEditorInput } from "#app/lib/forms/staff/project-editor";
import type { Store } from "../platform/database.server";
import type { ContentDatabase, ContentKind, PostsTable, ProjectsTable } from "./content-schema";
import { keepOldProductPath } from "./product-admin.server";
import { firstPosition, restoreRevision, saveItem, updateItemFields, type ContentRow, type EditableFields, type WriteHook } from "./content-store.server";

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
    max_guests: input.max_guests,
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

/**
 * The same for a project: /projects/old-slug answers 301 to its new address. The testimonials that speak of it follow
 * it to the new address in the same write, as a reference does (a later project may take the old address over).
 */
export const keepOldProjectSlug: WriteHook<"project"> = async (trx, before, after) => {
  await trx.deleteFrom("project_slugs").where("slug", "=", after.slug).execute();
  if (before && before.slug !== after.slug) {
    await trx.insertInto("project_slugs").values({ slug: before.slug, project_id: after.id, created_at: Number(after.updated_at) }).execute();
    await trx.updateTable("testimonials").set({ project_slug: after.slug }).where("project_slug", "=", before.slug).execute();
  }
};

/** What staff edit of a project (its drawing and its place in the gallery are kept as they are). */
export function projectFields(input: ProjectEditorInput): Omit<EditableFields<"project">, "drawing" | "position"> {
  return {
    slug: input.slug,
    name: input.name,
    place: input.place,
    area: input.area,
    year: input.year,
    type: input.type,
    scope: input.scope,
    products: JSON.stringify(input.products),
    photos: JSON.stringify(input.photos),
    main_media_id: input.main_media_id,
    status: input.status,
  };
}

const HOOKS: { [K in ContentKind]?: WriteHook<K> } = { post: keepOldSlug, project: keepOldProjectSlug, product: keepOldProductPath };
const UNIQUE_FIELDS: { [K in ContentKind]?: string } = { post: "slug", project: "slug", product: "path" };

export async function saveEvent(store: Store, id: string | undefined, input: EventEditorInput, actor: string) {
  return saveItem(store, "event", id, eventFields(input), { actor });
}

export async function saveAnnouncement(store: Store, id: string | undefined, input: AnnouncementEditorInput, actor: string) {
  return saveItem(store, "announcement", id, announcementFields(input), { actor });
}

export async function savePost(store: Store, id: string | undefined, input: PostEditorInput, actor: string, now = Date.now()) {
  return saveItem(store, "post", id, postFields(input, now), { actor, now, hook: keepOldSlug, uniqueField: "slug" });
}

/** Saves a project; a new one goes first in the gallery, with no drawing. */
export async function saveProject(store: Store, id: string | undefined, input: ProjectEditorInput, actor: string) {
  const values = id ? projectFields(input) : { ...projectFields(input), drawing: null, position: await firstPosition(store, "project") };
  return saveItem(store, "project", id, values as EditableFields<"project">, { actor, hook: keepOldProjectSlug, uniqueField: "slug" });
}

/** Shows a project on the site (published) or hides it (draft), changing nothing else; recorded as a revision. */
export async function setProjectStatus(store: Store, id: string, status: ProjectsTable["status"], actor: string) {
  return updateItemFields(store, "project", id, { status }, { actor, hook: keepOldProjectSlug, uniqueField: "slug" });
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

/** Whether another project has this address now. */
export async function projectSlugTaken(db: Store["db"], slug: string, exceptId?: string): Promise<boolean> {
  const content = db as unknown as Transaction<ContentDatabase>;
  let query = content.selectFrom("projects").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export type PostRow = PostsTable;
export type ProjectRow = ProjectsTable;
