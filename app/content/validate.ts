import type { z } from "zod";
import { aboutSchema } from "./about.schema";
import { bcMinimumNotice, formatU, isStated, thresholdText } from "../lib/energy";
import { energySchema, type Energy } from "./energy.schema";
import { landingSchema, pivotDesignsSchema, type Landing } from "./landings.schema";
import { projectsSchema } from "./projects.schema";
import { pagesCopySchema } from "./page-copy.schema";
import { settingsSchema } from "./settings.schema";
import { productSchema, type Product } from "./schema";
import { teamSchema } from "./team.schema";
import { testimonialsSchema } from "./testimonials.schema";

/** The content the build checks: the exports of app/content/all-content.ts. */
export interface SiteContent {
  products: readonly unknown[];
  landings: readonly unknown[];
  pivotDesigns: readonly unknown[];
  team: unknown;
  testimonials: unknown;
  projects: unknown;
  about: unknown;
  energy: unknown;
  /** The company details (decision 040): the same schema checks the stored record. */
  settings?: unknown;
  /** The page copy (decision 044): the same schema checks each stored page. */
  pages?: unknown;
}

/** One line per problem: `Invalid product "sd95": specifications.0.unit: Invalid option ...`. */
function issueLines(subject: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    return `Invalid ${subject}: ${where}${issue.message}`;
  });
}

/** A string field of a record that may be malformed. */
function field(record: unknown, key: string): string | undefined {
  const value = record && typeof record === "object" ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" && value ? value : undefined;
}

/** How a message names a record: by its id or path, or by its position when it has neither. */
function recordName(record: unknown, key: "id" | "path", index: number): string {
  const value = field(record, key);
  return value ? `"${value}"` : `#${index + 1}`;
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, i) => values.indexOf(value) !== i))];
}

/**
 * What a product record may claim about energy, checked against the dated figures: a certification's U-value within
 * its level's figure; no Step Code recommendation for a window or sliding door that misses the BC minimum for homes.
 */
export function energyClaimErrors(product: Product, energy: Energy): string[] {
  const errors: string[] = [];
  const where = `Invalid product "${product.id}"`;
  product.energyRecords?.forEach((record, index) => {
    const held = record.certification?.level;
    if (!held) return;
    const level = energy.levels.find((candidate) => candidate.id === held);
    if (!level || !isStated(level)) {
      // A level the site states no figure for (decision 046) cannot be claimed: nothing could check the claim.
      const name = level?.name ?? held;
      errors.push(
        `${where}: energyRecords.${index}.certification: the ${name} figure is not stated on the site yet, so no product can claim it. Give its U-value, source and checked day in the energy figures first`,
      );
      return;
    }
    if (record.uValue > level.maxU) {
      errors.push(
        `${where}: energyRecords.${index}.uValue: ${formatU(record.uValue)} W/m²K is above the ${level.name} figure (${formatU(level.maxU)}), so no configuration with it is certified`,
      );
    }
  });
  const notice = bcMinimumNotice(product, energy);
  if (notice) {
    const misses = `its published ${notice.uw.name} (${notice.uw.text}) misses the BC minimum (${thresholdText(notice.level.maxU)}) for ${notice.level.appliesTo!.products}`;
    if (product.stepCode) errors.push(`${where}: stepCode: ${misses}, so it cannot be recommended for a Step Code home`);
    for (const field of ["summary", "description"] as const) {
      if (/Step Code [1-5]/.test(product[field])) errors.push(`${where}: ${field}: ${misses}, so it must not recommend a Step Code level`);
    }
  }
  return errors;
}

/** A product record checked alone: its schema, then (with valid energy figures) what it may claim about energy. */
export interface CheckedProduct {
  product: Product | undefined;
  errors: string[];
}

/**
 * The rules one product record must meet, with the messages the build prints: the same code checks the seed in
 * app/content/products.ts at build and every product read from the database (decision 034), so a stored product is
 * refused with the same plain lines. `index` names a record without an id by its position.
 */
export function checkProduct(record: unknown, energy: Energy | undefined, index = 0): CheckedProduct {
  const result = productSchema.safeParse(record);
  if (!result.success) return { product: undefined, errors: issueLines(`product ${recordName(record, "id", index)}`, result.error) };
  return { product: result.data, errors: energy ? energyClaimErrors(result.data, energy) : [] };
}

/** What a landing's links are checked against: the products (id to address) and the other pages' addresses. */
export interface LandingLinks {
  /** Product id to its address; an id left out is "no product". */
  productPaths: ReadonlyMap<string, string>;
  /** Every landing page's address. */
  landingPaths: ReadonlySet<string>;
}

/** The address a product listed under a landing is also served at (as app/lib/catalogue.ts's aliasPath). */
const listedPath = (landingPath: string, productPath: string) => `${landingPath}/${productPath.split("/").pop()}`;

/**
 * The links of one landing (decision 039): every card's product and page exist, and every product listed under its
 * address gets an address no other page has. The same lines for the build's seed and a staff edit.
 */
