import type { FormEvent } from "react";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { data, redirect, useNavigation } from "react-router";
import { Notice } from "#app/components/admin/Notice";
import { ProductTabs } from "#app/components/admin/ProductTabs";
import { UploadControl } from "#app/components/admin/UploadControl";
import { useMediaUpload } from "#app/components/admin/useMediaUpload";
import { MediaPicker } from "#app/components/admin/media/MediaPicker";
import { PictureRows } from "#app/components/admin/product-pictures/PictureRows";
import { ProductFiles } from "#app/components/admin/product-pictures/ProductFiles";
import { TextField } from "#app/components/forms/Field";
import { uploadAction } from "#app/lib/admin/media-library";
import { productTabPath } from "#app/lib/admin/product-tabs";
import {
  COVER_ALT_FIELD,
  COVER_IMAGE_FIELD,
  PICTURE_FIELDS,
  PICTURE_LIST_NAMES,
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
    id: row.slug,
    title: row.title,
    publicPath: row.status === "published" ? row.path : null,
    // A product the build did not draw shows a product of its kind's drawings until pictures are uploaded.
    standIn: standInTitle(row),
    values,
    choices: await pictureChoices(services.store, values),
    diagrams: DIAGRAM_CHOICES,
    files,
    saved: url.searchParams.has("saved"),
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
    if (error instanceof BodyError) return data({ message: error.message, errors: {} as Record<string, string>, values: null }, { status: error.status });
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
  if (fields.intent !== SAVE_PICTURES) return data({ message: "Nothing to save: use one of the page's buttons.", errors: {}, values: null }, { status: 400 });
  const saved = await savePictures(services.store, row, fields, staff.email);
  if (saved.ok) throw redirect(`${page}?saved=1`);
  return data({ message: "The pictures were not saved: see the messages next to the fields.", errors: saved.errors, values: saved.values }, { status: 422 });
}

export default function ProductPicturesPage({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaded.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const uploads = useMediaUpload();
  const page = productTabPath(loaded.id, "pictures");

  // With JavaScript the image uploads in place, with its progress, and the page comes back with it in the lists.
  async function onImageUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.ownerDocument.getElementById("image-upload-file") as HTMLInputElement | null;
    const stored = await uploads.upload([...(input?.files ?? [])]);
    if (stored.length) window.location.assign(`${page}?uploaded=${stored.map((image) => image.id).join(",")}`);
  }

  return (
    <div className="container-site py-8 md:py-10">
      <p className="text-sm text-muted">Product</p>
      <h1 className="text-3xl md:text-4xl">{loaded.title}</h1>
      <p className="mt-1 max-w-3xl" data-page-about>
        The pictures and downloadable files of this product&rsquo;s page: its main picture (also on its card and in link previews), its other pictures and drawings, and its brochures and guides.
      </p>
      {loaded.publicPath ? (
        <p className="mt-2">
          <a href={loaded.publicPath} className="text-aegean underline">
            View on the site
          </a>
        </p>
      ) : null}
      <div className="mt-6">
        <ProductTabs id={loaded.id} current="pictures" />
      </div>

      <div className="space-y-3">
        {loaded.saved && !actionData ? <Notice tone="success">{pictureMessages.saved}</Notice> : null}
        {loaded.filesSaved && !actionData ? <Notice tone="success">{pictureMessages.filesSaved}</Notice> : null}
        {loaded.uploaded && !actionData ? <Notice tone="success">{pictureMessages.imageUploaded}</Notice> : null}
        {actionData ? <Notice tone="error">{actionData.message}</Notice> : null}
        {errors.pictures ? <Notice tone="error">{errors.pictures}</Notice> : null}
      </div>

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
      <form method="post" aria-label="Pictures" className="mt-6 space-y-8">
        <UnsavedChangesGuard what={`the pictures of “${loaded.title}”`} />
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
              label="Cover picture"
              value={values[COVER_IMAGE_FIELD] ?? ""}
              choices={loaded.choices}
              emptyLabel="The drawn cover"
              hint="Its focal point (set in the image library) stays in view on the cards and the spec sheet."
              error={errors[COVER_IMAGE_FIELD]}
            />
            <TextField
              name={COVER_ALT_FIELD}
              label="Cover: description for people who can't see it"
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

        <p>
          <button type="submit" name="intent" value={SAVE_PICTURES} className="btn btn-primary" disabled={busy}>
            Save the pictures
          </button>
        </p>
      </form>


      <ProductFiles productId={loaded.id} files={loaded.files} added={loaded.fileAdded} error={loaded.fileError} busy={busy} />
    </div>
  );
}
