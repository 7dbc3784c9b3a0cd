import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ItemErrorBoundary } from "../../components/admin/ItemErrorBoundary";
import { Notice } from "../../components/admin/Notice";
import { StateBadge, BackToList, ConfirmDeletePage, StatusChoice } from "../../components/admin/ContentControls";
import { photoButtonId, PHOTO_UPLOAD_FORM, PHOTO_UPLOAD_INPUT, ProjectPhotos, type RowImage } from "../../components/admin/project-editor/ProjectPhotos";
import { RevisionHistory } from "../../components/admin/RevisionHistory";
import { useEditorValidation } from "../../components/admin/useEditorValidation";
import { useMediaUpload } from "../../components/admin/useMediaUpload";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { SelectField, TextArea, TextField } from "../../components/forms/Field";
import { CONTENT_KINDS, editorPath } from "../../lib/admin/content-kinds";
import { uploadAction } from "../../lib/admin/media-library";
import {
  applyPhotoAction,
  moveTo,
  photoRows,
  PROJECT_FIELD_LABELS as LABELS,
  PROJECT_FIELD_ORDER,
  readPhotoAction,
  withPhotoRows,
  type PhotoAction,
  type PhotoRow,
} from "../../lib/admin/project-form";
import { staffMeta } from "../../lib/admin/staff-meta";
import { staffTime } from "../../lib/business-time";
import { PROJECT_AREAS, PROJECT_TYPES, projectPath } from "../../lib/content/projects";
import { fieldErrors } from "../../lib/forms/fields";
import {
  FIRST_PROJECT_YEAR,
  MAIN_PHOTO_FIELD,
  MAX_PROJECT_PHOTOS,
  photoAltField,
  photoIdField,
  productField,
  PROJECT_SCOPE_MAX_LENGTH,
  projectEditorSchema,
} from "../../lib/forms/staff/project-editor";
import { isMediaId } from "../../lib/media";
import { MAX_SLUG_LENGTH, slugFromTitle } from "../../lib/slug";
import { ContentConflict, ContentNotFound, getItemRow } from "../../lib/server/content/content-store.server";
import { notice, readStaffPost, revisionLines, sharedContentAction, type EditorNotice } from "../../lib/server/content/editor-actions.server";
import { projectSlugTaken, saveProject } from "../../lib/server/content/owner-content.server";
import {
  describeProjectRevision,
  missingPhotos,
  photoImages,
  postedProjectValues,
  productGroups,
  projectFormValues,
  type PhotoImage,
} from "../../lib/server/content/project-admin.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/project";

/** The ":id" of a project not saved yet. */
const NEW_ID = "new";
/**
 * Photos uploaded without JavaScript and not saved yet: the editor's address keeps them (?added=) while more are
 * uploaded, since the upload answers with the new ones alone (?uploaded=).
 */
const ADDED_PARAM = "added";

const idList = (value: string | null) => (value ?? "").split(",").filter(isMediaId);

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return staffMeta("Project not found");
  return staffMeta(loaded.id ? `Edit: ${loaded.name}` : "New project");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const url = new URL(request.url);
  const row = params.id === NEW_ID ? undefined : await getItemRow(services.store, "project", params.id);
  if (params.id !== NEW_ID && !row) throw data("No project has this address.", { status: 404 });

  // Back from an upload without JavaScript: the new photos join the list, to be described, then saved.
  let values = projectFormValues(row);
  const added = [...new Set([...idList(url.searchParams.get(ADDED_PARAM)), ...idList(url.searchParams.get("uploaded"))])];
  const addedImages = await photoImages(services.store, added);
  const fresh = added.filter((id) => addedImages[id]?.available);
  if (fresh.length) {
    const rows = photoRows(values);
    values = withPhotoRows(values, [...rows, ...fresh.filter((id) => !rows.some((row) => row.id === id)).map((id) => ({ id, alt: "", caption: "" }))]);
  }
  const [images, revisions] = await Promise.all([
    photoImages(services.store, photoRows(values).map((photo) => photo.id)),
    row ? revisionLines(services, "project", row.id, describeProjectRevision) : Promise.resolve([]),
  ]);
  const shown = row?.status === "published" && row.deleted_at === null;
  return {
    id: row?.id ?? null,
    name: row?.name ?? "",
    /** Changes with every write: the form starts again from what is stored (after a restore, say). */
    version: row ? Number(row.updated_at) : 0,
    values,
    images,
    products: productGroups(),
    shown,
    publicPath: row && shown ? projectPath(row) : null,
    hasDrawing: Boolean(row?.drawing),
    deleted: row?.deleted_at ? staffTime(Number(row.deleted_at)) : null,
    lastEdit: row ? { by: row.updated_by, at: staffTime(Number(row.updated_at)) } : null,
    revisions,
    added: fresh,
    saved: url.searchParams.get("saved") === "1",
    restored: url.searchParams.get("restored") === "1",
    uploadError: url.searchParams.get("uploadError")?.slice(0, 500) ?? null,
    confirmDelete: Boolean(row) && url.searchParams.get("confirm") === "delete",
  };
}

