import { useState, type DragEvent } from "react";
import { data, Form, redirect, useSubmit } from "react-router";
import { EditorErrorBoundary, EditorFrame, LiveSavedNotice, answerNotice, fieldsOf, useSaving } from "#app/components/admin/EditorFrame";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { Checkbox, SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { editorPath, NEW_ID, type EditorNotice } from "#app/lib/admin/content-kinds";
import {
  cardField,
  LANDING_FORM,
  LAYOUT_INTENT,
  MAX_LANDING_CARDS,
  MAX_LANDING_SECTIONS,
  rearranged,
  sectionHeadingField,
  sectionRows,
  withSectionRows,
  type SectionRow,
} from "#app/lib/admin/landing-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { useHydrated } from "#app/lib/hydrated";
import { addLandingCard, landingKind, landingLinks } from "#app/lib/server/content/landing-admin.server";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import type { Route } from "./+types/landing";
import { sendingOwnForm } from "#app/lib/admin/unsaved-forms";

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

/** A layout button of a section or card: posts the form as typed, so without JavaScript it works the same. */
function LayoutButton({ intent, children, disabled }: { intent: string; children: React.ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} disabled={disabled} className="btn btn-outline min-h-11 px-3 py-1 text-sm">
      {children}
    </button>
  );
}

