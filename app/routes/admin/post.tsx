import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BackToList, ConfirmDeletePage, StatusChoice } from "../../components/admin/ContentControls";
import { Notice } from "../../components/admin/Notice";
import { CoverPicker, COVER_UPLOAD_FORM, type CoverChoice } from "../../components/admin/post-editor/CoverPicker";
import { MarkdownField } from "../../components/admin/post-editor/MarkdownField";
import { PostStateBadge } from "../../components/admin/PostStateBadge";
import { RevisionHistory } from "../../components/admin/RevisionHistory";
import { useMediaUpload } from "../../components/admin/useMediaUpload";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextArea, TextField } from "../../components/forms/Field";
import { useFormValidation } from "../../components/forms/useFormValidation";
import { PostArticle } from "../../components/journal/PostArticle";
import { CONTENT_KINDS, editorPath } from "../../lib/admin/content-kinds";
import { uploadAction } from "../../lib/admin/media-library";
import { POST_FIELD_LABELS as LABELS, POST_FORM_FIELDS, type PostFormValues } from "../../lib/admin/post-form";
import { formatPacificMoment, postState } from "../../lib/admin/post-state";
import { staffMeta } from "../../lib/admin/staff-meta";
import { staffTime } from "../../lib/business-time";
import { postPath } from "../../lib/content/journal";
import { fieldErrors } from "../../lib/forms/fields";
import { POST_SUMMARY_MAX_LENGTH, postEditorSchema } from "../../lib/forms/staff/post-editor";
import { isMediaId } from "../../lib/media";
import { MAX_SLUG_LENGTH, slugFromTitle } from "../../lib/slug";
import { ContentConflict, ContentNotFound, getItemRow } from "../../lib/server/content/content-store.server";
import { notice, readStaffPost, revisionLines, sharedContentAction, type EditorNotice } from "../../lib/server/content/editor-actions.server";
import { coverAvailable, coverChoices, postedValues, postFormValues, previewItem } from "../../lib/server/content/journal-admin.server";
import { MARKDOWN_HELP, renderMarkdown } from "../../lib/server/content/markdown.server";
import { savePost, slugTaken } from "../../lib/server/content/owner-content.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/post";
import { ItemErrorBoundary } from "../../components/admin/ItemErrorBoundary";

/** The ":id" of a post not written yet. */
const NEW_ID = "new";


function describeRevision(snapshot: Record<string, unknown>): string {
  const title = typeof snapshot.title === "string" ? snapshot.title : "";
  const status = snapshot.status === "published" ? "published" : "draft";
  return `“${title}”, ${status}, /journal/${String(snapshot.slug ?? "")}`;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return staffMeta("Post not found");
  if (loaded.view === "preview") return staffMeta(`Preview: ${loaded.post.title}`);
  return staffMeta(loaded.id ? `Edit: ${loaded.values.title}` : "New post");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const url = new URL(request.url);
  const row = params.id === NEW_ID ? undefined : await getItemRow(services.store, "post", params.id);
  if (params.id !== NEW_ID && !row) throw data("No post has this address.", { status: 404 });
  const now = services.content.now();
  const state = row ? postState(row, now) : null;
  const publicPath = row && state?.kind === "published" && row.deleted_at === null ? postPath(row) : null;

  // The post as visitors will see it: staff only, whatever its state (drafts are never public).
  if (row && url.searchParams.get("view") === "preview") {
    return { view: "preview" as const, id: row.id, state: state!, publicPath, post: await previewItem(services.store, row, now) };
  }

  // Back from an upload without JavaScript: the new image is chosen as the cover (saved with the post).
  const uploaded = (url.searchParams.get("uploaded") ?? "").split(",").filter(isMediaId);
  const values = postFormValues(row);
  if (uploaded[0]) values.cover_media_id = uploaded[0];
  const [covers, revisions] = await Promise.all([
    coverChoices(services.store, [values.cover_media_id, ...uploaded]),
    row ? revisionLines(services, "post", row.id, describeRevision) : Promise.resolve([]),
  ]);
  return {
    view: "edit" as const,
    id: row?.id ?? null,
    /** Changes with every write: the form starts again from what is stored (after a restore, say). */
    version: row ? Number(row.updated_at) : 0,
    values,
    state,
    publicPath,
    scheduledFor: state?.kind === "scheduled" && state.at !== null ? formatPacificMoment(state.at) : null,
    deleted: row?.deleted_at ? staffTime(Number(row.deleted_at)) : null,
    lastEdit: row ? { by: row.updated_by, at: staffTime(Number(row.updated_at)) } : null,
    covers,
    revisions,
    markdownHelp: MARKDOWN_HELP,
    previewHtml: renderMarkdown(values.body),
    saved: url.searchParams.get("saved") === "1",
    restored: url.searchParams.get("restored") === "1",
    uploadedCover: uploaded[0] ?? null,
    uploadError: url.searchParams.get("uploadError")?.slice(0, 500) ?? null,
    confirmDelete: Boolean(row) && url.searchParams.get("confirm") === "delete",
  };
}