/** What the editor's action answers besides a redirect: a notice, field errors, the values and their images. */
type ProjectActionData = EditorNotice & { images?: Record<string, PhotoImage> };

const NOT_SAVED = "The project was not saved.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if ("refused" in post) return post.refused;
  const { staff, services, fields } = post;
  const id = params.id === NEW_ID ? undefined : params.id;

  // Delete, bring back, restore a version: shared with the other kinds.
  if (id) {
    const shared = await sharedContentAction("project", id, fields, staff.email, services);
    if (shared) return shared;
  }

  const values = postedProjectValues(fields);
  const imagesOf = (form: Record<string, string>) => photoImages(services.store, photoRows(form).map((photo) => photo.id));

  // A photo's button without JavaScript: the form comes back with the photos rearranged; nothing is saved.
  const photoAction = readPhotoAction(fields.photo_action);
  if (photoAction) {
    const { rows, message } = applyPhotoAction(photoRows(values), photoAction);
    const next = withPhotoRows(values, rows);
    return data<ProjectActionData>({ tone: "success", message: `${message} Nothing is saved yet: save when you are done.`, values: next, images: await imagesOf(next) });
  }
  if (fields.intent !== "save") return notice("error", "That action is not known.");

  const images = await imagesOf(values);
  const refused = (status: number, errors: Record<string, string>) => data<ProjectActionData>({ tone: "error", message: NOT_SAVED, errors, values, images }, { status });
  const parsed = projectEditorSchema.safeParse(values);
  if (!parsed.success) return refused(422, fieldErrors(parsed.error));
  const input = parsed.data;
  const missing = missingPhotos(photoRows(values), images);
  if (missing.length) {
    return refused(
      422,
      Object.fromEntries(missing.map((n) => [photoIdField(n), "This image is no longer in the library: remove this photo, or bring the image back under Images."])),
    );
  }
  const taken = () => refused(409, { slug: `Another project already has the address /projects/${input.slug}: choose another.` });
  if (await projectSlugTaken(services.store.db, input.slug, id)) return taken();
  try {
    const row = await saveProject(services.store, id, input, staff.email);
    await services.content.refresh();
    return redirect(`${editorPath("project", row.id)}?saved=1`, 303);
  } catch (error) {
    if (error instanceof ContentConflict) return taken();
    if (error instanceof ContentNotFound) throw data("No project has this address.", { status: 404 });
    throw error;
  }
}

type EditData = Route.ComponentProps["loaderData"];

export default function ProjectEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new start after every stored change (a save, a restore): the form shows what is stored.
  return <ProjectEditor key={`${loaderData.id ?? NEW_ID}:${loaderData.version}`} data={loaderData} actionData={actionData as ProjectActionData | undefined} />;
}

