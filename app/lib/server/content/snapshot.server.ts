import type { Kysely } from "kysely";
import type { Landing } from "#app/content/landings.schema";
import type { Product } from "#app/content/schema";
import type { AnnouncementItem, EventItem, MediaRef, PostItem, ProjectItem } from "#app/lib/content/types";
import { rowFocal } from "../media/media-store.server";
import type { Store } from "../platform/database.server";
import { contentDb, readContentVersion } from "./content-store.server";
import { publishedInOrder } from "./published-rows.server";
import type { ContentDatabase, PostsTable } from "./content-schema";
import { storedPartners, storedPhotos, toAnnouncementItem, toEventItem, toPostSummary, toProjectItem, type GuestCounts } from "./content-rows.server";
import { renderMarkdown } from "./markdown.server";
import { storedProduct } from "./product-rows.server";
import { publicProductFiles } from "./product-files.server";
import { productImageIds } from "#app/lib/product-pictures";
import type { PublicProductFile } from "#app/lib/product-files";
import type { LandingsTable, ProductsTable } from "./content-schema";
import { shippedSettings } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { settingsRow, storedSettings } from "./settings.server";
import { energy as shippedEnergy } from "#app/content/energy";
import type { Energy } from "#app/content/energy.schema";
import { energyFiguresRow, storedEnergy } from "./energy-figures.server";
import { storedLanding } from "./landing-rows.server";
import { ALL_KINDS, type DeclaredSnapshot } from "./kinds/index.server";
import type { SnapshotContext, SnapshotPart } from "./kinds/definition.server";
import { SHIPPED_LIVE_PAGES, type LivePages } from "#app/lib/content/page-copy";
import { livePages, pageImageIds, pageRows } from "./page-copy.server";

/**
 * Everything the public pages show of the owner content, read in one go: the pages render from this snapshot (in
 * memory), never from the database, so a page costs no query. Reloaded when the content version moves on. A kind
 * whose definition declares a snapshot part (kinds/<kind>.server.ts: the pivot designs, the team, the testimonials)
 * is read by it, under its `field`; the others (which other kinds' reading shares) by the readers below.
 */
export type ContentSnapshot = CoreSnapshot & DeclaredSnapshot;

/** What snapshot.server.ts reads itself. */
export interface CoreSnapshot {
  version: number;
  /** Live (not deleted) events, with their guest counts. */
  events: EventItem[];
  /** Live announcements, whatever their dates. */
  announcements: AnnouncementItem[];
  /** Published posts, scheduled ones included (the clock decides what shows), newest first. */
  posts: PostItem[];
  /** A post's earlier addresses: old slug to current slug. */
  redirects: ReadonlyMap<string, string>;
  /** Published (not hidden) projects, in the gallery's order. */
  projects: ProjectItem[];
  /** A project's earlier addresses: old slug to current slug. */
  projectRedirects: ReadonlyMap<string, string>;
  /**
   * Published catalogue products, in catalogue order, each checked by the build's rules (app/content/validate.ts); a
   * stored product that fails them is left out and logged, never shown half-valid.
   */
  products: Product[];
  /** A product's earlier addresses (decision 036): old path to the current path of a shown or hidden product. */
  productRedirects: ReadonlyMap<string, string>;
  /** Products taken off the site (status hidden): their pages answer 410, naming them and their landing. */
  hiddenProducts: HiddenProduct[];
  /** The library images the products show (live ones only), by id (decision 037). */
  productImages?: ReadonlyMap<string, MediaRef>;
  /** The files staff uploaded to each product, by its id ("sd95"), in their order (decision 037). */
  productFiles?: ReadonlyMap<string, PublicProductFile[]>;
  /**
   * The catalogue's landing pages (decision 039), each checked by the build's landing schema; one that fails it is
   * left out and logged. Their cards of products not in `products` are left out by the pages.
   */
  landings: Landing[];
  /**
   * The company details (decision 040), checked by the settings schema; a stored record that fails it (or none yet)
   * gives the shipped details, logged, never half-valid ones.
   */
  settings: CompanySettings;
  /**
   * The energy and rebate figures (decision 043), checked by the energy schema; a stored record that fails it (or none
   * yet) gives the shipped figures, logged. The products' energy claims are checked against them.
   */
  energy: Energy;
  /**
   * The page copy and each page's search entry (decision 044), checked by the page schema; a stored page that fails it
   * gives that page's shipped copy, logged. Its images are the library's live ones (a removed one is no image).
   */
  pages: LivePages;
}