/** What the editor's action answers besides a redirect: a notice, field errors, the values, a preview. */
type PostActionData = EditorNotice & { previewHtml?: string };

const refused = (status: number, message: string, errors: Record<string, string>, values: PostFormValues) =>
  data<PostActionData>({ tone: "error", message, errors, values }, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if ("refused" in post) return post.refused;
  const { staff, services, fields } = post;
  const id = params.id === NEW_ID ? undefined : params.id;

  // Delete, bring back, restore a version: shared with the other kinds.
  if (id) {
    const shared = await sharedContentAction("post", id, fields, staff.email, services);
    if (shared) return shared;
  }

  const values = postedValues(fields);
  if (fields.intent === "preview") {
    return data<PostActionData>({
      tone: "success",
      message: "The preview below shows your changes. Nothing is saved yet.",
      values,
      previewHtml: renderMarkdown(values.body),
    });
  }
  if (fields.intent !== "save") return notice("error", "That action is not known.");

  const parsed = postEditorSchema.safeParse(values);
  if (!parsed.success) return refused(422, "The post was not saved.", fieldErrors(parsed.error), values);
  const input = parsed.data;
  if (input.cover_media_id && !(await coverAvailable(services.store, input.cover_media_id))) {
    return refused(422, "The post was not saved.", { cover_media_id: "This image is no longer in the library: choose another, or no cover." }, values);
  }
  const conflict = () =>
    refused(409, "The post was not saved.", { slug: `Another post already has the address /journal/${input.slug}: choose another.` }, values);
  if (await slugTaken(services.store.db, input.slug, id)) return conflict();
  try {
    const row = await savePost(services.store, id, input, staff.email);
    await services.content.refresh();
    return redirect(`${editorPath("post", row.id)}?saved=1`, 303);
  } catch (error) {
    if (error instanceof ContentConflict) return conflict();
    if (error instanceof ContentNotFound) throw data("No post has this address.", { status: 404 });
    throw error;
  }
}

type EditData = Extract<Route.ComponentProps["loaderData"], { view: "edit" }>;
type PreviewData = Extract<Route.ComponentProps["loaderData"], { view: "preview" }>;

export default function PostPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "preview") return <PostPreview data={loaderData} />;
  return <PostEditor key={`${loaderData.id ?? NEW_ID}:${loaderData.version}`} data={loaderData} actionData={actionData} />;
}

/** The post exactly as its public page will show it, under a staff banner. */
function PostPreview({ data: loaded }: { data: PreviewData }) {
  return (
    <>
      <aside aria-label="About this preview" className="border-b-2 border-bronze bg-[#f6ead8]">
        <div className="container-site flex flex-wrap items-center justify-between gap-3 py-3">
          <p className="min-w-0">
            <span className="font-semibold">Preview.</span>{" "}
            {loaded.publicPath ? (
              <>
                This post is on the site:{" "}
                <a href={loaded.publicPath} className="text-aegean underline">
                  see it there
                </a>
                .
              </>
            ) : loaded.state.kind === "scheduled" ? (
              `${loaded.state.label}: visitors cannot see it until then.`
            ) : (
              "A draft: only staff can see it. This is how it will look once published."
            )}
          </p>
          <Link to={editorPath("post", loaded.id)} className="btn btn-outline bg-white">
            Back to the editor
          </Link>
        </div>
      </aside>
      <PostArticle post={loaded.post} />
    </>
  );
}

function SavedNotice({ data: loaded }: { data: EditData }) {
  if (loaded.publicPath) {
    return (
      <Notice tone="success">
        Saved. It is live on the site:{" "}
        <a href={loaded.publicPath} className="underline">
          view the post
        </a>
        .
      </Notice>
    );
  }
  if (loaded.scheduledFor) return <Notice tone="success">Saved. Scheduled: it appears on the site on {loaded.scheduledFor}.</Notice>;
  return <Notice tone="success">Saved as a draft: it is not on the site.</Notice>;
}

