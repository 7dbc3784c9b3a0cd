import { POST_FORM, POST_FORM_FIELDS, type PostFormField, type PostFormValues } from "#app/lib/admin/post-form";
import type { MediaRef, PostItem } from "#app/lib/content/types";
import type { RawFields } from "#app/lib/forms/fields";
import { POST_BODY_MAX_LENGTH, type PostEditorInput } from "#app/lib/forms/staff/post-editor";
import { toPacificInputValue } from "#app/lib/pacific-time";
import { getMedia } from "../../media/media-store.server";
import type { Store } from "../../platform/database.server";
import { toPostSummary } from "../content-rows.server";
import type { PostsTable } from "../content-schema";
import { saveItem, slugInUse, type EditableFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { coverAvailable } from "../journal-admin.server";
import { renderMarkdown } from "../markdown.server";
import { keepOldSlug } from "../owner-content.server";
import { post as postDefinition } from "./post.server";

/**
 * The journal's editor (decisions 030, 031): the post's values both ways, its checks (cover, address), its save and
 * the staff preview. The image picker it shares with other editors is journal-admin.server.ts's.
 */

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

export async function savePost(store: Store, id: string | undefined, input: PostEditorInput, actor: string, now = Date.now()) {
  return saveItem(store, "post", id, postFields(input, now), { actor, now, hook: keepOldSlug, uniqueField: "slug" });
}

export const postKind: ServerContentKind<"post", typeof POST_FORM.schema> = {
  definition: postDefinition,
  form: POST_FORM,
  toValues: postFormValues,
  fromPosted: postedValues,
  describe(snapshot) {
    const title = typeof snapshot.title === "string" ? snapshot.title : "";
    const status = snapshot.status === "published" ? "published" : "draft";
    return `“${title}”, ${status}, /journal/${String(snapshot.slug ?? "")}`;
  },
  async check(input, _values, store, id) {
    if (input.cover_media_id && !(await coverAvailable(store, input.cover_media_id))) {
      return { status: 422, errors: { cover_media_id: "This image is no longer in the library: choose another, or no cover." } };
    }
    if (await slugInUse(store.db, "posts", input.slug, id)) return { status: 409, errors: this.conflict!(input) };
    return undefined;
  },
  conflict: (input) => ({ slug: `Another post already has the address /journal/${input.slug}: choose another.` }),
  save: (store, id, input, actor) => savePost(store, id, input, actor),
};
