import { data } from "react-router";
import { StateBadge, StatusField } from "#app/components/admin/ContentControls";
import { EditorErrorBoundary, EditorFrame, LiveSavedNotice, answerNotice, fieldsOf } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { NameAndSlug } from "#app/components/admin/NameAndSlug";
import { ProductsField } from "#app/components/admin/project-editor/ProductsField";
import { PHOTO_UPLOAD_FORM, ProjectPhotos } from "#app/components/admin/project-editor/ProjectPhotos";
import { useProjectPhotos } from "#app/components/admin/project-editor/useProjectPhotos";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { editorPath, type EditorNotice } from "#app/lib/admin/content-kinds";
import { uploadAction } from "#app/lib/admin/media-library";
import { ADD_PHOTO_ACTION, ADD_PHOTO_FIELD, addPhotoRow, applyPhotoAction, photoRows, PROJECT_FORM, readPhotoAction, withPhotoRows } from "#app/lib/admin/project-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { PROJECT_AREAS, PROJECT_TYPES, projectPath } from "#app/lib/content/projects";
import { FIRST_PROJECT_YEAR, MAX_PROJECT_PHOTOS, PROJECT_SCOPE_MAX_LENGTH } from "#app/lib/forms/staff/project-editor";
import { useHydrated } from "#app/lib/hydrated";
import { isMediaId } from "#app/lib/media";
import type { Store } from "#app/lib/server/platform/database.server";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { projectKind, photoImages, productGroups, type PhotoImage } from "#app/lib/server/content/kinds/project-editor.server";
import { coverChoices } from "#app/lib/server/content/journal-admin.server";
import type { Route } from "./+types/project";
import { ViewOnSite } from "#app/components/admin/ViewOnSite";

/**
 * Photos uploaded without JavaScript and not saved yet: the editor's address keeps them (?added=) while more are
 * uploaded, since the upload answers with the new ones alone (?uploaded=).
 */
const ADDED_PARAM = "added";

const idList = (value: string | null) => (value ?? "").split(",").filter(isMediaId);
const imagesOf = (store: Store, values: Record<string, string>) => photoImages(store, photoRows(values).map((photo) => photo.id));

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return staffMeta("Project not found", matches);
  return staffMeta(loaded.id ? `Edit: ${loaded.name}` : "New project", matches);
}

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(projectKind, args);
  const { row, url, services } = item;
  return editorData(projectKind, item, async (_, stored) => {
    // Back from an upload without JavaScript: the new photos join the list, to be described, then saved.
    let values = stored;
    const added = [...new Set([...idList(url.searchParams.get(ADDED_PARAM)), ...idList(url.searchParams.get("uploaded"))])];
    const addedImages = await photoImages(services.store, added);
    const fresh = added.filter((id) => addedImages[id]?.available);
    if (fresh.length) {
      const rows = photoRows(values);
      values = withPhotoRows(values, [...rows, ...fresh.filter((id) => !rows.some((photo) => photo.id === id)).map((id) => ({ id, alt: "", caption: "" }))]);
    }
    const shown = row?.status === "published" && row.deleted_at === null;
    return {
      values,
      name: row?.name ?? "",
      images: await imagesOf(services.store, values),
      products: productGroups(services.content.current().products),
      shown,
      publicPath: row && shown ? projectPath(row) : null,
      hasDrawing: Boolean(row?.drawing),
      library: await coverChoices(services.store, []),
      added: fresh,
      uploadError: url.searchParams.get("uploadError")?.slice(0, 500) ?? null,
    };
  });
}

/** What the editor's action answers besides a redirect: a notice, field errors, the values and their images. */
type ProjectActionData = EditorNotice & { images?: Record<string, PhotoImage> };

export const action = (args: Route.ActionArgs) =>
  editorAction(projectKind, args, {
    // A photo's button without JavaScript: the form comes back with the photos rearranged; nothing is saved.
    async more({ fields, values, services }) {
      // A photo added from the library without JavaScript: the form comes back with it at the end; nothing is saved.
      if (fields.photo_action === ADD_PHOTO_ACTION) {
        const id = typeof fields[ADD_PHOTO_FIELD] === "string" ? fields[ADD_PHOTO_FIELD] : "";
        const available = isMediaId(id) && (await photoImages(services.store, [id]))[id]?.available;
        if (!available) {
          const message = id ? "That image is no longer in the library: choose another." : "Choose a photo in the list first, then Add this photo.";
          return data<ProjectActionData>({ tone: "error", message, values, images: await imagesOf(services.store, values) }, { status: 400 });
        }
        const { rows, message, added } = addPhotoRow(photoRows(values), id, MAX_PROJECT_PHOTOS);
        const next = withPhotoRows(values, rows);
        return data<ProjectActionData>(
          { tone: added ? "success" : "error", message: `${message}${added ? " Nothing is saved yet: save when you are done." : ""}`, values: next, images: await imagesOf(services.store, next) },
          added ? undefined : { status: 400 },
        );
      }
      const photoAction = readPhotoAction(fields.photo_action);
      if (!photoAction) return undefined;
      const { rows, message } = applyPhotoAction(photoRows(values), photoAction);
      const next = withPhotoRows(values, rows);
      return data<ProjectActionData>({ tone: "success", message: `${message} Nothing is saved yet: save when you are done.`, values: next, images: await imagesOf(services.store, next) });
    },
    answerData: async (values, services) => ({ images: await imagesOf(services.store, values) }),
  });

