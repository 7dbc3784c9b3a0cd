import type { Landing, LandingCard } from "#app/content/landings.schema";
import type { LandingLinks } from "#app/content/validate";
import {
  cardField,
  introParagraphs,
  LANDING_FORM,
  MAX_LANDING_CARDS,
  MAX_LANDING_SECTIONS,
  sectionHeadingField,
  sectionRows,
  withSectionRows,
  type CardRow,
  type SectionRow,
} from "#app/lib/admin/landing-form";
import type { Store } from "../../platform/database.server";
import { stringValues } from "../../platform/request-body.server";
import type { ServerContentKind } from "../editor-page.server";
import { landing } from "./landing.server";
import { contentDb, getItemRow, updateItemFields } from "../content-store.server";
import type { LandingsTable } from "../content-schema";
import { landingColumns, landingRecord, storedLanding, type LandingColumns } from "../landing-rows.server";

/** A product as the landing and placement editors offer it: its id, title and whether the site shows it. */
export interface ProductChoice {
  id: string;
  title: string;
  path: string;
  shown: boolean;
}

/** What an edited landing's links are checked against: every stored product (hidden ones too) and landing. */
export async function landingLinks(store: Store): Promise<LandingLinks & { products: ProductChoice[]; landings: { path: string; heading: string }[] }> {
  const db = contentDb(store);
  const [products, landings] = await Promise.all([
    db.selectFrom("products").select(["slug", "title", "path", "status"]).where("deleted_at", "is", null).orderBy("position").execute(),
    db.selectFrom("landings").select(["path", "heading"]).where("deleted_at", "is", null).orderBy("position").execute(),
  ]);
  return {
    productPaths: new Map(products.map((row) => [row.slug, row.path])),
    landingPaths: new Set(landings.map((row) => row.path)),
    products: products.map((row) => ({ id: row.slug, title: row.title, path: row.path, shown: row.status === "published" })),
    landings,
  };
}

/** A stored landing's sections as the form's rows. */
function rowsOf(landing: Pick<Landing, "sections">): SectionRow[] {
  return landing.sections.map((section) => ({
    heading: section.heading ?? "",
    cards: section.cards.map((card): CardRow => ("product" in card ? { kind: "product", product: card.product, note: card.note ?? "" } : { kind: "page", ...card })),
  }));
}

/** A stored landing as the editor's values. */
export function landingValues(row: LandingsTable): Record<string, string> {
  const record = landingRecord(row);
  const intro = Array.isArray(record.intro) ? record.intro.map(String).join("\n\n") : String(record.intro ?? "");
  const values: Record<string, string> = {
    title: row.title,
    heading: row.heading,
    eyebrow: row.eyebrow ?? "",
    description: row.description,
    intro,
  };
  if (Number(row.showroom_banner)) values.showroom_banner = "on";
  if (Number(row.pivot_gallery)) values.pivot_gallery = "on";
  const sections = Array.isArray(record.sections) ? (record.sections as Landing["sections"]) : [];
  return withSectionRows(values, rowsOf({ sections }));
}

/** The landing the form's values make (on the stored one's address and listings), and the field of each part. */
export function landingFromValues(values: Readonly<Record<string, string>>, stored: LandingsTable): { record: Record<string, unknown>; fields: Map<string, string> } {
  const fields = new Map<string, string>([
    ["title", "title"],
    ["heading", "heading"],
    ["eyebrow", "eyebrow"],
    ["description", "description"],
    ["intro", "intro"],
  ]);
  const sections = sectionRows(values).map((section, i) => {
    const s = i + 1;
    fields.set(`sections.${i}`, sectionHeadingField(s));
    fields.set(`sections.${i}.heading`, sectionHeadingField(s));
    const cards = section.cards.map((card, j): LandingCard => {
      const c = j + 1;
      const at = `sections.${i}.cards.${j}`;
      if (card.kind === "product") {
        fields.set(at, cardField(s, c, "product"));
        fields.set(`${at}.product`, cardField(s, c, "product"));
        fields.set(`${at}.note`, cardField(s, c, "note"));
        return card.note.trim() ? { product: card.product, note: card.note.trim() } : { product: card.product };
      }
      fields.set(at, cardField(s, c, "page"));
      fields.set(`${at}.page`, cardField(s, c, "page"));
      fields.set(`${at}.name`, cardField(s, c, "name"));
      fields.set(`${at}.text`, cardField(s, c, "text"));
      return { page: card.page, name: card.name.trim(), text: card.text.trim() };
    });
    return section.heading.trim() ? { heading: section.heading.trim(), cards } : { cards };
  });
  const listed = landingRecord(stored).alsoListed;
  const record: Record<string, unknown> = {
    path: stored.path,
    title: (values.title ?? "").trim(),
    heading: (values.heading ?? "").trim(),
    eyebrow: (values.eyebrow ?? "").trim() || undefined,
    description: (values.description ?? "").trim(),
    intro: introParagraphs(values.intro ?? ""),
    sections,
    showroomBanner: values.showroom_banner ? true : undefined,
    pivotGallery: values.pivot_gallery ? true : undefined,
    alsoListed: listed,
  };
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return { record, fields };
}