/** The snapshot parts the kinds' definitions declare, in the registry's order. */
function declaredParts(): SnapshotPart[] {
  return ALL_KINDS.flatMap((definition) => ("field" in definition.snapshot ? [definition.snapshot] : []));
}

/** What the 410 page of a hidden product says of it. */
export interface HiddenProduct {
  id: string;
  title: string;
  path: string;
  family: string;
}

export const EMPTY_SNAPSHOT: ContentSnapshot = {
  version: 0,
  events: [],
  announcements: [],
  posts: [],
  redirects: new Map(),
  projects: [],
  projectRedirects: new Map(),
  products: [],
  productRedirects: new Map(),
  hiddenProducts: [],
  productImages: new Map(),
  productFiles: new Map(),
  landings: [],
  ...(Object.fromEntries(declaredParts().map((part) => [part.field, part.empty])) as DeclaredSnapshot),
  settings: shippedSettings,
  energy: shippedEnergy,
  pages: SHIPPED_LIVE_PAGES,
};

/**
 * What a reload need not do again, by row and edit time, kept per store (a process may hold more than one: tests do):
 * the products checked against the figures, the landings checked, the posts' Markdown rendered.
 */
interface SnapshotCaches {
  products: Map<string, { updatedAt: number; energy: Energy; product: Product | undefined }>;
  landings: Map<string, { updatedAt: number; landing: Landing | undefined }>;
  bodies: Map<string, { updatedAt: number; html: string }>;
}
const cachesByStore = new WeakMap<Store, SnapshotCaches>();

function snapshotCaches(store: Store): SnapshotCaches {
  let caches = cachesByStore.get(store);
  if (!caches) {
    caches = { products: new Map(), landings: new Map(), bodies: new Map() };
    cachesByStore.set(store, caches);
  }
  return caches;
}

/** A product checked against the figures: checked again when it or the figures changed. */
function checkedProduct(checkedProducts: SnapshotCaches["products"], row: ProductsTable, energy: Energy): Product | undefined {
  const cached = checkedProducts.get(row.id);
  if (cached && cached.updatedAt === Number(row.updated_at) && cached.energy === energy) return cached.product;
  const { product, errors } = storedProduct({ ...row, position: Number(row.position) }, energy);
  if (errors.length) console.error(`A stored product is left out of the site:\n${errors.join("\n")}`);
  checkedProducts.set(row.id, { updatedAt: Number(row.updated_at), energy, product });
  return product;
}

function checkedLanding(checkedLandings: SnapshotCaches["landings"], row: LandingsTable): Landing | undefined {
  const cached = checkedLandings.get(row.id);
  if (cached && cached.updatedAt === Number(row.updated_at)) return cached.landing;
  const { landing, errors } = storedLanding(row);
  if (errors.length) console.error(`A stored landing is left out of the site:\n${errors.join("\n")}`);
  checkedLandings.set(row.id, { updatedAt: Number(row.updated_at), landing });
  return landing;
}

function bodyHtml(renderedBodies: SnapshotCaches["bodies"], row: PostsTable): string {
  const cached = renderedBodies.get(row.id);
  if (cached && cached.updatedAt === Number(row.updated_at)) return cached.html;
  const html = renderMarkdown(row.body);
  renderedBodies.set(row.id, { updatedAt: Number(row.updated_at), html });
  return html;
}

