import type { FormEvent } from "react";
import { data, redirect } from "react-router";
import { EditorErrorBoundary, EditorFrame, partFrameData, useSaving } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { useEditor } from "#app/components/admin/useEditor";
import { ProductTabs } from "#app/components/admin/ProductTabs";
import { UploadControl } from "#app/components/admin/UploadControl";
import { useMediaUpload } from "#app/components/admin/useMediaUpload";
import { MediaPicker } from "#app/components/admin/media/MediaPicker";
import { PictureRows, rowLabels } from "#app/components/admin/product-pictures/PictureRows";
import { ProductFiles } from "#app/components/admin/product-pictures/ProductFiles";
import { TextField } from "#app/components/forms/Field";
import type { EditorNotice } from "#app/lib/admin/content-kinds";
import { uploadAction } from "#app/lib/admin/media-library";
import { productTabPath } from "#app/lib/admin/product-tabs";
import {
  COVER_ALT_FIELD,
  COVER_IMAGE_FIELD,
  PICTURE_FIELDS,
  PICTURE_LIST_NAMES,
  PICTURES_FIELD,
  PICTURES_FORM,
  SAVE_FILES,
  SAVE_PICTURES,
  fileDeleteField,
  fileOrderField,
  pictureMessages,
} from "#app/lib/admin/product-pictures-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { useHydrated } from "#app/lib/hydrated";
import { isMediaId } from "#app/lib/media";
import { isProductFileFormat, isProductFileType, MAX_FILES_PER_PRODUCT, productFileUrl } from "#app/lib/product-files";
import { arrangeProductFiles, listProductFiles } from "#app/lib/server/content/product-files.server";
import { pictureChoices, pictureValues, savePictures, standInTitle } from "#app/lib/server/content/product-pictures.server";
import { DIAGRAM_CHOICES } from "#app/lib/server/catalogue/diagram-choices.server";
import { findProductRow } from "#app/lib/server/catalogue/product-row.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { BodyError, readFields } from "#app/lib/server/platform/request-body.server";
import type { RawFields } from "#app/lib/forms/fields";
import type { Route } from "./+types/product-pictures";
import { ViewOnSite } from "#app/components/admin/ViewOnSite";

/** The upload's own form (its controls sit beside the cover, linked by their form attribute). */
const IMAGE_UPLOAD_FORM = "product-image-upload";
/** The most fields a post of this page sends: every picture field and the intent, or each file's place and delete box. */
const PICTURES_MAX_FIELDS = Math.max(PICTURE_FIELDS.length, 2 * MAX_FILES_PER_PRODUCT) + 1;
/** A query value shown back in a notice: never a long one. */
const NOTICE_CAP = 500;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? `Pictures and files: ${loaded.title}` : "Product not found", matches);
}

async function productOr404(request: Request, context: Route.LoaderArgs["context"], id: string) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const row = await findProductRow(services.store, id);
  if (!row) throw data("No product has this address.", { status: 404 });
  return { services, row };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, row } = await productOr404(request, context, params.id);
  const url = new URL(request.url);
  const values = pictureValues(row);
  const uploaded = (url.searchParams.get("uploaded") ?? "").split(",").filter(isMediaId);
  const files = (await listProductFiles(services.store, row.id)).flatMap((file) =>
    isProductFileType(file.type) && isProductFileFormat(file.format)
      ? [{ id: file.id, label: file.label, type: file.type, format: file.format, bytes: file.bytes, originalName: file.original_name, href: productFileUrl(row.slug, file.stored_name) }]
      : [],
  );
  return {
    ...partFrameData({ id: row.slug, version: Number(row.updated_at), saved: url.searchParams.has("saved") }),
    title: row.title,
    publicPath: row.status === "published" ? row.path : null,
    // A product the build did not draw shows a product of its kind's drawings until pictures are uploaded.
    standIn: standInTitle(row),
    values,
    choices: await pictureChoices(services.store, values),
    diagrams: DIAGRAM_CHOICES,
    files,
    filesSaved: url.searchParams.has("filesSaved"),
    uploaded: uploaded.length > 0,
    uploadError: url.searchParams.get("uploadError")?.slice(0, NOTICE_CAP) ?? null,
    fileAdded: url.searchParams.get("fileAdded")?.slice(0, NOTICE_CAP) ?? null,
    fileError: url.searchParams.get("fileError")?.slice(0, NOTICE_CAP) ?? null,
  };
}

