import { data, Form, Link, redirect } from "react-router";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { StaffListPage, TITLE_LINK } from "#app/components/admin/StaffListPage";
import { useSaving } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { PivotDesignPicture, type DesignPhoto } from "#app/components/admin/PivotDesignPicture";
import { SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { editorPath } from "#app/lib/admin/content-kinds";
import { contentList, type StaffListDefinition } from "#app/lib/admin/list-page";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { notice } from "#app/lib/server/content/editor-actions.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import {
  bringBackPivotDesign,
  movePivotDesign,
  pivotDesignsForStaff,
  removePivotDesign,
  savePivotDesign,
} from "#app/lib/server/content/pivot-designs-admin.server";
import { stringValues } from "#app/lib/server/platform/request-body.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/pivot-designs";
import type { MetaMatches } from "#app/lib/content/root-content";

const PAGE = "/admin/pivot-designs";
/** The form of a design not saved yet. */
const NEW_DESIGN = "new";
/** A field of one design's form ("name_<id>"): every form on the page has its own names, so its labels are its own. */
const designField = (form: string, part: string) => `${part}_${form}`;

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Pivot door designs", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const { live, removed, photos } = await pivotDesignsForStaff(store);
  const done = new URL(request.url).searchParams.get("done");
  return {
    designs: live.map((row) => ({ id: row.id, name: row.name, description: row.description, photo: row.media_id ?? "", drawing: row.drawing })),
    removed: removed.map((row) => ({ id: row.id, name: row.name })),
    photos: photos.map((photo) => ({ value: photo.id, label: photo.name, width: photo.width, height: photo.height })),
    done: done && DONE[done] ? DONE[done] : null,
  };
}

/** What the page says after a change (?done=…). */
const DONE: Record<string, string> = {
  saved: "Design saved. The pivot doors page shows it.",
  added: "Design added at the end of the gallery.",
  moved: "Design moved.",
  removed: "Design taken off the gallery. Bring it back below.",
  back: "Design brought back.",
};

type Answer = { tone: "error"; message: string; form: string; errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return notice("error", post.message, post.status);
  const { store } = post.services;
  const actor = post.staff.email;
  const values = stringValues(post.fields);
  const id = values.id ?? "";
  const refuse = (message: string, errors: Record<string, string> = {}, status = 422) =>
    data<Answer>({ tone: "error", message, form: id || NEW_DESIGN, errors, values }, { status });
  const done = (what: keyof typeof DONE) => redirect(`${PAGE}?done=${what}`, 303);
  switch (values.intent) {
    case "save":
    case "add": {
      const form = values.intent === "add" ? NEW_DESIGN : id;
      const input = { name: values[designField(form, "name")] ?? "", description: values[designField(form, "description")] ?? "", photo: values[designField(form, "photo")] ?? "" };
      const saved = await savePivotDesign(store, values.intent === "add" ? undefined : id, input, actor);
      if ("errors" in saved) {
        const errors = Object.fromEntries(Object.entries(saved.errors).map(([key, message]) => [designField(form, key), message]));
        return data<Answer>({ tone: "error", message: values.intent === "add" ? "The design was not added." : "The design was not saved.", form, errors, values }, { status: 422 });
      }
      return done(values.intent === "add" ? "added" : "saved");
    }
    case "up":
    case "down":
      await movePivotDesign(store, id, values.intent, actor);
      return done("moved");
    case "remove": {
      const problem = await removePivotDesign(store, id, actor);
      return problem ? refuse(problem, {}, 409) : done("removed");
    }
    case "bring-back": {
      const problem = await bringBackPivotDesign(store, id, actor);
      return problem ? refuse(problem, {}, 409) : done("back");
    }
    default:
      return refuse("That action is not known.", {}, 400);
  }
}

const PARTS = ["name", "description", "photo"] as const;
/** What a refused form had typed, by part. */
const typedValues = (form: string, answer: Answer) => Object.fromEntries(PARTS.map((part) => [part, answer.values[designField(form, part)] ?? ""]));
const typedErrors = (form: string, answer: Answer) =>
  Object.fromEntries(PARTS.flatMap((part) => (answer.errors[designField(form, part)] ? [[part, answer.errors[designField(form, part)]!]] : [])));

/** One design's fields; `values` and `errors` are keyed by the plain part ("name"). */
function DesignFields({ form, values, errors, photos }: { form: string; values: Record<string, string>; errors: Record<string, string>; photos: DesignPhoto[] }) {
  const name = (part: string) => designField(form, part);
  return (
    <>
      <TextField name={name("name")} label="Name" defaultValue={values.name ?? ""} error={errors.name} limit={40} />
      <TextArea
        name={name("description")}
        label="Description"
        defaultValue={values.description ?? ""}
        error={errors.description}
        limit={120}
        rows={2}
        hint="What the panel shows, 20 to 120 characters: read out to people who cannot see the picture."
      />
      <SelectField
        name={name("photo")}
        label="Photo"
        optional
        options={photos}
        placeholder="No photo: the drawn panel"
        defaultValue={values.photo ?? ""}
        error={errors.photo}
        hint="An image from the library (upload it under Images first)."
      />
    </>
  );
}