function PostEditor({ data: loaded, actionData }: { data: EditData; actionData?: PostActionData }) {
  const values = actionData?.values ? (actionData.values as PostFormValues) : loaded.values;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The address follows the title until it is edited (a stored post keeps its own).
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const slugEdited = useRef(Boolean(loaded.id) || values.slug !== "");
  const [cover, setCover] = useState(values.cover_media_id);
  const [covers, setCovers] = useState<CoverChoice[]>(loaded.covers);
  const uploads = useMediaUpload();

  const serverErrors = actionData?.errors;
  const { formRef, errors, validate } = useFormValidation(postEditorSchema, POST_FORM_FIELDS, serverErrors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "save") validate(event);
  }

  // With JavaScript the upload stays on the page: the new image joins the choices, chosen, and its description is next.
  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = document.getElementById("cover-upload-file") as HTMLInputElement | null;
    const files = [...(input?.files ?? [])];
    if (!files.length) return;
    const stored = await uploads.upload(files);
    if (input) input.value = "";
    if (!stored.length) return;
    setCovers((current) => [
      ...stored.map((image) => ({ id: image.id, name: image.originalName, width: image.width, height: image.height })),
      ...current.filter((choice) => !stored.some((image) => image.id === choice.id)),
    ]);
    setCover(stored[0]!.id);
    document.getElementById("field-cover_alt")?.focus();
  }

  const editorUrl = loaded.id ? editorPath("post", loaded.id) : editorPath("post", NEW_ID);
  const shownSlug = slug.trim() || slugFromTitle(title);
  const fieldNotice = actionData && !actionData.errors && actionData.previewHtml === undefined ? actionData : undefined;

  if (loaded.deleted && loaded.id) {
    return (
      <div className="container-site py-8 md:py-10">
        <BackToList to={CONTENT_KINDS.post.listPath} label="Back to the journal" />
        <h1 className="mt-4 break-words text-3xl md:text-4xl">{values.title}</h1>
        <div className="mt-6 space-y-3">
          {fieldNotice ? <Notice tone={fieldNotice.tone}>{fieldNotice.message}</Notice> : null}
          <div role="status" className="flex flex-wrap items-center gap-3 border-l-4 border-danger bg-danger-light px-4 py-3 font-medium text-danger-dark">
            <p className="min-w-0 flex-1">
              This post was deleted <time dateTime={loaded.deleted.iso}>{loaded.deleted.label}</time>: it is not on the site.
            </p>
            <Form method="post">
              <button type="submit" name="intent" value="undelete" disabled={busy} className="btn btn-primary">
                Undo delete
              </button>
            </Form>
          </div>
        </div>
        <RevisionHistory revisions={loaded.revisions} busy={busy} />
      </div>
    );
  }

  return (
    <div className="container-site py-8 md:py-10">
      <BackToList to={CONTENT_KINDS.post.listPath} label="Back to the journal" />
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-3xl md:text-4xl">{loaded.id ? "Edit post" : "New post"}</h1>
          {loaded.state && loaded.lastEdit ? (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <PostStateBadge state={loaded.state} />
              <p className="text-sm text-muted">
                Last edited by <span className="break-words font-medium text-ink">{loaded.lastEdit.by}</span>,{" "}
                <time dateTime={loaded.lastEdit.at.iso}>{loaded.lastEdit.at.label}</time>
              </p>
            </div>
          ) : null}
        </div>
        {loaded.id ? (
          <p className="flex flex-wrap gap-3">
            {loaded.publicPath ? (
              <a href={loaded.publicPath} className="btn btn-outline">
                View on the site
              </a>
            ) : (
              <Link to={`${editorPath("post", loaded.id)}?view=preview`} className="btn btn-outline">
                Preview as it will look
              </Link>
            )}
          </p>
        ) : null}
      </div>

      <div className="mt-6 space-y-3">
        {loaded.confirmDelete && loaded.id ? <ConfirmDeletePage title={loaded.values.title} consequence="It leaves the site at once and its address stops working. You can bring it back from the journal list." cancel={editorUrl} busy={busy} /> : null}
        {loaded.saved && !actionData ? <SavedNotice data={loaded} /> : null}
        {loaded.restored && !actionData ? <Notice tone="success">The post is back, as it was when it was deleted.</Notice> : null}
        {loaded.uploadedCover && !actionData ? (
          <Notice tone="success">The image is uploaded and chosen as the cover: describe it below, then save.</Notice>
        ) : null}
        {actionData?.previewHtml !== undefined ? (
          <Notice tone="success">
            {actionData.message} <a href="#preview-heading" className="underline">Go to the preview</a>.
          </Notice>
        ) : null}
        {fieldNotice ? <Notice tone={fieldNotice.tone}>{fieldNotice.message}</Notice> : null}
        <ErrorSummary errors={errors} labels={LABELS} order={POST_FORM_FIELDS} />
      </div>

      <Form ref={formRef} method="post" onSubmit={onSubmit} aria-label={loaded.id ? "Edit post" : "New post"} className="mt-6 space-y-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <TextField
            name="title"
            label={LABELS.title}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              if (!slugEdited.current) setSlug(slugFromTitle(event.target.value));
            }}
            maxLength={160}
            error={errors.title}
          />
          <TextField
            name="slug"
            label={LABELS.slug}
            hint={`The post's web address: /journal/${shownSlug || "followed by the title's words"}. Lowercase letters, digits and hyphens; left empty, it is made from the title. Changing it later keeps the old address working: it redirects to the new one.`}
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              slugEdited.current = event.target.value !== "";
            }}
            maxLength={MAX_SLUG_LENGTH}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            optional
            error={errors.slug}
          />
        </div>
        <TextArea
          name="summary"
          label={LABELS.summary}
          hint={`One or two sentences for the journal page, search results and link previews. Up to ${POST_SUMMARY_MAX_LENGTH} characters.`}
          defaultValue={values.summary}
          rows={3}
          maxLength={POST_SUMMARY_MAX_LENGTH}
          error={errors.summary}
        />

        <MarkdownField
          defaultValue={values.body}
          initialHtml={actionData?.previewHtml ?? loaded.previewHtml}
          error={errors.body}
          help={loaded.markdownHelp}
          previewNote={hydrated ? "Updates as you type" : "Use the Preview button below to update it"}
        />

        <div className="space-y-5 border border-stone bg-white p-4 md:p-6">
          <CoverPicker
            choices={covers}
            value={cover}
            onChange={setCover}
            error={errors.cover_media_id}
            uploadError={loaded.uploadError}
            uploads={uploads}
            hydrated={hydrated}
          />
          <TextField
            name="cover_alt"
            label="Describe the cover image"
            hint="What the image shows, for people who cannot see it (“The Kelowna showroom at dusk, lift-and-slide doors open”). Needed when a cover is chosen."
            defaultValue={values.cover_alt}
            maxLength={300}
            required={cover !== ""}
            error={errors.cover_alt}
          />
        </div>

        <div className="grid gap-6 border border-stone bg-white p-4 md:grid-cols-2 md:p-6">
          <fieldset id="field-status" tabIndex={-1} aria-describedby={errors.status ? "field-status-error" : undefined} className="min-w-0 focus:outline-none">
            <legend className="font-medium text-ink">{LABELS.status}</legend>
            {errors.status ? (
              <p id="field-status-error" className="mt-1.5 text-sm font-medium text-danger">
                {errors.status}
              </p>
            ) : null}
            <div className="mt-2 space-y-2">
              <StatusChoice value="draft" checked={values.status !== "published"} label="Draft" hint="Not on the site: only staff see it, in the preview." />
              <StatusChoice value="published" checked={values.status === "published"} label="Published" hint="On the site from the publish date and time." />
            </div>
          </fieldset>
          <TextField
            type="datetime-local"
            name="publish_at"
            label={`${LABELS.publish_at} (Pacific time)`}
            hint="Empty: now, when the post is published. A time still to come schedules it: it appears on the site by itself then."
            defaultValue={values.publish_at}
            optional
            error={errors.publish_at}
          />
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className="btn btn-primary">
            Save
          </button>
          {hydrated ? null : (
            <button type="submit" name="intent" value="preview" formNoValidate className="btn btn-outline">
              Preview
            </button>
          )}
          <Link to="/admin/journal" className="inline-flex min-h-11 items-center px-2 text-aegean underline">
            Cancel
          </Link>
        </div>
      </Form>
      {/* The cover upload's own form (its controls are in the cover section above, linked by their form attribute). */}
      <form id={COVER_UPLOAD_FORM} method="post" action={uploadAction(editorUrl)} encType="multipart/form-data" onSubmit={onUpload} hidden />

      {loaded.id ? (
        <>
          <section aria-labelledby="delete-heading" className="mt-12 border-t border-stone pt-6">
            <h2 id="delete-heading" className="text-2xl">
              Delete
            </h2>
            <p className="mt-1 text-muted">The post leaves the site at once. It can be brought back from the journal list.</p>
            <p className="mt-3">
              <Link to="?confirm=delete#confirm-delete" className="btn border-2 border-danger text-danger hover:bg-danger hover:text-white">
                Delete this post…
              </Link>
            </p>
          </section>
          <RevisionHistory revisions={loaded.revisions} busy={busy} />
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <ItemErrorBoundary what="post" back={{ to: CONTENT_KINDS.post.listPath, label: "Back to the journal" }} />;
}