export function landingLinkErrors(landing: Landing, links: LandingLinks): string[] {
  const errors: string[] = [];
  const where = `Invalid landing "${landing.path}"`;
  landing.sections.forEach((section, s) =>
    section.cards.forEach((card, c) => {
      if ("product" in card) {
        if (!links.productPaths.has(card.product)) errors.push(`${where}: sections.${s}.cards.${c}.product: no product has the id "${card.product}"`);
      } else if (!links.landingPaths.has(card.page)) {
        errors.push(`${where}: sections.${s}.cards.${c}.page: no landing page has the path ${card.page}`);
      } else if (card.page === landing.path) {
        errors.push(`${where}: sections.${s}.cards.${c}.page: a page cannot show a card to itself`);
      }
    }),
  );
  const productAddresses = new Set(links.productPaths.values());
  (landing.alsoListed ?? []).forEach((id, index) => {
    const path = links.productPaths.get(id);
    if (path === undefined) return void errors.push(`${where}: alsoListed.${index}: no product has the id "${id}"`);
    const alias = listedPath(landing.path, path);
    if (alias === path) errors.push(`${where}: alsoListed.${index}: "${id}" already has its page under ${landing.path}`);
    else if (productAddresses.has(alias) || links.landingPaths.has(alias)) errors.push(`${where}: alsoListed.${index}: ${alias} is already another page's address`);
  });
  for (const id of duplicates(landing.alsoListed ?? [])) errors.push(`${where}: alsoListed: "${id}" is listed twice`);
  return errors;
}

/** A landing record checked alone against its schema and its links: the landing, or the build's lines. */
export function checkLanding(record: unknown, links: LandingLinks | undefined, index = 0): { landing: Landing | undefined; errors: string[] } {
  const result = landingSchema.safeParse(record);
  if (!result.success) return { landing: undefined, errors: issueLines(`landing ${recordName(record, "path", index)}`, result.error) };
  return { landing: result.data, errors: links ? landingLinkErrors(result.data, links) : [] };
}

/**
 * Every problem in the site's content, as readable lines naming the record and the field; empty when all is well.
 * Checks each record against its schema, then the links between records (cards, listings, unique ids and paths).
 */
export function contentErrors(content: SiteContent): string[] {
  const errors: string[] = [];

  const products = content.products.map((record, index) => {
    const result = productSchema.safeParse(record);
    if (!result.success) errors.push(...issueLines(`product ${recordName(record, "id", index)}`, result.error));
    return result.data;
  });
  const landings = content.landings.map((record, index) => {
    const result = landingSchema.safeParse(record);
    if (!result.success) errors.push(...issueLines(`landing ${recordName(record, "path", index)}`, result.error));
    return result.data;
  });

  const collections: [string, z.ZodType, unknown][] = [
    ["pivot designs", pivotDesignsSchema, content.pivotDesigns],
    ["team", teamSchema, content.team],
    ["testimonials", testimonialsSchema, content.testimonials],
    ["projects", projectsSchema, content.projects],
    ["about page", aboutSchema, content.about],
    ["energy and rebates", energySchema, content.energy],
    ...(content.settings === undefined ? [] : [["company details", settingsSchema, content.settings] as [string, z.ZodType, unknown]]),
    ...(content.pages === undefined ? [] : [["page copy", pagesCopySchema, content.pages] as [string, z.ZodType, unknown]]),
  ];
  for (const [subject, schema, value] of collections) {
    const result = schema.safeParse(value);
    if (!result.success) errors.push(...issueLines(subject, result.error));
  }

  const energy = energySchema.safeParse(content.energy).data;
  if (energy) {
    for (const product of products) if (product) errors.push(...energyClaimErrors(product, energy));
  }

  // Links between records use every record that names itself, valid or not, so one bad field gives one line.
  const productIds = content.products.map((record) => field(record, "id")).filter((id) => id !== undefined);
  const productPaths = new Map(content.products.map((record) => [field(record, "path"), field(record, "id")]));
  const landingPaths = content.landings.map((record) => field(record, "path")).filter((path) => path !== undefined);
  for (const id of duplicates(productIds)) errors.push(`Invalid product "${id}": the id is used twice`);
  const pagePaths = [...productPaths.keys(), ...landingPaths].filter((path) => path !== undefined);
  for (const path of duplicates(pagePaths)) errors.push(`Invalid content: the path ${path} belongs to two records`);
  const links: LandingLinks = {
    productPaths: new Map(
      content.products.flatMap((record) => {
        const id = field(record, "id");
        return id ? [[id, field(record, "path") ?? ""] as const] : [];
      }),
    ),
    landingPaths: new Set(landingPaths),
  };
  for (const landing of landings) if (landing) errors.push(...landingLinkErrors(landing, links));
  for (const record of Array.isArray(content.projects) ? content.projects : []) {
    const used: unknown = record && typeof record === "object" ? (record as Record<string, unknown>).products : undefined;
    if (!Array.isArray(used)) continue;
    for (const id of used) {
      if (!productIds.includes(id)) errors.push(`Invalid project "${field(record, "id")}": products names "${id}", which no product has`);
    }
  }
  return errors;
}
