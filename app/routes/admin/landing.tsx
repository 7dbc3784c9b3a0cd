import { data, redirect } from "react-router";
import { EditorErrorBoundary, EditorFrame, LiveSavedNotice, answerNotice, fieldsOf, useSaving } from "#app/components/admin/EditorFrame";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { Checkbox, TextArea, TextField } from "#app/components/forms/Field";
import { editorPath, NEW_ID, type EditorNotice } from "#app/lib/admin/content-kinds";
import { LANDING_FORM, LAYOUT_INTENT, rearranged, sectionRows, withSectionRows } from "#app/lib/admin/landing-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { addLandingCard, landingKind, landingLinks } from "#app/lib/server/content/kinds/landing-editor.server";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import type { Route } from "./+types/landing";
import { AddCard, SectionFields, SectionsHint } from "#app/components/admin/landing-editor/LandingSections";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded?.id ? `Landing page: ${loaded.values.heading ?? ""}` : "Landing page not found", matches);
}

export async function loader(args: Route.LoaderArgs) {
  // The landing pages are the site's fixed set: there is no new one to make.
  if (args.params.id === NEW_ID) throw data("No landing page has this address.", { status: 404 });
  const item = await loadItem(landingKind, args);
  return editorData(landingKind, item, async ({ row, services }) => {
    const links = await landingLinks(services.store);
    return {
      path: row!.path,
      products: links.products.map((product) => ({ value: product.id, label: product.shown ? product.title : `${product.title} (not on the site)` })),
      pages: links.landings.filter((landing) => landing.path !== row!.path).map((landing) => ({ value: landing.path, label: `${landing.heading} (${landing.path})` })),
    };
  });
}

type LandingAnswer = EditorNotice & { addErrors?: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  if (args.params.id === NEW_ID) throw data("No landing page has this address.", { status: 404 });
  return editorAction(landingKind, args, {
    async more({ id, values, fields, staff, services }) {
      const intent = typeof fields.intent === "string" ? fields.intent : "";
      // Moves and removals change the form, not the page: Save keeps them.
      if (LAYOUT_INTENT.test(intent)) {
        const moved = withSectionRows(values, rearranged(sectionRows(values), intent));
        const message = intent.startsWith("remove") ? "Card removed from the form. Save the landing page to take it off the page." : "Moved. Save the landing page to keep the new order.";
        return data<LandingAnswer>({ tone: "success", message, values: moved });
      }
      if (intent === "add-card" && id) {
        const added = await addLandingCard(services.store, id, { section: values.add_section ?? "", heading: values.add_heading ?? "", target: values.add_target ?? "" }, staff.email);
        if ("errors" in added) return data<LandingAnswer>({ tone: "error", message: "The card was not added.", addErrors: added.errors }, { status: 422 });
        return redirect(editorPath("landing", id, "saved=1"), 303);
      }
      return undefined;
    },
  });
}

export default function LandingEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const answer = actionData as LandingAnswer | undefined;
  const checks = useEditorValidation(LANDING_FORM.schema, answer?.errors);
  const values = answer?.values ?? loaded.values;
  const field = fieldsOf(LANDING_FORM, values, checks.errors);
  const sections = sectionRows(values);
  const { busy } = useSaving();
  // The rows start again from the values whenever their order changes (a move answered by the server).
  const layoutKey = sections.map((section) => section.cards.map((card) => (card.kind === "product" ? card.product : card.page)).join(",")).join("|");
  return (
    <EditorFrame
      form={LANDING_FORM}
      loaded={loaded}
      answered={Boolean(answer)}
      title={loaded.values.heading ?? ""}
      heading={`Landing page: ${loaded.values.heading ?? ""}`}
      intro={<p>At {loaded.path}. Its address is part of the site and stays as it is.</p>}
      saved={<LiveSavedNotice path={loaded.path} what="landing page" />}
      notice={answer?.message ? answerNotice(answer) : undefined}
      checks={checks}
      after={<AddCard sections={sectionRows(loaded.values)} products={loaded.products} pages={loaded.pages} errors={answer?.addErrors ?? {}} busy={busy} />}
    >
      <TextField {...field("title")} hint="In the browser tab and search results, before “| Helios Windows & Doors”." limit={60} />
      <TextField {...field("heading")} hint="The page's main heading." limit={60} />
      <TextField {...field("eyebrow")} optional hint="A short line above the heading, like Collections." limit={40} />
      <TextArea {...field("description")} rows={3} hint="50 to 170 characters: what search results show under the title." limit={170} />
      <TextArea {...field("intro")} rows={8} hint="One or more paragraphs, each at least 40 characters. Leave an empty line between paragraphs." />
      <fieldset className="space-y-3">
        <legend className="font-display text-2xl text-aegean-dark">On the page</legend>
        <Checkbox key={`banner:${values.showroom_banner ?? ""}`} name="showroom_banner" label={LANDING_FORM.labels.showroom_banner} defaultChecked={Boolean(values.showroom_banner)} />
        <Checkbox key={`gallery:${values.pivot_gallery ?? ""}`} name="pivot_gallery" label={LANDING_FORM.labels.pivot_gallery} defaultChecked={Boolean(values.pivot_gallery)} />
      </fieldset>
      <div key={layoutKey} className="space-y-6">
        <h2 className="text-2xl">Sections and cards</h2>
        <SectionsHint />
        {checks.errors.also_listed ? <p className="text-danger">{checks.errors.also_listed}</p> : null}
        <SectionFields sections={sections} field={field} products={loaded.products} pages={loaded.pages} busy={busy} />
      </div>
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="landing" />;
}