async function guestCounts(db: Kysely<ContentDatabase>): Promise<Map<string, GuestCounts>> {
  const rows = await (db as unknown as Kysely<any>)
    .selectFrom("submissions")
    .select(["event_id", "rsvp_status"])
    .select((eb: any) => eb.fn.sum("guests").as("guests"))
    .where("kind", "=", "rsvp")
    // A held RSVP (sent without the captcha) has no place until staff release it.
    .where("status", "not in", ["spam", "held"])
    .where("event_id", "is not", null)
    .groupBy(["event_id", "rsvp_status"])
    .execute();
  const counts = new Map<string, GuestCounts>();
  for (const row of rows as { event_id: string; rsvp_status: string | null; guests: number | string | null }[]) {
    const entry = counts.get(row.event_id) ?? { confirmed: 0, waitlist: 0 };
    if (row.rsvp_status === "waitlist") entry.waitlist += Number(row.guests ?? 0);
    else entry.confirmed += Number(row.guests ?? 0);
    counts.set(row.event_id, entry);
  }
  return counts;
}

async function mediaRefs(db: Kysely<ContentDatabase>, ids: string[]): Promise<Map<string, MediaRef>> {
  if (!ids.length) return new Map();
  const rows = (await (db as unknown as Kysely<any>)
    .selectFrom("media")
    .select(["id", "width", "height", "focal_x", "focal_y"])
    .where("id", "in", [...new Set(ids)])
    .where("deleted_at", "is", null)
    .execute()) as (MediaRef & { focal_x: number | null; focal_y: number | null })[];
  return new Map(
    rows.map((row) => {
      const focal = rowFocal(row);
      return [row.id, { id: row.id, width: Number(row.width), height: Number(row.height), ...(focal ? { focal } : {}) }];
    }),
  );
}

/**
 * What the snapshot reads, each by its name: every query runs at once, and each result is read by the same name
 * (no positional list to keep in step).
 */
const SNAPSHOT_READERS = {
  eventRows: (db: Kysely<ContentDatabase>) => db.selectFrom("events").selectAll().where("deleted_at", "is", null).execute(),
  announcementRows: (db: Kysely<ContentDatabase>) => db.selectFrom("announcements").selectAll().where("deleted_at", "is", null).execute(),
  postRows: (db: Kysely<ContentDatabase>) =>
    db.selectFrom("posts").selectAll().where("deleted_at", "is", null).where("status", "=", "published").execute(),
  slugRows: (db: Kysely<ContentDatabase>) =>
    db.selectFrom("post_slugs").innerJoin("posts", "posts.id", "post_slugs.post_id").select(["post_slugs.slug as old", "posts.slug as current"]).execute(),
  counts: guestCounts,
  projectRows: (db: Kysely<ContentDatabase>) => publishedInOrder(db, "projects", "desc"),
  projectSlugRows: (db: Kysely<ContentDatabase>) =>
    db
      .selectFrom("project_slugs")
      .innerJoin("projects", "projects.id", "project_slugs.project_id")
      .select(["project_slugs.slug as old", "projects.slug as current"])
      .execute(),
  productRows: (db: Kysely<ContentDatabase>) => publishedInOrder(db, "products"),
  productPathRows: (db: Kysely<ContentDatabase>) =>
    db
      .selectFrom("product_paths")
      .innerJoin("products", "products.id", "product_paths.product_id")
      .select(["product_paths.path as old", "products.path as current"])
      .where("products.deleted_at", "is", null)
      .where("products.status", "in", ["published", "hidden"])
      .execute(),
  hiddenRows: (db: Kysely<ContentDatabase>) =>
    db.selectFrom("products").select(["slug", "title", "path", "family"]).where("deleted_at", "is", null).where("status", "=", "hidden").execute(),
  landingRows: (db: Kysely<ContentDatabase>) =>
    db.selectFrom("landings").selectAll().where("deleted_at", "is", null).orderBy("position").orderBy("path").execute(),
  settingsStored: settingsRow,
  energyStored: energyFiguresRow,
  storedPages: pageRows,
  productFiles: publicProductFiles,
};

