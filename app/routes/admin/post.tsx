import { useState } from "react";
import { data, Link } from "react-router";
import { StatusField } from "#app/components/admin/ContentControls";
import { EditorErrorBoundary, EditorFrame, answerNotice, fieldsOf, type EditorFrameData } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { NameAndSlug } from "#app/components/admin/NameAndSlug";
import { MarkdownField } from "#app/components/admin/MarkdownField";
import { PostPreview, PostSavedNotice } from "#app/components/admin/post-editor/PostPreview";
import { PostStateBadge } from "#app/components/admin/PostStateBadge";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { MediaPicker } from "#app/components/admin/media/MediaPicker";
import { TextArea, TextField } from "#app/components/forms/Field";
import { editorPath, type EditorNotice } from "#app/lib/admin/content-kinds";
import { PICK_PARAM } from "#app/lib/admin/media-library";
import { POST_FIELD_LABELS as LABELS, POST_FORM, type PostFormValues } from "#app/lib/admin/post-form";
import { formatPacificMoment, postState } from "#app/lib/admin/post-state";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { postPath } from "#app/lib/content/journal";
import { POST_BODY_MAX_LENGTH, POST_SUMMARY_MAX_LENGTH } from "#app/lib/forms/staff/post-editor";
import { isMediaId } from "#app/lib/media";
import { useHydrated } from "#app/lib/hydrated";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { postKind, previewItem } from "#app/lib/server/content/kinds/post-editor.server";
import { coverChoices } from "#app/lib/server/content/journal-admin.server";
import { MARKDOWN_HELP, renderMarkdown } from "#app/lib/server/content/markdown.server";
import type { Route } from "./+types/post";
import { ViewOnSite } from "#app/components/admin/ViewOnSite";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return staffMeta("Post not found", matches);
  if (loaded.view === "preview") return staffMeta(`Preview: ${loaded.post.title}`, matches);
  return staffMeta(loaded.id ? `Edit: ${loaded.values.title}` : "New post", matches);
}

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(postKind, args);
  const { row, services, url } = item;
  const now = services.content.now();
  const state = row ? postState(row, now) : null;
  const publicPath = row && state?.kind === "published" && row.deleted_at === null ? postPath(row) : null;

  // The post as visitors will see it: staff only, whatever its state (drafts are never public).
  if (row && url.searchParams.get("view") === "preview") {
    return { view: "preview" as const, id: row.id, state: state!, publicPath, post: await previewItem(services.store, row, now) };
  }
  const edit = await editorData(postKind, item, async (_, stored) => {
    // Back from the library's upload without JavaScript: the new image is chosen as the cover (saved with the post).
    const uploaded = url.searchParams.get(PICK_PARAM) === "cover_media_id" ? (url.searchParams.get("uploaded") ?? "").split(",").filter(isMediaId) : [];
    const values = { ...stored, cover_media_id: uploaded[0] ?? stored.cover_media_id! } as PostFormValues;
    return {
      values,
      state,
      publicPath,
      scheduledFor: state?.kind === "scheduled" && state.at !== null ? formatPacificMoment(state.at) : null,
      covers: await coverChoices(services.store, [values.cover_media_id, ...uploaded]),
      markdownHelp: MARKDOWN_HELP,
      previewHtml: renderMarkdown(values.body),
    };
  });
  return { view: "edit" as const, ...edit };
}

/** What the editor's action answers besides a redirect: a notice, field errors, the values, a preview. */
type PostActionData = EditorNotice & { previewHtml?: string };

export const action = (args: Route.ActionArgs) =>
  editorAction(postKind, args, {
    // Without JavaScript, the preview under the form is made on the server: nothing is saved.
    more: async ({ fields, values }) =>
      fields.intent === "preview"
        ? data<PostActionData>({ tone: "success", message: "The preview below shows your changes. Nothing is saved yet.", values, previewHtml: renderMarkdown(values.body!) })
        : undefined,
  });

type EditData = Extract<Route.ComponentProps["loaderData"], { view: "edit" }>;

export default function PostPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "preview") return <PostPreview data={loaderData} />;
  return <PostEditor key={`${loaderData.id ?? "new"}:${loaderData.version}`} data={loaderData} actionData={actionData as PostActionData | undefined} />;
}

