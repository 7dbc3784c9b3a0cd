import { TitledSection } from "#app/components/TitledSection";
import { useState, type DragEvent } from "react";
import { Form, useSubmit } from "react-router";
import type { fieldsOf } from "#app/components/admin/EditorFrame";
import { SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { cardField, MAX_LANDING_CARDS, MAX_LANDING_SECTIONS, sectionHeadingField, type SectionRow } from "#app/lib/admin/landing-form";
import { useHydrated } from "#app/lib/hydrated";
import { sendingOwnForm } from "#app/lib/admin/unsaved-forms";

/** A layout button of a section or card: posts the form as typed, so without JavaScript it works the same. */
function LayoutButton({ intent, children, disabled }: { intent: string; children: React.ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} disabled={disabled} className="btn btn-outline min-h-11 px-3 py-1 text-sm">
      {children}
    </button>
  );
}

export function SectionFields({
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
export function SectionsHint() {
  const hydrated = useHydrated();
  return (
    <p className="max-w-2xl text-sm text-muted">
      Move a card with its buttons{hydrated ? " (on a wide screen, you can also drag it by its handle within its section)" : ""}; Save keeps the new order.
    </p>
  );
}

/** A card added to the stored page at once (a form of its own, so the editor's form keeps within a post's fields). */
export function AddCard({
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
    <TitledSection id="add-card-heading" title="Add a card" className="mt-12 border-t border-stone pt-6" headingClassName="text-2xl">
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
    </TitledSection>
  );
}