type Readers = Record<string, (db: Kysely<ContentDatabase>) => Promise<unknown>>;

/** Runs every reader at once and gives each result under its reader's name. */
async function readAll<R extends Readers>(db: Kysely<ContentDatabase>, readers: R): Promise<{ [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  const entries = await Promise.all(Object.entries(readers).map(async ([name, read]) => [name, await read(db)] as const));
  return Object.fromEntries(entries) as { [K in keyof R]: Awaited<ReturnType<R[K]>> };
}

export async function loadSnapshot(store: Store): Promise<ContentSnapshot> {
  const db = contentDb(store);
  const caches = snapshotCaches(store);
  // The version first: a change that lands while the rest is read makes the next poll read again.
  const version = await readContentVersion(db);
  const parts = declaredParts();
  const [{ eventRows, announcementRows, postRows, slugRows, counts, projectRows, projectSlugRows, productRows, productPathRows, hiddenRows, landingRows, settingsStored, energyStored, storedPages, productFiles }, partsRead] =
    await Promise.all([readAll(db, SNAPSHOT_READERS), Promise.all(parts.map((part) => part.read(db)))]);
  const energy = storedEnergy(energyStored);
  const products = productRows.map((row) => checkedProduct(caches.products, row, energy)).filter((product) => product !== undefined);
  const productIds = products.flatMap(productImageIds);
  const media = await mediaRefs(db, [
    ...productIds,
    ...eventRows.flatMap((row) => storedPartners(row).flatMap((partner) => (partner.mediaId ? [partner.mediaId] : []))),
    ...postRows.flatMap((row) => (row.cover_media_id ? [row.cover_media_id] : [])),
    ...projectRows.flatMap((row) => storedPhotos(row).map((photo) => photo.mediaId)),
    ...pageImageIds(storedPages),
    ...parts.flatMap((part, i) => part.images?.(partsRead[i]) ?? []),
  ]);
  const shownProjects = new Map(projectRows.map((row) => [row.slug, row.name] as const));
  const projectRedirects = new Map(projectSlugRows.map((row) => [row.old, row.current]));
  const noGuests = { confirmed: 0, waitlist: 0 };
  const context: SnapshotContext = { media, projects: shownProjects, projectRedirects };
  return {
    version,
    events: eventRows.map((row) => toEventItem(row, counts.get(row.id) ?? noGuests, media)),
    announcements: announcementRows.map(toAnnouncementItem),
    posts: postRows
      .map((row) => ({ ...toPostSummary(row, media), bodyHtml: bodyHtml(caches.bodies, row) }))
      .sort((a, b) => b.publishAt - a.publishAt || a.slug.localeCompare(b.slug)),
    redirects: new Map(slugRows.map((row) => [row.old, row.current])),
    projects: projectRows.map((row) => toProjectItem(row, media)),
    projectRedirects,
    products,
    productRedirects: new Map(productPathRows.map((row) => [row.old, row.current])),
    hiddenProducts: hiddenRows.map((row) => ({ id: row.slug, title: row.title, path: row.path, family: row.family })),
    productImages: new Map(productIds.flatMap((id) => (media.has(id) ? [[id, media.get(id)!] as const] : []))),
    productFiles,
    landings: landingRows.map((row) => checkedLanding(caches.landings, row)).filter((landing) => landing !== undefined),
    ...(Object.fromEntries(parts.map((part, i) => [part.field, part.show(partsRead[i], context)])) as DeclaredSnapshot),
    settings: storedSettings(settingsStored),
    energy,
    pages: livePages(storedPages, media),
  };
}