function SectionFields({
  sections,
  field,
  products,
  pages,
  busy,
}: {
  sections: SectionRow[];
  field: ReturnType<typeof fieldsOf>;
  products: { value: string; label: string }[];
  pages: { value: string; label: string }[];
  busy: boolean;
}) {
  const productName = (id: string) => products.find((option) => option.value === id)?.label ?? id;
  // Drag (with JavaScript, by a card's handle) moves a card within its section: the form is posted as the buttons post it.
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [armed, setArmed] = useState<string | null>(null);
  const [dragging, setDragging] = useState<{ s: number; c: number } | null>(null);
  function drop(event: DragEvent<HTMLLIElement>, s: number, c: number) {
    event.preventDefault();
    const from = dragging;
    setDragging(null);
    setArmed(null);
    const form = event.currentTarget.closest("form");
    if (!from || from.s !== s || from.c === c || !form) return;
    const posted = new FormData(form);
    posted.set("intent", `to:${s}:${from.c}:${c}`);
    sendingOwnForm(form);
    void submit(posted, { method: "post" });
  }
  return (
    <>
      {sections.map((section, i) => {
        const s = i + 1;
        return (
          <fieldset key={s} className="space-y-5 border border-stone bg-white p-4 md:p-5">
            <legend className="px-1 font-display text-2xl text-aegean-dark">Section {s}</legend>
            <TextField {...field(sectionHeadingField(s))} optional hint="Shown above its cards, like ALUMINUM. Leave it empty for none." limit={40} />
            <p className="flex flex-wrap gap-2">
              <LayoutButton intent={`section-up:${s}`} disabled={busy || i === 0}>
                Move section up<span className="sr-only"> (section {s})</span>
              </LayoutButton>
              <LayoutButton intent={`section-down:${s}`} disabled={busy || i === sections.length - 1}>
                Move section down<span className="sr-only"> (section {s})</span>
              </LayoutButton>
            </p>
            <ol className="space-y-4">
              {section.cards.map((card, j) => {
                const c = j + 1;
                const name = card.kind === "product" ? productName(card.product) : card.name || card.page;
                return (
                  <li
                    key={c}
                    draggable={armed === `${s}:${c}`}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = "move";
                      event.dataTransfer.setData("text/plain", `${s}:${c}`);
                      setDragging({ s, c });
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setArmed(null);
                    }}
                    onDragOver={(event) => {
                      if (dragging?.s === s) event.preventDefault();
                    }}
                    onDrop={(event) => drop(event, s, c)}
                    className={`border-l-4 border-stone pl-4 ${dragging?.s === s && dragging.c === c ? "opacity-50" : ""}`}
                  >
                    <fieldset className="space-y-4">
                      <legend className="flex items-center gap-2 font-semibold">
                        {hydrated && section.cards.length > 1 ? (
                          <span
                            aria-hidden="true"
                            title="Drag to move"
                            data-drag-handle=""
                            onPointerDown={() => setArmed(`${s}:${c}`)}
                            onPointerUp={() => setArmed(null)}
                            className="hidden cursor-grab select-none px-1 text-xl leading-none text-muted md:inline"
                          >
                            ⠿
                          </span>
                        ) : null}
                        <span>
                          Card {c}: {name}
                        </span>
                      </legend>
                      {card.kind === "product" ? (
                        <>
                          <SelectField {...field(cardField(s, c, "product"))} options={products} placeholder="Choose a product" />
                          <TextField {...field(cardField(s, c, "note"))} optional hint="Above the product's name; its maker's name when empty." limit={60} />
                        </>
                      ) : (
                        <>
                          <SelectField {...field(cardField(s, c, "page"))} options={pages} placeholder="Choose a page" />
                          <TextField {...field(cardField(s, c, "name"))} limit={60} />
                          <TextArea {...field(cardField(s, c, "text"))} rows={2} limit={160} hint="20 to 160 characters." />
                        </>
                      )}
                      <p className="flex flex-wrap gap-2">
                        <LayoutButton intent={`up:${s}:${c}`} disabled={busy || j === 0}>
                          Move up<span className="sr-only"> card {c} of section {s}</span>
                        </LayoutButton>
                        <LayoutButton intent={`down:${s}:${c}`} disabled={busy || j === section.cards.length - 1}>
                          Move down<span className="sr-only"> card {c} of section {s}</span>
                        </LayoutButton>
                        <LayoutButton intent={`remove:${s}:${c}`} disabled={busy}>
                          Remove<span className="sr-only"> card {c} of section {s}</span>
                        </LayoutButton>
                      </p>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
          </fieldset>
        );
      })}
    </>
  );
}

/** How the cards are moved: with their buttons, and with JavaScript on a wide screen, by dragging. */
function SectionsHint() {
  const hydrated = useHydrated();
  return (
    <p className="max-w-2xl text-sm text-muted">
      Move a card with its buttons{hydrated ? " (on a wide screen, you can also drag it by its handle within its section)" : ""}; Save keeps the new order.
    </p>
  );
}

/** A card added to the stored page at once (a form of its own, so the editor's form keeps within a post's fields). */
function AddCard({
  sections,
  products,
  pages,
  errors,
  busy,
}: {
  sections: SectionRow[];
  products: { value: string; label: string }[];
  pages: { value: string; label: string }[];
  errors: Record<string, string>;
  busy: boolean;
}) {
  const cards = sections.reduce((count, section) => count + section.cards.length, 0);
  if (cards >= MAX_LANDING_CARDS) return <p className="mt-10 text-muted">This page has {MAX_LANDING_CARDS} cards, the most it can have: remove one to add another.</p>;
  const sectionOptions = [
    ...sections.map((section, i) => ({ value: String(i + 1), label: `Section ${i + 1}${section.heading ? `: ${section.heading}` : ""}` })),
    ...(sections.length < MAX_LANDING_SECTIONS ? [{ value: "new", label: "A new section at the end" }] : []),
  ];
  const targets = [
    ...products.map((option) => ({ value: `product:${option.value}`, label: `Product: ${option.label}` })),
    ...pages.map((option) => ({ value: `page:${option.value}`, label: `Page: ${option.label}` })),
  ];
  return (
    <section aria-labelledby="add-card-heading" className="mt-12 border-t border-stone pt-6">
      <h2 id="add-card-heading" className="text-2xl">
        Add a card
      </h2>
      <p className="mt-1 max-w-2xl text-muted">
        The card goes at the end of its section and is on the page at once; then give it its words and place above. Save
        your changes above first: adding a card reloads the form.
      </p>
      <Form method="post" className="mt-4 max-w-2xl space-y-5" aria-label="Add a card">
        <SelectField name="add_target" label="Product or page" options={targets} placeholder="Choose one" error={errors.add_target} />
        <SelectField name="add_section" label="Section" options={sectionOptions} placeholder="Choose a section" error={errors.add_section} defaultValue="1" />
        <TextField name="add_heading" label="Heading of a new section" optional limit={40} error={errors.add_heading} />
        <button type="submit" name="intent" value="add-card" disabled={busy} className="btn btn-primary">
          Add the card
        </button>
      </Form>
    </section>
  );
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
      deletable={false}
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
