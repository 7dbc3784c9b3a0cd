import type { Landing, LandingCard } from "#app/content/landings.schema";
import { aliasPath } from "#app/lib/catalogue";
import { landingOfPath } from "#app/lib/catalogue-roots";
import { MAX_LANDING_CARDS } from "#app/lib/admin/landing-form";
import { listedField, placementField } from "#app/lib/admin/placement-fields";
import type { Store } from "../platform/database.server";
import { contentDb } from "../content/content-store.server";
import type { LandingsTable, ProductsTable } from "../content/content-schema";
import { checkedLandingChange, writeLanding } from "../content/kinds/landing-editor.server";
import { landingRecord } from "../content/landing-rows.server";

/**
 * Where the catalogue shows one product (decision 039): on which landing pages it has a card, in which section and
 * at which place, and under which landings' addresses it is also listed (its alias addresses). Saving writes each
 * landing that changes, with that landing's own revision, after every one of them passed the build's rules.
 */

/** A place on a landing as the form's choice: "none", or "<section>:<place>" counted from 1. */
export const NOT_SHOWN = "none";
export { listedField, placementField };

export interface PlacementChoice {
  value: string;
  label: string;
}

/** One landing as the placement page shows it. */
export interface LandingPlacement {
  id: string;
  path: string;
  heading: string;
  /** Where the product is now ("2:1"), or NOT_SHOWN. */
  current: string;
  choices: PlacementChoice[];
  /** The product's address under this landing, when it can be listed there (not its own landing). */
  alias: string | null;
  listed: boolean;
}

type Sections = Landing["sections"];

function sectionsOf(row: LandingsTable): Sections {
  const record = landingRecord(row);
  return Array.isArray(record.sections) ? (record.sections as Sections) : [];
}

function listedOf(row: LandingsTable): string[] {
  const record = landingRecord(row);
  return Array.isArray(record.alsoListed) ? (record.alsoListed as string[]) : [];
}

const isCardOf = (id: string) => (card: LandingCard) => "product" in card && card.product === id;

/** Where a product's card is on a landing ("2:1"), or NOT_SHOWN. */
function currentPlace(sections: Sections, id: string): string {
  for (const [s, section] of sections.entries()) {
    const c = section.cards.findIndex(isCardOf(id));
    if (c >= 0) return `${s + 1}:${c + 1}`;
  }
  return NOT_SHOWN;
}

/** The places a product's card can take on a landing: every place of every section, among the other cards. */
function placeChoices(sections: Sections, id: string, titles: ReadonlyMap<string, string>): PlacementChoice[] {
  const name = (card: LandingCard) => ("product" in card ? (titles.get(card.product) ?? card.product) : card.name);
  const choices: PlacementChoice[] = [{ value: NOT_SHOWN, label: "Not shown on this page" }];
  sections.forEach((section, s) => {
    const others = section.cards.filter((card) => !isCardOf(id)(card));
    const where = `Section ${s + 1}${section.heading ? ` (${section.heading})` : ""}`;
    for (let c = 0; c <= others.length; c++) {
      const position = others.length === 0 ? "its only card" : c === 0 ? `first, before ${name(others[0]!)}` : `after ${name(others[c - 1]!)}`;
      choices.push({ value: `${s + 1}:${c + 1}`, label: `${where}: ${position}` });
    }
  });
  return choices;
}

async function landingRows(store: Store): Promise<LandingsTable[]> {
  return contentDb(store).selectFrom("landings").selectAll().where("deleted_at", "is", null).orderBy("position").execute();
}

/** The placement page's rows for a product: every landing, where the product is on it, and its listing. */
export async function productPlacements(store: Store, product: Pick<ProductsTable, "slug" | "path">): Promise<LandingPlacement[]> {
  const titles = new Map(
    (await contentDb(store).selectFrom("products").select(["slug", "title"]).where("deleted_at", "is", null).execute()).map((row) => [row.slug, row.title]),
  );
  return (await landingRows(store)).map((row) => {
    const sections = sectionsOf(row);
    const alias = aliasPath(row.path, product.path);
    return {
      id: row.id,
      path: row.path,
      heading: row.heading,
      current: currentPlace(sections, product.slug),
      choices: placeChoices(sections, product.slug, titles),
      alias: alias === product.path ? null : alias,
      listed: listedOf(row).includes(product.slug),
    };
  });
}