/**
 * The build's lines about a landing ("Invalid landing "/doors": sections.0.cards.1.product: no product has the id
 * "sd99"") as the editor's field errors: each message by the field it names (the nearest one the form has).
 */
export function landingFieldErrors(lines: readonly string[], fields: ReadonlyMap<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const match = /^Invalid landing "[^"]*": (?:([\w.]+): )?(.*)$/.exec(line);
    let path = match?.[1] ?? "";
    const message = match?.[2] ?? line;
    let field = fields.get(path);
    while (!field && path.includes(".")) {
      path = path.slice(0, path.lastIndexOf("."));
      field = fields.get(path);
    }
    const key = field ?? (path.startsWith("alsoListed") ? "also_listed" : path === "sections" ? "s1_heading" : "title");
    errors[key] ??= message.charAt(0).toUpperCase() + message.slice(1);
  }
  return errors;
}

/** A stored landing with `change` made to it, checked by the build's rules with its links: its columns, or the field errors. */
export async function checkedLandingChange(
  store: Store,
  stored: LandingsTable,
  record: Record<string, unknown>,
  fields: ReadonlyMap<string, string>,
): Promise<{ columns: LandingColumns; errors?: undefined } | { columns?: undefined; errors: Record<string, string> }> {
  const links = await landingLinks(store);
  const checked = storedLanding(columnsOfRecord(record, stored), links);
  if (!checked.landing) return { errors: landingFieldErrors(checked.errors, fields) };
  return { columns: landingColumns(checked.landing, Number(stored.position)) };
}

/** A record that may not meet the schema, as columns (what landingColumns does for a valid one). */
function columnsOfRecord(record: Record<string, unknown>, stored: LandingsTable): LandingColumns {
  return {
    path: stored.path,
    title: String(record.title ?? ""),
    heading: String(record.heading ?? ""),
    eyebrow: typeof record.eyebrow === "string" ? record.eyebrow : null,
    description: String(record.description ?? ""),
    intro: JSON.stringify(record.intro ?? []),
    sections: JSON.stringify(record.sections ?? []),
    also_listed: JSON.stringify(record.alsoListed ?? []),
    showroom_banner: record.showroomBanner ? 1 : 0,
    pivot_gallery: record.pivotGallery ? 1 : 0,
    position: Number(stored.position),
  };
}

/** Saves a checked landing's columns (never its address or place in the list) with its revision. */
export async function writeLanding(store: Store, id: string, columns: LandingColumns, actor: string): Promise<{ id: string }> {
  const { path: _path, position: _position, ...set } = columns;
  return updateItemFields(store, "landing", id, set, { actor });
}

async function storedRow(store: Store, id: string | undefined): Promise<LandingsTable | undefined> {
  const row = id ? await getItemRow(store, "landing", id) : undefined;
  return row ?? undefined;
}

