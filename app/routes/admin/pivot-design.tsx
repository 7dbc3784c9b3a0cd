import { data } from "react-router";
import { EditorErrorBoundary, EditorFrame, LiveSavedNotice, answerNotice, fieldsOf } from "#app/components/admin/EditorFrame";
import { PivotDesignPicture } from "#app/components/admin/PivotDesignPicture";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { NEW_ID } from "#app/lib/admin/content-kinds";
import { PIVOT_DESIGN_FORM } from "#app/lib/admin/pivot-design-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { coverChoices } from "#app/lib/server/content/journal-admin.server";
import { pivotDesignKind } from "#app/lib/server/content/pivot-designs-admin.server";
import type { Route } from "./+types/pivot-design";

/** Where the designs are shown. */
const PIVOT_PAGE = "/doors/pivotdoors";
const NOT_FOUND = "No pivot design has this address.";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded?.id ? `Pivot design: ${loaded.values.name ?? ""}` : "Pivot design not found", matches);
}

export async function loader(args: Route.LoaderArgs) {
  // A new design is added from the list, at the end of the gallery.
  if (args.params.id === NEW_ID) throw data(NOT_FOUND, { status: 404 });
  const item = await loadItem(pivotDesignKind, args);
  return editorData(pivotDesignKind, item, async ({ row, services }) => {
    const photos = await coverChoices(services.store, row?.media_id ? [row.media_id] : []);
    return {
      drawing: row?.drawing ?? null,
      photos: photos.map((photo) => ({ value: photo.id, label: photo.name, width: photo.width, height: photo.height })),
    };
  });
}

/**
 * Save and restore go through the shared editor action (a restore is checked by the save's rules first); taking a
 * design off the gallery and bringing it back keep the list's rules (at least one design, names unique).
 */
export async function action(args: Route.ActionArgs) {
  const id = args.params.id;
  if (!id || id === NEW_ID) throw data(NOT_FOUND, { status: 404 });
  return editorAction(pivotDesignKind, args);
}

export default function PivotDesignEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const checks = useEditorValidation(PIVOT_DESIGN_FORM.schema, actionData?.errors);
  const values = actionData?.values ?? loaded.values;
  const field = fieldsOf(PIVOT_DESIGN_FORM, values, checks.errors);
  const name = loaded.values.name ?? "";
  return (
    <EditorFrame
      form={PIVOT_DESIGN_FORM}
      loaded={loaded}
      answered={Boolean(actionData)}
      title={name}
      heading={`Pivot design: ${name}`}
      intro={<p>Shown on the pivot doors page. Move it or take it off the gallery from the list of designs.</p>}
      saved={<LiveSavedNotice path={PIVOT_PAGE} what="pivot doors page" />}
      notice={answerNotice(actionData)}
      aside={
        <section aria-labelledby="picture-heading" className="border border-stone bg-white p-5">
          <h2 id="picture-heading" className="text-2xl">
            On the website
          </h2>
          <div className="mt-3">
            <PivotDesignPicture name={name} photo={loaded.values.photo ?? ""} drawing={loaded.drawing} photos={loaded.photos} />
          </div>
        </section>
      }
      checks={checks}
    >
      <TextField {...field("name")} limit={40} hint="2 to 40 characters; no other design may have it, whatever its capitals." />
      <TextArea {...field("description")} rows={2} limit={120} hint="What the panel shows, 20 to 120 characters: read out to people who cannot see the picture." />
      <SelectField
        {...field("photo")}
        optional
        options={loaded.photos}
        placeholder={loaded.drawing ? "No photo: the drawn panel" : "Choose a photo"}
        hint="An image from the library (upload it under Images first)."
      />
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="pivot_design" />;
}