/** The sections with the product's card taken out, then put at `place` ("2:1"), keeping its note. */
function placed(sections: Sections, id: string, place: string): Sections | undefined {
  const note = sections.flatMap((section) => section.cards).find(isCardOf(id));
  const without = sections.map((section) => ({ ...section, cards: section.cards.filter((card) => !isCardOf(id)(card)) }));
  if (place !== NOT_SHOWN) {
    const match = /^(\d{1,2}):(\d{1,2})$/.exec(place);
    const section = match ? without[Number(match[1]) - 1] : undefined;
    const index = match ? Number(match[2]) - 1 : -1;
    if (!section || index < 0 || index > section.cards.length) return undefined;
    section.cards.splice(index, 0, note ?? { product: id });
  }
  // A section left without cards leaves the page with its last card.
  return without.filter((section) => section.cards.length);
}

/**
 * Saves where a product is shown: `values` holds each landing's place (placementField) and the ticked listings
 * (listedField). Every changed landing is checked by the build's rules first; nothing is written when one fails.
 * Answers the field errors, or how many landings changed.
 */
export async function savePlacement(
  store: Store,
  product: Pick<ProductsTable, "slug" | "path">,
  values: Readonly<Record<string, string>>,
  actor: string,
): Promise<{ changed: number } | { errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const writes: { id: string; columns: Awaited<ReturnType<typeof checkedLandingChange>>["columns"] }[] = [];
  for (const row of await landingRows(store)) {
    const sections = sectionsOf(row);
    // The form's empty choice is "not shown"; a landing the form did not send keeps the product where it is.
    const posted = values[placementField(row.id)];
    const place = posted === undefined ? currentPlace(sections, product.slug) : posted || NOT_SHOWN;
    const next = placed(sections, product.slug, place);
    if (!next) {
      errors[placementField(row.id)] = "Choose one of the places offered.";
      continue;
    }
    if (next.reduce((count, section) => count + section.cards.length, 0) > MAX_LANDING_CARDS) {
      errors[placementField(row.id)] = `This page has ${MAX_LANDING_CARDS} cards, the most it can have.`;
      continue;
    }
    const listedBefore = listedOf(row);
    const wanted = Boolean(values[listedField(row.id)]) && aliasPath(row.path, product.path) !== product.path;
    const listed = wanted ? [...new Set([...listedBefore, product.slug])] : listedBefore.filter((id) => id !== product.slug);
    if (!next.length) {
      errors[placementField(row.id)] = "This is the page's last card: a landing page needs at least one.";
      continue;
    }
    if (JSON.stringify(next) === JSON.stringify(sections) && listed.join() === listedBefore.join()) continue;
    const record = { ...landingRecord(row), sections: next, alsoListed: listed.length ? listed : undefined };
    if (!record.alsoListed) delete record.alsoListed;
    const fields = new Map([["sections", placementField(row.id)], ["alsoListed", listedField(row.id)]]);
    const result = await checkedLandingChange(store, row, record, fields);
    if (result.errors) Object.assign(errors, result.errors);
    else writes.push({ id: row.id, columns: result.columns });
  }
  if (Object.keys(errors).length) return { errors };
  for (const write of writes) await writeLanding(store, write.id, write.columns!, actor);
  return { changed: writes.length };
}

/**
 * A new product's card: last on the landing its address is under, so it is on its landing as soon as it is shown
 * (staff move it, or take it off, under "Where it is shown"). Nothing changes when it is there already or when the
 * landing is full; answers whether it was placed.
 */
export async function placeOnItsLanding(store: Store, product: Pick<ProductsTable, "slug" | "path">, actor: string): Promise<boolean> {
  const row = (await landingRows(store)).find((candidate) => candidate.path === landingOfPath(product.path));
  if (!row) return false;
  const sections = sectionsOf(row);
  if (!sections.length || currentPlace(sections, product.slug) !== NOT_SHOWN) return false;
  const last = sections[sections.length - 1]!;
  const result = await savePlacement(store, product, { [placementField(row.id)]: `${sections.length}:${last.cards.length + 1}` }, actor);
  return "changed" in result && result.changed > 0;
}
