import { EditorErrorBoundary, EditorFrame, LiveSavedNotice, answerNotice, fieldsOf } from "#app/components/admin/EditorFrame";
import { Picture } from "#app/components/Picture";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { TextArea, TextField } from "#app/components/forms/Field";
import { Monogram } from "#app/components/about/Monogram";
import { MediaPicker } from "#app/components/admin/media/MediaPicker";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { TEAM_MEMBER_FORM } from "#app/lib/admin/team-member-form";
import { teamPortrait } from "#app/lib/images";
import { mediaImage } from "#app/lib/media";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { coverChoices } from "#app/lib/server/content/journal-admin.server";
import { teamMemberKind } from "#app/lib/server/content/kinds/team-member-editor.server";
import type { AppServices } from "#app/lib/server/platform/services.server";
import type { Route } from "./+types/team-member";

/** Where the team is shown. */
const ABOUT_PAGE = "/about";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded?.id ? `Team member: ${loaded.values.name ?? ""}` : "New team member", matches);
}

/** The library's images a member may show, the chosen one first. */
function photoOptions(services: AppServices, photo: string) {
  return coverChoices(services.store, photo ? [photo] : []);
}

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(teamMemberKind, args);
  return editorData(teamMemberKind, item, async ({ row, services }) => ({
    drawing: row?.drawing ?? null,
    photos: await photoOptions(services, row?.media_id ?? ""),
  }));
}

export const action = (args: Route.ActionArgs) =>
  editorAction(teamMemberKind, args, { answerData: async (values, services) => ({ photos: await photoOptions(services, values.photo ?? "") }) });

export default function TeamMemberEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const checks = useEditorValidation(TEAM_MEMBER_FORM.schema, actionData?.errors);
  const values = actionData?.values ?? loaded.values;
  const field = fieldsOf(TEAM_MEMBER_FORM, values, checks.errors);
  const name = loaded.values.name ?? "";
  const photos = (actionData as { photos?: typeof loaded.photos } | undefined)?.photos ?? loaded.photos;
  const chosen = photos.find((option) => option.id === loaded.values.photo);
  const drawn = loaded.drawing ? <Picture image={teamPortrait(loaded.drawing)} alt="" sizes="128px" className="aspect-square w-full bg-marble" /> : null;
  return (
    <EditorFrame
      form={TEAM_MEMBER_FORM}
      loaded={loaded}
      answered={Boolean(actionData)}
      title={name}
      heading={loaded.id ? `Team member: ${name}` : "New team member"}
      intro={<p>Shown in the Our Team grid of the About page. Move them from the team list; a new member goes last.</p>}
      saved={<LiveSavedNotice path={ABOUT_PAGE} what="About page" />}
      notice={answerNotice(actionData)}
      aside={
        loaded.id ? (
          <section aria-labelledby="picture-heading" className="border border-stone bg-white p-5">
            <h2 id="picture-heading" className="text-2xl">
              On the website
            </h2>
            <div className="mt-3 w-32">
              {chosen ? (
                <Picture image={mediaImage(chosen)} alt="" sizes="128px" className="aspect-square w-full bg-marble object-cover" />
              ) : (
                (drawn ?? <Monogram name={name} className="w-full" />)
              )}
            </div>
          </section>
        ) : undefined
      }
      checks={checks}
    >
      <TextField {...field("name")} limit={60} hint="3 to 60 characters." />
      <TextField {...field("title")} limit={60} hint="Their role, 3 to 60 characters: “Senior Estimator”." />
      <TextArea {...field("bio")} rows={3} limit={160} hint="One sentence, 60 to 160 characters, shown under their title." />
      <MediaPicker
        name="photo"
        label={TEAM_MEMBER_FORM.labels.photo}
        value={values.photo ?? ""}
        choices={photos}
        frame="square"
        emptyLabel={loaded.drawing ? "No photo: the drawn portrait" : "No photo: their initials"}
        emptyPreview={drawn ?? <Monogram name={values.name || name} className="w-full" />}
        hint="A portrait, shown square (its focal point, set in the image library, stays in view). Without one, the About page shows their initials."
        error={checks.errors.photo}
      />
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="team_member" />;
}