/**
 * The list page every kind shares (StaffListPage): no "New" button, a design is added in the form at the end; a
 * design taken off the gallery is listed below with its Bring back.
 */
const PIVOT_LIST: StaffListDefinition = contentList("pivot_design", {
  adds: "on the list",
  intro: (
    <>
      The designs the pivot doors page shows, in this order. Each has a name, a description of its panel and a photo from the image library; the designs
      the site shipped with show their drawn panel until they have a photo. Each design&rsquo;s history, where an earlier version can be restored, is on its
      own page.
    </>
  ),
  deleted: { heading: "Taken off the gallery", look: "ruled" },
  undo: (design, busy) => (
    <Form method="post">
      <input type="hidden" name="id" value={design.id} />
      <button type="submit" name="intent" value="bring-back" disabled={busy} className="btn btn-outline min-h-11 px-3 py-1 text-sm">
        Bring back<span className="sr-only"> {design.title}</span>
      </button>
    </Form>
  ),
});

export default function PivotDesigns({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const { busy } = useSaving();
  const { designs, removed, photos } = loaderData;
  const answered = (form: string) => (answer?.form === form ? answer : undefined);
  return (
    <StaffListPage
      definition={PIVOT_LIST}
      justDeleted={null}
      notice={loaderData.done && !answer ? <Notice tone="success">{loaderData.done}</Notice> : null}
      answer={answer}
      deleted={removed.map((design) => ({
        id: design.id,
        title: design.name,
        detail: (
          <Link to={editorPath("pivot_design", design.id)} className={TITLE_LINK}>
            its history<span className="sr-only"> of {design.name}</span>
          </Link>
        ),
      }))}
    >
      <ol className="mt-8 space-y-6">
        {designs.map((design, index) => {
          const mine = answered(design.id);
          const values = mine ? typedValues(design.id, mine) : design;
          return (
            <li key={design.id} className="border border-stone bg-white p-4 md:p-5">
              <h2 className="text-2xl">
                {index + 1}. {design.name}
              </h2>
              <div className="mt-4 flex flex-wrap gap-6">
                <PivotDesignPicture name={design.name} photo={design.photo} drawing={design.drawing} photos={photos} />
                <Form method="post" className="min-w-0 flex-1 basis-64 space-y-4" aria-label={`Design ${design.name}`} key={mine ? "answered" : "stored"}>
                  <UnsavedChangesGuard what={`the pivot design “${design.name}”`} />
                  <input type="hidden" name="id" value={design.id} />
                  <DesignFields form={design.id} values={values as Record<string, string>} errors={mine ? typedErrors(design.id, mine) : {}} photos={photos} />
                  <button type="submit" name="intent" value="save" disabled={busy} className="btn btn-primary">
                    Save<span className="sr-only"> {design.name}</span>
                  </button>
                </Form>
              </div>
              <Form method="post" className="mt-4 flex flex-wrap gap-2">
                <input type="hidden" name="id" value={design.id} />
                <button type="submit" name="intent" value="up" disabled={busy || index === 0} className="btn btn-outline min-h-11 px-3 py-1 text-sm">
                  Move up<span className="sr-only"> {design.name}</span>
                </button>
                <button type="submit" name="intent" value="down" disabled={busy || index === designs.length - 1} className="btn btn-outline min-h-11 px-3 py-1 text-sm">
                  Move down<span className="sr-only"> {design.name}</span>
                </button>
                <button type="submit" name="intent" value="remove" disabled={busy || designs.length === 1} className="btn min-h-11 border-2 border-danger px-3 py-1 text-sm text-danger hover:bg-danger hover:text-white">
                  Take off the gallery<span className="sr-only"> {design.name}</span>
                </button>
              </Form>
              <p className="mt-3">
                <Link to={editorPath("pivot_design", design.id)} className={TITLE_LINK}>
                  History and earlier versions<span className="sr-only"> of {design.name}</span>
                </Link>
              </p>
            </li>
          );
        })}
      </ol>

      <section aria-labelledby="add-design-heading" className="mt-12 border-t border-stone pt-6">
        <h2 id="add-design-heading" className="text-2xl">
          Add a design
        </h2>
        <Form method="post" className="mt-4 max-w-2xl space-y-4" aria-label="Add a design" key={answered(NEW_DESIGN) ? "answered" : "empty"}>
          <UnsavedChangesGuard what="the new pivot design" />
          <DesignFields
            form={NEW_DESIGN}
            values={answered(NEW_DESIGN) ? typedValues(NEW_DESIGN, answered(NEW_DESIGN)!) : {}}
            errors={answered(NEW_DESIGN) ? typedErrors(NEW_DESIGN, answered(NEW_DESIGN)!) : {}}
            photos={photos}
          />
          <button type="submit" name="intent" value="add" disabled={busy} className="btn btn-primary">
            Add the design
          </button>
        </Form>
      </section>
    </StaffListPage>
  );
}