/** Saves the pictures (a revision of the product), or the files' order and deletions; refusals come back by field. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { row, services } = await productOr404(request, context, params.id);
  const staff = await requireStaff(request, context);
  let fields: RawFields;
  try {
    fields = await readFields(request, PICTURES_MAX_FIELDS);
  } catch (error) {
    if (error instanceof BodyError) return data<EditorNotice>({ tone: "error", message: error.message }, { status: error.status });
    throw error;
  }
  const page = productTabPath(row.slug, "pictures");
  if (fields.intent === SAVE_FILES) {
    const files = await listProductFiles(services.store, row.id);
    const place = (id: string) => Number.parseInt(String(fields[fileOrderField(id)] ?? ""), 10);
    const order = files
      .map((file, index) => ({ id: file.id, at: Number.isFinite(place(file.id)) ? place(file.id) : index + 1, index }))
      .sort((a, b) => a.at - b.at || a.index - b.index)
      .map((file) => file.id);
    const deleted = files.filter((file) => fields[fileDeleteField(file.id)]).map((file) => file.id);
    await arrangeProductFiles(services.store, row.id, { order, deleted });
    throw redirect(`${page}?filesSaved=1#files`);
  }
  if (fields.intent !== SAVE_PICTURES) return data<EditorNotice>({ tone: "error", message: "Nothing to save: use one of the page's buttons." }, { status: 400 });
  const saved = await savePictures(services.store, row, fields, staff.email);
  if (saved.ok) throw redirect(`${page}?saved=1`);
  return data<EditorNotice>(
    { tone: "error", message: "The pictures were not saved: see the messages next to the fields.", errors: saved.errors, values: saved.values },
    { status: 422 },
  );
}

export default function ProductPicturesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPicturesEditor key={loaderData.version} loaded={loaderData} actionData={actionData} />;
}

function ProductPicturesEditor({ loaded, actionData }: { loaded: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const { values, errors, frame } = useEditor(PICTURES_FORM, loaded, actionData);
  const { busy } = useSaving(SAVE_PICTURES);
  const hydrated = useHydrated();
  const uploads = useMediaUpload();
  const id = loaded.id!;
  const page = productTabPath(id, "pictures");

  // With JavaScript the image uploads in place, with its progress, and the page comes back with it in the lists.
  async function onImageUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.ownerDocument.getElementById("image-upload-file") as HTMLInputElement | null;
    const stored = await uploads.upload([...(input?.files ?? [])]);
    if (stored.length) window.location.assign(`${page}?uploaded=${stored.map((image) => image.id).join(",")}`);
  }

  return (
    <EditorFrame
      {...frame}
      title={loaded.title}
      heading={loaded.title}
      about="The pictures and downloadable files of this product’s page: its main picture (also on its card and in link previews), its other pictures and drawings, and its brochures and guides."
      intro={<ProductTabs id={id} current="pictures" />}
      actions={<ViewOnSite path={loaded.publicPath} />}
      saved={<Notice tone="success">{pictureMessages.saved}</Notice>}
      notices={
        actionData ? null : (
          <>
            {loaded.filesSaved ? <Notice tone="success">{pictureMessages.filesSaved}</Notice> : null}
            {loaded.uploaded ? <Notice tone="success">{pictureMessages.imageUploaded}</Notice> : null}
          </>
        )
      }
      before={
        <section aria-labelledby="image-upload-heading" className="mt-6 border border-stone bg-white p-4 md:p-6">
          <h2 id="image-upload-heading" className="text-2xl">
            Upload a picture
          </h2>
          <form id={IMAGE_UPLOAD_FORM} method="post" action={uploadAction(page)} encType="multipart/form-data" onSubmit={onImageUpload} hidden />
          <UploadControl
            formId={IMAGE_UPLOAD_FORM}
            inputId="image-upload-file"
            hintId="image-upload-hint"
            label="Picture to upload to the image library"
            afterUpload={
              hydrated
                ? "It joins the lists below, to choose as the cover or a picture. Save your other changes first."
                : "The page comes back with it in the lists below, to choose as the cover or a picture: save your other changes first."
            }
            uploads={uploads}
            uploadError={loaded.uploadError}
            className="mt-2"
            inputBackground="bg-white"
          />
        </section>
      }
      after={<ProductFiles productId={id} files={loaded.files} added={loaded.fileAdded} error={loaded.fileError} busy={busy} />}
      formName="Pictures"
      saveLabel="Save the pictures"
      saveIntent={SAVE_PICTURES}
      unsaved={`the pictures of “${loaded.title}”`}
      labels={rowLabels(values)}
      history={false}
    >
      {errors[PICTURES_FIELD] ? (
        <p id={`field-${PICTURES_FIELD}`} tabIndex={-1} className="border-l-4 border-danger bg-danger-light px-4 py-3 text-danger-dark">
          {errors[PICTURES_FIELD]}
        </p>
      ) : null}
      <fieldset className="min-w-0 border border-stone bg-white p-4 md:p-6">
        <legend className="px-1 text-xl font-semibold text-ink">Cover</legend>
        <p className="text-sm text-muted">
          The page's first and largest picture, also shown on the landing cards and when the page is shared. Without an uploaded one, the drawn cover
          stays.
        </p>
        {loaded.standIn ? (
          <p className="mt-2 border-l-4 border-bronze bg-marble px-3 py-2 text-sm">
            This product has no drawings of its own: until you upload its pictures, its pages show the drawings of the {loaded.standIn}, a product of its
            kind, with this product's descriptions.
          </p>
        ) : null}
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <MediaPicker
            name={COVER_IMAGE_FIELD}
            label={PICTURES_FORM.labels[COVER_IMAGE_FIELD]!}
            value={values[COVER_IMAGE_FIELD] ?? ""}
            choices={loaded.choices}
            emptyLabel="The drawn cover"
            hint="Its focal point (set in the image library) stays in view on the cards and the spec sheet."
            error={errors[COVER_IMAGE_FIELD]}
          />
          <TextField
            name={COVER_ALT_FIELD}
            label={PICTURES_FORM.labels[COVER_ALT_FIELD]!}
            hint="What the cover shows, read out to people who cannot see it: 20 to 160 characters."
            defaultValue={values[COVER_ALT_FIELD] ?? ""}
            error={errors[COVER_ALT_FIELD]}
            limit={160}
          />
        </div>
      </fieldset>

      {PICTURE_LIST_NAMES.map((list) => (
        <PictureRows key={list} list={list} values={values} errors={errors} choices={loaded.choices} diagrams={loaded.diagrams} />
      ))}
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="product" />;
}