/** The landing editor's server part: the words, sections and cards of one of the fixed landing pages. */
export const landingKind: ServerContentKind<"landing", typeof LANDING_FORM.schema> = {
  definition: landing,
  form: LANDING_FORM,
  toValues: (row) => (row ? landingValues(row) : {}),
  fromPosted(fields) {
    const { intent: _intent, ...values } = stringValues(fields);
    return values;
  },
  describe: (snapshot) => {
    let cards = 0;
    try {
      const sections = JSON.parse(String(snapshot.sections)) as Landing["sections"];
      cards = sections.reduce((count, section) => count + section.cards.length, 0);
    } catch {
      // A version whose sections are not readable is still listed, by its heading.
    }
    return `“${String(snapshot.heading ?? "")}”, ${cards === 1 ? "1 card" : `${cards} cards`}, ${String(snapshot.path ?? "")}`;
  },
  async check(_input, values, store, id) {
    const stored = await storedRow(store, id);
    // The set of landing pages is fixed by the routes: there is no new one to make.
    if (!stored) return { status: 404, errors: { title: "There is no such landing page." } };
    const { record, fields } = landingFromValues(values, stored);
    const result = await checkedLandingChange(store, stored, record, fields);
    return result.errors ? { status: 422, errors: result.errors } : undefined;
  },
  async save(store, id, input, actor) {
    const stored = await storedRow(store, id);
    if (!stored) throw new Error("A landing is saved only once stored");
    const values = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value ?? "")]));
    const { record, fields } = landingFromValues(values, stored);
    const result = await checkedLandingChange(store, stored, record, fields);
    if (!result.columns) throw new Error("A landing's change was checked before it was saved");
    return writeLanding(store, stored.id, result.columns, actor);
  },
};

/** A new card's choice as the add form posts it: which section ("new" for a new one at the end) and what it shows. */
export interface NewCard {
  section: string;
  heading: string;
  /** "product:sd95" or "page:/doors/swing". */
  target: string;
}

/** The words a new card to another page starts with: that page's heading, and its description cut to fit. */
function pageCard(path: string, landing: { heading: string; description: string } | undefined): LandingCard {
  const description = landing?.description ?? "";
  const text = description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description;
  return { page: path, name: (landing?.heading ?? path).slice(0, 60), text };
}

/**
 * Adds a card at the end of a section of a stored landing (or of a new section), checked by the build's rules, and
 * saves it with its revision. Answers the add form's field errors when it cannot.
 */
export async function addLandingCard(store: Store, id: string, card: NewCard, actor: string): Promise<{ id: string } | { errors: Record<string, string> }> {
  const stored = await storedRow(store, id);
  if (!stored) return { errors: { add_target: "There is no such landing page." } };
  const record = landingRecord(stored);
  const sections = (Array.isArray(record.sections) ? record.sections : []) as Landing["sections"];
  const cards = sections.reduce((count, section) => count + section.cards.length, 0);
  if (cards >= MAX_LANDING_CARDS) return { errors: { add_target: `A landing page can have at most ${MAX_LANDING_CARDS} cards.` } };
  const target = /^(product|page):(.+)$/.exec(card.target);
  if (!target) return { errors: { add_target: "Choose a product or a page." } };
  let added: LandingCard;
  if (target[1] === "product") added = { product: target[2]! };
  else {
    const other = await contentDb(store).selectFrom("landings").select(["heading", "description"]).where("path", "=", target[2]!).where("deleted_at", "is", null).executeTakeFirst();
    added = pageCard(target[2]!, other);
  }
  let next: Landing["sections"];
  if (card.section === "new") {
    if (sections.length >= MAX_LANDING_SECTIONS) return { errors: { add_section: `A landing page can have at most ${MAX_LANDING_SECTIONS} sections.` } };
    const heading = card.heading.trim();
    next = [...sections, heading ? { heading, cards: [added] } : { cards: [added] }];
  } else {
    const index = Number(card.section) - 1;
    if (!Number.isInteger(index) || !sections[index]) return { errors: { add_section: "Choose a section." } };
    next = sections.map((section, i) => (i === index ? { ...section, cards: [...section.cards, added] } : section));
  }
  const fields = new Map<string, string>([["sections", "add_target"]]);
  const result = await checkedLandingChange(store, stored, { ...record, sections: next }, fields);
  if (result.errors) return { errors: { add_target: Object.values(result.errors)[0] ?? "The card cannot be added." } };
  return writeLanding(store, stored.id, result.columns, actor);
}