function ProjectEditor({ data: loaded, actionData }: { data: EditData; actionData?: ProjectActionData }) {
  const values = actionData?.values ?? loaded.values;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The address follows the name until it is edited (a stored project keeps its own).
  const [name, setName] = useState(values.name ?? "");
  const [slug, setSlug] = useState(values.slug ?? "");
  const slugEdited = useRef(Boolean(loaded.id) || Boolean(values.slug));

  const [photos, setPhotos] = useState<PhotoRow[]>(() => photoRows(values));
  const [main, setMain] = useState(values[MAIN_PHOTO_FIELD] ?? "");
  const [uploadedImages, setUploadedImages] = useState<Record<string, RowImage>>({});
  const images: Record<string, RowImage> = { ...loaded.images, ...actionData?.images, ...uploadedImages };
  const [photoStatus, setPhotoStatus] = useState("");
  const uploads = useMediaUpload();

  const serverErrors = actionData?.errors;
  const { formRef, summaryRef, errors, validate } = useEditorValidation(projectEditorSchema, serverErrors);

  // After a photo moves, focus goes back to the button that moved it (React may have moved its node).
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [photos]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter || submitter.value === "save") validate(event);
  }

  // With JavaScript a photo's buttons act on the page at once; without, they post the form (see the action).
  function onPhotoAction({ kind, n }: PhotoAction, event: MouseEvent<HTMLButtonElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const index = n - 1;
    const photo = photos[index];
    if (!photo) return;
    if ((kind === "up" && index === 0) || (kind === "down" && index === photos.length - 1)) return;
    const { rows, message } = applyPhotoAction(photos, { kind, n });
    if (kind === "remove") {
      const neighbour = rows[index] ?? rows[index - 1];
      focusNext.current = neighbour ? photoButtonId(neighbour.id, "remove") : PHOTO_UPLOAD_INPUT;
    } else {
      focusNext.current = photoButtonId(photo.id, kind);
    }
    setPhotos(rows);
    setPhotoStatus(message);
  }

  function onPhotoDrop(moved: string, target: string) {
    const from = photos.findIndex((photo) => photo.id === moved);
    const to = photos.findIndex((photo) => photo.id === target);
    if (from < 0 || to < 0) return;
    setPhotos(moveTo(photos, from, to));
    setPhotoStatus(`Photo ${from + 1} moved to position ${to + 1}.`);
  }

  // With JavaScript the upload stays on the page: each file with its progress, then a new row each, to describe.
  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = document.getElementById(PHOTO_UPLOAD_INPUT) as HTMLInputElement | null;
    const files = [...(input?.files ?? [])];
    if (!files.length) return;
    const room = MAX_PROJECT_PHOTOS - photos.length;
    const stored = (await uploads.upload(files.slice(0, Math.max(0, room)))).filter((image) => !photos.some((photo) => photo.id === image.id));
    if (input) input.value = "";
    if (!stored.length) return;
    setUploadedImages((current) => ({
      ...current,
      ...Object.fromEntries(stored.map((image) => [image.id, { id: image.id, width: image.width, height: image.height, name: image.originalName, available: true }])),
    }));
    setPhotos((current) => [...current, ...stored.map((image) => ({ id: image.id, alt: "", caption: "" }))]);
    setPhotoStatus(`${stored.length === 1 ? "1 photo" : `${stored.length} photos`} added at the end of the list: describe each, then save.`);
    focusNext.current = `field-${photoAltField(photos.length + 1)}`;
  }

  const editorUrl = editorPath("project", loaded.id ?? NEW_ID);
  // Without JavaScript, photos uploaded but not saved stay in the editor's address while more are uploaded.
  const uploadReturn = loaded.added.length ? `${editorUrl}?${ADDED_PARAM}=${loaded.added.join(",")}` : editorUrl;
  const shownSlug = slug.trim() || slugFromTitle(name);
  const otherNotice = actionData && !actionData.errors ? actionData : undefined;

  if (loaded.deleted && loaded.id) {
    return (
      <div className="container-site py-8 md:py-10">
        <BackToList to={CONTENT_KINDS.project.listPath} label="All projects" />
        <h1 className="mt-4 break-words text-3xl md:text-4xl">{loaded.name}</h1>
        <div className="mt-6 space-y-3">
          {otherNotice ? <Notice tone={otherNotice.tone}>{otherNotice.message}</Notice> : null}
          <div role="status" className="flex flex-wrap items-center gap-3 border-l-4 border-danger bg-danger-light px-4 py-3 font-medium text-danger-dark">
            <p className="min-w-0 flex-1">
              This project was deleted <time dateTime={loaded.deleted.iso}>{loaded.deleted.label}</time>: it is not on the site.
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
      <BackToList to={CONTENT_KINDS.project.listPath} label="All projects" />
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-3xl md:text-4xl">{loaded.id ? loaded.name : "New project"}</h1>
          {loaded.lastEdit ? (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <StateBadge tone={loaded.shown ? "live" : "over"}>{loaded.shown ? "Shown" : "Hidden"}</StateBadge>
              <p className="text-sm text-muted">
                Last edited by <span className="break-words font-medium text-ink">{loaded.lastEdit.by}</span>,{" "}
                <time dateTime={loaded.lastEdit.at.iso}>{loaded.lastEdit.at.label}</time>
              </p>
            </div>
          ) : (
            <p className="mt-1 text-muted">A new project goes first in the gallery; move it from the projects list.</p>
          )}
        </div>
        {loaded.publicPath ? (
          <a href={loaded.publicPath} className="btn btn-outline">
            View on the site
          </a>
        ) : null}
      </div>

      <div className="mt-6 space-y-3 empty:hidden">
        {loaded.confirmDelete && loaded.id ? <ConfirmDeletePage title={loaded.name} consequence="It leaves the gallery at once and its page stops working. You can bring it back from the projects list." cancel={editorUrl} busy={busy} /> : null}
        {loaded.saved && !actionData ? <SavedNotice publicPath={loaded.publicPath} /> : null}
        {loaded.restored && !actionData ? <Notice tone="success">The project is back, as it was when it was deleted.</Notice> : null}
        {loaded.added.length && !actionData ? (
          <Notice tone="success">
            {loaded.added.length === 1 ? "1 photo uploaded" : `${loaded.added.length} photos uploaded`}: describe{" "}
            {loaded.added.length === 1 ? "it" : "each"} under Photos, then save.
          </Notice>
        ) : null}
        {otherNotice ? <Notice tone={otherNotice.tone}>{otherNotice.message}</Notice> : null}
      </div>

      <Form
        ref={formRef}
        method="post"
        onSubmit={onSubmit}
        aria-label={loaded.id ? "Edit project" : "New project"}
        className="mt-6 space-y-8"
      >
        {/* The form's default button (Enter in a field saves), ahead of the photos' buttons. */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save
        </button>
        <ErrorSummary errors={errors} labels={LABELS} order={PROJECT_FIELD_ORDER} summaryRef={summaryRef} />

        <div className="grid gap-6 lg:grid-cols-2">
          <TextField
            name="name"
            label={LABELS.name!}
            hint="As the gallery shows it, e.g. Lions Bay Residence"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (!slugEdited.current) setSlug(slugFromTitle(event.target.value));
            }}
            maxLength={80}
            error={errors.name}
          />
          <TextField
            name="slug"
            label={LABELS.slug!}
            hint={`The project's web address: /projects/${shownSlug || "followed by the name's words"}. Lowercase letters, digits and hyphens; left empty, it is made from the name. Changing it later keeps the old address working.`}
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
          <TextField name="place" label={LABELS.place!} hint="The city or area, e.g. West Vancouver" maxLength={60} defaultValue={values.place} error={errors.place} />
          <SelectField
            name="area"
            label={LABELS.area!}
            hint="The area of British Columbia the gallery's filter files it under"
            options={PROJECT_AREAS.map((area) => ({ value: area.id, label: area.name }))}
            placeholder="Choose the area"
            defaultValue={values.area ?? ""}
            error={errors.area}
          />
          <TextField
            name="year"
            label={LABELS.year!}
            hint={`The year it was finished (or will be), from ${FIRST_PROJECT_YEAR}`}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            defaultValue={values.year}
            error={errors.year}
          />
          <SelectField
            name="type"
            label={LABELS.type!}
            options={PROJECT_TYPES}
            placeholder="Choose the type"
            defaultValue={values.type ?? ""}
            error={errors.type}
          />
        </div>
        <TextArea
          name="scope"
          label={LABELS.scope!}
          hint={`The scope of the work, in a sentence or two: what was supplied and installed. Up to ${PROJECT_SCOPE_MAX_LENGTH} characters.`}
          defaultValue={values.scope}
          rows={4}
          maxLength={PROJECT_SCOPE_MAX_LENGTH}
          error={errors.scope}
        />

        <fieldset aria-describedby="products-hint" className="min-w-0 border border-stone bg-white p-4 md:p-6">
          <legend className="float-left w-full font-display text-2xl text-aegean-dark">Products used</legend>
          <p id="products-hint" className="clear-left pt-1 text-sm text-muted">
            The catalogue products this project used: its page links to them, and their pages show the project.
          </p>
          <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-3">
            {loaded.products.map((group) => (
              <fieldset key={group.family} className="min-w-0">
                <legend className="font-semibold">{group.name}</legend>
                <div className="mt-1">
                  {group.products.map((product) => (
                    <label key={product.id} htmlFor={`field-${productField(product.id)}`} className="flex min-h-11 cursor-pointer items-center gap-3">
                      <input
                        id={`field-${productField(product.id)}`}
                        name={productField(product.id)}
                        type="checkbox"
                        defaultChecked={values[productField(product.id)] === "on"}
                        className="size-5 shrink-0 accent-aegean"
                      />
                      <span title={product.subtitle}>{product.title}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>

        <ProjectPhotos
          photos={photos}
          images={images}
          main={main}
          errors={errors}
          hydrated={hydrated}
          hasDrawing={loaded.hasDrawing}
          uploads={uploads}
          uploadError={loaded.uploadError}
          onChange={(id, change) => setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)))}
          onMain={setMain}
          onAction={onPhotoAction}
          onDrop={onPhotoDrop}
        />
        <p aria-live="polite" className="sr-only">
          {photoStatus}
        </p>

        <fieldset id="field-status" tabIndex={-1} aria-describedby={errors.status ? "field-status-error" : undefined} className="min-w-0 border border-stone bg-white p-4 focus:outline-none md:p-6">
          <legend className="float-left w-full font-display text-2xl text-aegean-dark">{LABELS.status}</legend>
          {errors.status ? (
            <p id="field-status-error" className="clear-left pt-1 text-sm font-medium text-danger">
              {errors.status}
            </p>
          ) : null}
          <div className="clear-left space-y-2 pt-2">
            <StatusChoice value="published" checked={values.status !== "draft"} label="Shown on the site" hint="In the gallery, on its own page and on the pages of the products it used." />
            <StatusChoice value="draft" checked={values.status === "draft"} label="Hidden (draft)" hint="Only staff see it, here. Show it when it is ready." />
          </div>
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className="btn btn-primary">
            {busy && navigation.formData?.get("intent") === "save" ? "Saving…" : "Save project"}
          </button>
          <Link to={CONTENT_KINDS.project.listPath} className="inline-flex min-h-11 items-center px-2 text-aegean underline">
            Cancel
          </Link>
        </div>
      </Form>
      {/* The photo upload's own form (its controls are in the photos section above, linked by their form attribute). */}
      <form id={PHOTO_UPLOAD_FORM} method="post" action={uploadAction(uploadReturn)} encType="multipart/form-data" onSubmit={onUpload} hidden />

      {loaded.id ? (
        <>
          <section aria-labelledby="delete-heading" className="mt-12 border-t border-stone pt-6">
            <h2 id="delete-heading" className="text-2xl">
              Delete
            </h2>
            <p className="mt-1 text-muted">The project leaves the site at once. It can be brought back from the projects list.</p>
            <p className="mt-3">
              <Link to="?confirm=delete#confirm-delete" className="btn border-2 border-danger text-danger hover:bg-danger hover:text-white">
                Delete this project…
              </Link>
            </p>
          </section>
          <RevisionHistory revisions={loaded.revisions} busy={busy} />
        </>
      ) : null}
    </div>
  );
}

function SavedNotice({ publicPath }: { publicPath: string | null }) {
  if (!publicPath) return <Notice tone="success">Saved. It is hidden: only staff see it.</Notice>;
  return (
    <Notice tone="success">
      Saved. It is live on the site:{" "}
      <a href={publicPath} className="underline">
        view the project
      </a>
      .
    </Notice>
  );
}

export function ErrorBoundary() {
  return <ItemErrorBoundary what="project" back={{ to: CONTENT_KINDS.project.listPath, label: "All projects" }} />;
}