function PostEditor({ data: loaded, actionData }: { data: EditData; actionData?: PostActionData }) {
  const values = actionData?.values ? (actionData.values as PostFormValues) : loaded.values;
  const hydrated = useHydrated();
  const [cover, setCover] = useState(values.cover_media_id);

  const checks = useEditorValidation(POST_FORM.schema, actionData?.errors, { firstOf: POST_FORM.order });
  const { errors } = checks;
  const field = fieldsOf(POST_FORM, values, errors);

  const previewed = actionData?.previewHtml !== undefined;
  return (
    <EditorFrame
      form={POST_FORM}
      loaded={loaded as EditorFrameData}
      answered={Boolean(actionData)}
      title={values.title}
      heading={loaded.id ? "Edit post" : "New post"}
      badge={loaded.state ? <PostStateBadge state={loaded.state} /> : null}
      actions={
        loaded.publicPath ? (
          <ViewOnSite path={loaded.publicPath} />
        ) : (
          <Link to={editorPath("post", loaded.id, "view=preview")} className="btn btn-outline">
            Preview as it will look
          </Link>
        )
      }
      saved={<PostSavedNotice data={loaded} />}
      notice={previewed ? undefined : answerNotice(actionData)}
      notices={
        <>
          {previewed ? (
            <Notice tone="success">
              {actionData!.message} <a href="#preview-heading" className="underline">Go to the preview</a>.
            </Notice>
          ) : null}
        </>
      }
      checks={checks}
      moreButtons={
        hydrated ? null : (
          <button type="submit" name="intent" value="preview" formNoValidate className="btn btn-outline">
            Preview
          </button>
        )
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <NameAndSlug
          name={{ name: "title", label: LABELS.title, value: values.title, limit: 160 }}
          slug={{ label: LABELS.slug, value: values.slug }}
          stored={Boolean(loaded.id)}
          errors={errors}
          slugHint={(shown) =>
            `The post's web address: /journal/${shown || "followed by the title's words"}. Lowercase letters, digits and hyphens; left empty, it is made from the title. Changing it later keeps the old address working: it redirects to the new one.`
          }
        />
      </div>
      <TextArea
        {...field("summary")}
        hint={`One or two sentences for the journal page, search results and link previews. Up to ${POST_SUMMARY_MAX_LENGTH} characters.`}
        rows={3}
        limit={POST_SUMMARY_MAX_LENGTH}
      />

      <MarkdownField
        limit={POST_BODY_MAX_LENGTH}
        defaultValue={values.body}
        initialHtml={actionData?.previewHtml ?? loaded.previewHtml}
        error={errors.body}
        help={loaded.markdownHelp}
        previewNote={hydrated ? "Updates as you type" : "Use the Preview button below to update it"}
      />

      <div className="space-y-5 border border-stone bg-white p-4 md:p-6">
        <MediaPicker
          name="cover_media_id"
          label="Cover image"
          value={values.cover_media_id}
          choices={loaded.covers}
          emptyLabel="No cover"
          hint="Shown at the top of the post, on the journal page and when the post is shared. Choose one of the newest images (search by name or description), or upload a new one: describe it below, then save."
          error={errors.cover_media_id}
          onPicked={setCover}
          // A new cover needs its description: the field is next.
          onUploaded={() => document.getElementById("field-cover_alt")?.focus()}
        />
        <TextField
          {...field("cover_alt")}
          label="Describe the cover image"
          hint="What the image shows, for people who cannot see it (“The Kelowna showroom at dusk, lift-and-slide doors open”). Needed when a cover is chosen."
          limit={300}
          required={cover !== ""}
        />
      </div>

      <div className="grid gap-6 border border-stone bg-white p-4 md:grid-cols-2 md:p-6">
        <StatusField
          label={LABELS.status}
          error={errors.status}
          choices={[
            { value: "draft", checked: values.status !== "published", label: "Draft", hint: "Not on the site: only staff see it, in the preview." },
            { value: "published", checked: values.status === "published", label: "Published", hint: "On the site from the publish date and time." },
          ]}
        />
        <TextField
          {...field("publish_at")}
          type="datetime-local"
          label={`${LABELS.publish_at} (Pacific time)`}
          hint="Empty: now, when the post is published. A time still to come schedules it: it appears on the site by itself then."
          optional
        />
      </div>

    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="post" />;
}