type EditData = Route.ComponentProps["loaderData"];

export default function ProjectEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new start after every stored change (a save, a restore): the form shows what is stored.
  return <ProjectEditor key={`${loaderData.id ?? "new"}:${loaderData.version}`} data={loaderData} actionData={actionData as ProjectActionData | undefined} />;
}

function ProjectEditor({ data: loaded, actionData }: { data: EditData; actionData?: ProjectActionData }) {
  const values = actionData?.values ?? loaded.values;
  const hydrated = useHydrated();
  const { photosProps, status, onUpload } = useProjectPhotos(values, { ...loaded.images, ...actionData?.images }, hydrated);
  const checks = useEditorValidation(PROJECT_FORM.schema, actionData?.errors);
  const { errors } = checks;
  const field = fieldsOf(PROJECT_FORM, values, errors);

  const editorUrl = editorPath("project", loaded.id);
  // Without JavaScript, photos uploaded but not saved stay in the editor's address while more are uploaded.
  const uploadReturn = loaded.added.length ? `${editorUrl}?${ADDED_PARAM}=${loaded.added.join(",")}` : editorUrl;
  const count = loaded.added.length;
  return (
    <EditorFrame
      form={PROJECT_FORM}
      loaded={loaded}
      answered={Boolean(actionData)}
      title={loaded.name}
      heading={loaded.id ? loaded.name : "New project"}
      intro={loaded.id ? null : <p>A new project goes first in the gallery; move it from the projects list.</p>}
      badge={<StateBadge tone={loaded.shown ? "live" : "over"}>{loaded.shown ? "Shown" : "Hidden"}</StateBadge>}
      actions={<ViewOnSite path={loaded.publicPath} />}
      saved={
        loaded.publicPath ? (
          <LiveSavedNotice path={loaded.publicPath} what="project" />
        ) : (
          <Notice tone="success">Saved. It is hidden: only staff see it.</Notice>
        )
      }
      notice={answerNotice(actionData)}
      notices={
        count && !actionData ? (
          <Notice tone="success">
            {count === 1 ? "1 photo uploaded" : `${count} photos uploaded`}: describe {count === 1 ? "it" : "each"} under Photos, then save.
          </Notice>
        ) : null
      }
      checks={checks}
      // The photo upload's own form (its controls are in the photos section, linked by their form attribute).
      after={<form id={PHOTO_UPLOAD_FORM} method="post" action={uploadAction(uploadReturn)} encType="multipart/form-data" onSubmit={onUpload} hidden />}
    >
      {/* The form's default button (Enter in a field saves), ahead of the photos' buttons. */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
        Save
      </button>
      <div className="grid gap-6 lg:grid-cols-2">
        <NameAndSlug
          name={{ name: "name", label: PROJECT_FORM.labels.name!, value: values.name ?? "", hint: "As the gallery shows it, e.g. Lions Bay Residence", limit: 80 }}
          slug={{ label: PROJECT_FORM.labels.slug!, value: values.slug ?? "" }}
          stored={Boolean(loaded.id)}
          errors={errors}
          slugHint={(shown) =>
            `The project's web address: /projects/${shown || "followed by the name's words"}. Lowercase letters, digits and hyphens; left empty, it is made from the name. Changing it later keeps the old address working.`
          }
        />
        <TextField {...field("place")} hint="The city or area, e.g. West Vancouver" limit={60} />
        <SelectField
          {...field("area")}
          hint="The area of British Columbia the gallery's filter files it under"
          options={PROJECT_AREAS.map((area) => ({ value: area.id, label: area.name }))}
          placeholder="Choose the area"
        />
        <TextField
          {...field("year")}
          hint={`The year it was finished (or will be), from ${FIRST_PROJECT_YEAR}`}
          inputMode="numeric"
          autoComplete="off"
        />
        <SelectField
          {...field("type")}
          options={PROJECT_TYPES}
          placeholder="Choose the type"
        />
      </div>
      <TextArea
        {...field("scope")}
        hint={`The scope of the work, in a sentence or two: what was supplied and installed. Up to ${PROJECT_SCOPE_MAX_LENGTH} characters.`}
        rows={4}
        limit={PROJECT_SCOPE_MAX_LENGTH}
      />

      <ProductsField groups={loaded.products} values={values} />

      <ProjectPhotos {...photosProps} library={loaded.library} errors={errors} hydrated={hydrated} hasDrawing={loaded.hasDrawing} uploadError={loaded.uploadError} />
      <p aria-live="polite" className="sr-only">
        {status}
      </p>

      <StatusField
        boxed
        label={PROJECT_FORM.labels.status!}
        error={errors.status}
        choices={[
          { value: "published", checked: values.status !== "draft", label: "Shown on the site", hint: "In the gallery, on its own page and on the pages of the products it used." },
          { value: "draft", checked: values.status === "draft", label: "Hidden (draft)", hint: "Only staff see it, here. Show it when it is ready." },
        ]}
      />
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="project" />;
}
