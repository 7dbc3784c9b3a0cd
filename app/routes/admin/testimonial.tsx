import { StatusField } from "#app/components/admin/ContentControls";
import { EditorErrorBoundary, EditorFrame, LiveSavedNotice, answerNotice, fieldsOf } from "#app/components/admin/EditorFrame";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { TESTIMONIAL_FORM } from "#app/lib/admin/testimonial-form";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { projectChoices, testimonialKind } from "#app/lib/server/content/kinds/testimonial-editor.server";
import type { Route } from "./+types/testimonial";

/** Where the testimonials are shown. */
const HOME_PAGE = "/";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded?.id ? `Testimonial: ${loaded.values.author ?? ""}` : "New testimonial", matches);
}

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(testimonialKind, args);
  return editorData(testimonialKind, item, async ({ services }) => ({ projects: await projectChoices(services.store) }));
}

export const action = (args: Route.ActionArgs) =>
  editorAction(testimonialKind, args, { answerData: async (_values, services) => ({ projects: await projectChoices(services.store) }) });

export default function TestimonialEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const checks = useEditorValidation(TESTIMONIAL_FORM.schema, actionData?.errors);
  const values = actionData?.values ?? loaded.values;
  const field = fieldsOf(TESTIMONIAL_FORM, values, checks.errors);
  return (
    <EditorFrame
      form={TESTIMONIAL_FORM}
      loaded={loaded}
      answered={Boolean(actionData)}
      title={loaded.values.author ?? ""}
      heading={loaded.id ? `Testimonial: ${loaded.values.author ?? ""}` : "New testimonial"}
      intro={<p>Shown in the home page&rsquo;s testimonials, in the order of the list; a new one goes last.</p>}
      saved={<LiveSavedNotice path={HOME_PAGE} what="home page" />}
      notice={answerNotice(actionData)}
      checks={checks}
    >
      <TextArea {...field("text")} rows={5} limit={320} hint="120 to 320 characters, without quotation marks: the page adds them." />
      <TextField {...field("author")} limit={60} hint="3 to 60 characters: “Catherine Moreau”." />
      <TextField {...field("label")} limit={80} hint="3 to 80 characters: a company, or “Homeowner, North Vancouver”." />
      <SelectField {...field("project")} optional options={loaded.projects} placeholder="No project" hint="A project of the gallery it speaks of: the quote links to it while the project is shown." />
      <StatusField
        boxed
        label={TESTIMONIAL_FORM.labels.status}
        error={checks.errors.status}
        choices={[
          { value: "published", checked: values.status !== "hidden", label: "Shown on the site", hint: "In the home page’s testimonials." },
          { value: "hidden", checked: values.status === "hidden", label: "Hidden", hint: "Only staff see it, here." },
        ]}
      />
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="testimonial" />;
}
