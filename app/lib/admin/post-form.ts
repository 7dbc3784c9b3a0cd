import { postEditorSchema } from "../forms/staff/post-editor";
import type { EditorForm } from "./content-kinds";

/** The journal post editor's fields as the form holds them (text), shared by the page and its server code. */

/** In the order they appear on the page, which is the order the error summary lists them in. */
export const POST_FORM_FIELDS = ["title", "slug", "summary", "body", "cover_media_id", "cover_alt", "status", "publish_at"] as const;
export type PostFormField = (typeof POST_FORM_FIELDS)[number];
export type PostFormValues = Record<PostFormField, string>;

/** How each field is named in the error summary. */
export const POST_FIELD_LABELS: Record<PostFormField, string> = {
  title: "Title",
  slug: "Address",
  summary: "Summary",
  body: "Post",
  cover_media_id: "Cover image",
  cover_alt: "Cover description",
  status: "Status",
  publish_at: "Publish date and time",
};

export const POST_FORM = { kind: "post", schema: postEditorSchema, labels: POST_FIELD_LABELS, order: POST_FORM_FIELDS } satisfies EditorForm<typeof postEditorSchema>;
