/**
 * The landing editor's form in the staff area (decision 039), shared by its page and its action: the words of the
 * page, and its sections and cards as numbered fields ("s2c3_product": the third card of the second section). A
 * product card has its product and note; a card to another page has the page, a name and a text. Cards are added by
 * a form of their own and moved or removed with buttons, so the whole form stays within a staff post's fields.
 * Pure TypeScript: it runs in the browser too.
 */
import { z } from "#app/lib/zod";
import "../forms/fields";
import type { EditorForm } from "./content-kinds";

/** At most this many sections, and cards on one landing: the whole form then fits a staff post (40 fields). */
export const MAX_LANDING_SECTIONS = 4;
export const MAX_LANDING_CARDS = 8;

/** The words of the page, in the order the form shows them. */
export const LANDING_WORD_FIELDS = ["title", "heading", "eyebrow", "description", "intro"] as const;
/** The two checkboxes. */
export const LANDING_FLAGS = ["showroom_banner", "pivot_gallery"] as const;

export const sectionHeadingField = (s: number) => `s${s}_heading`;
export const cardField = (s: number, c: number, part: CardPart) => `s${s}c${c}_${part}`;
export type CardPart = "product" | "note" | "page" | "name" | "text";

/** A card as the form holds it. */
export type CardRow = { kind: "product"; product: string; note: string } | { kind: "page"; page: string; name: string; text: string };
export interface SectionRow {
  heading: string;
  cards: CardRow[];
}

const SECTION_NUMBERS = Array.from({ length: MAX_LANDING_SECTIONS }, (_, i) => i + 1);
const CARD_NUMBERS = Array.from({ length: MAX_LANDING_CARDS }, (_, i) => i + 1);

/** The sections and cards in the form's values, in order (numbers with nothing in them left out). */
export function sectionRows(values: Readonly<Record<string, string | undefined>>): SectionRow[] {
  const sections: SectionRow[] = [];
  for (const s of SECTION_NUMBERS) {
    const cards: CardRow[] = [];
    for (const c of CARD_NUMBERS) {
      const product = values[cardField(s, c, "product")];
      const page = values[cardField(s, c, "page")];
      if (product !== undefined) cards.push({ kind: "product", product, note: values[cardField(s, c, "note")] ?? "" });
      else if (page !== undefined) cards.push({ kind: "page", page, name: values[cardField(s, c, "name")] ?? "", text: values[cardField(s, c, "text")] ?? "" });
    }
    const heading = values[sectionHeadingField(s)];
    if (cards.length || heading) sections.push({ heading: heading ?? "", cards });
  }
  return sections;
}

/** The form's values with these sections, numbered from 1 in their order (the old section fields replaced). */
export function withSectionRows(values: Readonly<Record<string, string>>, sections: readonly SectionRow[]): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !/^s\d+(c\d+)?_/.test(key)));
  sections.forEach((section, i) => {
    const s = i + 1;
    kept[sectionHeadingField(s)] = section.heading;
    section.cards.forEach((card, j) => {
      const c = j + 1;
      if (card.kind === "product") Object.assign(kept, { [cardField(s, c, "product")]: card.product, [cardField(s, c, "note")]: card.note });
      else Object.assign(kept, { [cardField(s, c, "page")]: card.page, [cardField(s, c, "name")]: card.name, [cardField(s, c, "text")]: card.text });
    });
  });
  return kept;
}

/**
 * A move or removal the form's buttons ask for: "up:2:3" (card 3 of section 2), "section-down:1", "remove:2:1"; and
 * a drag's, "to:2:3:1" (card 3 of section 2 to place 1).
 */
export const LAYOUT_INTENT = /^(up|down|remove):(\d{1,2}):(\d{1,2})$|^section-(up|down):(\d{1,2})$|^to:(\d{1,2}):(\d{1,2}):(\d{1,2})$/;

/** The sections after a move or removal (an intent that names no card or section changes nothing). */
export function rearranged(sections: readonly SectionRow[], intent: string): SectionRow[] {
  const match = LAYOUT_INTENT.exec(intent);
  const copy = sections.map((section) => ({ ...section, cards: [...section.cards] }));
  if (!match) return copy;
  const swap = <T>(list: T[], a: number, b: number) => {
    if (a < 0 || b < 0 || a >= list.length || b >= list.length) return;
    [list[a], list[b]] = [list[b]!, list[a]!];
  };
  if (match[6]) {
    const section = copy[Number(match[6]) - 1];
    const from = Number(match[7]) - 1;
    const to = Number(match[8]) - 1;
    if (section && from < section.cards.length && to < section.cards.length) section.cards.splice(to, 0, ...section.cards.splice(from, 1));
    return copy;
  }
  if (match[4]) {
    const index = Number(match[5]) - 1;
    swap(copy, index, match[4] === "up" ? index - 1 : index + 1);
    return copy;
  }
  const section = copy[Number(match[2]) - 1];
  const index = Number(match[3]) - 1;
  if (!section || index >= section.cards.length) return copy;
  if (match[1] === "remove") section.cards.splice(index, 1);
  else swap(section.cards, index, match[1] === "up" ? index - 1 : index + 1);
  // A section left without cards goes with its last card.
  return copy.filter((candidate) => candidate.cards.length);
}

/** Every field's name for people, as the labels and the error summary give it. */
export const LANDING_FIELD_LABELS: Record<string, string> = {
  title: "Page title",
  heading: "Heading",
  eyebrow: "Line above the heading",
  description: "Description for search engines",
  intro: "Introduction",
  showroom_banner: "Show the Visit Our Showroom banner",
  pivot_gallery: "Show the pivot door designs",
  also_listed: "Also listed here",
  ...Object.fromEntries(
    SECTION_NUMBERS.flatMap((s) => [
      [sectionHeadingField(s), `Section ${s} heading`],
      ...CARD_NUMBERS.flatMap((c) => [
        [cardField(s, c, "product"), `Section ${s}, card ${c}: product`],
        [cardField(s, c, "note"), `Section ${s}, card ${c}: line above its name`],
        [cardField(s, c, "page"), `Section ${s}, card ${c}: page`],
        [cardField(s, c, "name"), `Section ${s}, card ${c}: name`],
        [cardField(s, c, "text"), `Section ${s}, card ${c}: text`],
      ]),
    ]),
  ),
};

export const LANDING_FIELD_ORDER: readonly string[] = [
  ...LANDING_WORD_FIELDS,
  ...SECTION_NUMBERS.flatMap((s) => [
    sectionHeadingField(s),
    ...CARD_NUMBERS.flatMap((c) => (["product", "note", "page", "name", "text"] as const).map((part) => cardField(s, c, part))),
  ]),
  ...LANDING_FLAGS,
  "also_listed",
];

/**
 * The browser's first checks of the words (the server checks everything again with the build's rules, which also
 * give each card's problems). The limits are the landing schema's (app/content/landings.schema.ts).
 */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max);

export const landingEditorSchema = z.looseObject({
  title: text(3, 60),
  heading: text(3, 60),
  eyebrow: z.union([z.literal(""), text(3, 40)]).optional(),
  description: text(50, 170),
  intro: text(40, 6000),
});

export const LANDING_FORM = {
  kind: "landing",
  schema: landingEditorSchema,
  labels: LANDING_FIELD_LABELS,
  order: LANDING_FIELD_ORDER,
} satisfies EditorForm<typeof landingEditorSchema>;

/** The introduction's paragraphs, as typed: separated by an empty line. */
export function introParagraphs(intro: string): string[] {
  return intro
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
