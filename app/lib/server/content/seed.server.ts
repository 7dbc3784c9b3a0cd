import { randomUUID } from "node:crypto";
import { grandOpening, seededAnnouncement } from "#app/content/event";
import { landings } from "#app/content/landings";
import { pivotDesigns } from "#app/content/pivot-designs";
import { products } from "#app/content/products";
import { projects } from "#app/content/projects";
import { shippedSettings } from "#app/content/settings";
import { checkSettings } from "#app/content/settings.schema";
import { energy as shippedEnergy } from "#app/content/energy";
import { checkEnergy } from "#app/content/energy.schema";
import { ENERGY_FIGURES_ID } from "./energy-figures.server";
import { shippedPages } from "#app/content/page-copy";
import { checkPageCopy, PAGE_KEYS } from "#app/content/page-copy.schema";
import { GUESTS_PER_REPLY } from "#app/lib/forms/rsvp-fields";
import type { Store } from "../platform/database.server";
import type { Insertable } from "kysely";
import type { ContentDatabase, ContentKind } from "./content-schema";
import { CONTENT_TABLES, contentDb } from "./content-store.server";
import { landingColumns, pivotDesignColumns, storedLanding } from "./landing-rows.server";
import { productColumns, storedProduct } from "./product-rows.server";
import { SETTINGS_ID } from "./settings.server";
import { SEED_ACTOR } from "#app/lib/admin/editor-name";

export { SEED_ACTOR } from "#app/lib/admin/editor-name";

/**
 * At the very first start the owner content begins as the site shipped it: the grand opening, bound to the three
 * RSVP pages, and the showroom announcement. Runs once per database: the first write locks the version row, so two
 * instances starting together on one PostgreSQL seed it once; a database with any content or history is left alone.
 */
export async function seedOwnerContent(store: Store, now = Date.now()): Promise<boolean> {
  return contentDb(store)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("content_version").set((eb) => ({ changed_at: eb.ref("changed_at") })).where("id", "=", 1).execute();
      const history = await trx.selectFrom("revisions").select("id").limit(1).executeTakeFirst();
      const events = await trx.selectFrom("events").select("id").limit(1).executeTakeFirst();
      if (history || events) return false;

      const event = {
        id: randomUUID(),
        title: grandOpening.title,
        starts_at: Date.parse(grandOpening.startDate),
        ends_at: Date.parse(grandOpening.endDate),
        venue_name: grandOpening.venue.name,
        street_address: grandOpening.venue.streetAddress,
        locality: grandOpening.venue.locality,
        region: grandOpening.venue.region,
        description: grandOpening.description,
        partners: JSON.stringify(grandOpening.partners.map((name) => ({ name, mediaId: null }))),
        capacity: null,
        max_guests: GUESTS_PER_REPLY.default,
        rsvp_deadline: null,
        pages: JSON.stringify(grandOpening.pages),
        created_at: now,
        updated_at: now,
        updated_by: SEED_ACTOR,
        deleted_at: null,
      };
      const announcement = {
        id: randomUUID(),
        ...seededAnnouncement,
        created_at: now,
        updated_at: now,
        updated_by: SEED_ACTOR,
        deleted_at: null,
      };
      await trx.insertInto("events").values(event).execute();
      await trx.insertInto("announcements").values(announcement).execute();
      await trx
        .insertInto("revisions")
        .values([
          { id: randomUUID(), kind: "event", item_id: event.id, action: "create", snapshot: JSON.stringify(event), actor: SEED_ACTOR, created_at: now },
          {
            id: randomUUID(),
            kind: "announcement",
            item_id: announcement.id,
            action: "create",
            snapshot: JSON.stringify(announcement),
            actor: SEED_ACTOR,
            created_at: now,
          },
        ])
        .execute();
      await trx.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1), changed_at: now })).where("id", "=", 1).execute();
      return true;
    });
}

/** The bookkeeping columns of a seeded row. */
export const seededRow = (now: number) => ({ id: randomUUID(), created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null });

/**
 * Fills a kind's table with what the site shipped with, once per database, in one transaction under the content
 * version's lock (two instances starting together seed it once): a table with any row, or a kind with any history,
 * is left alone, so what staff later remove is never seeded back. Each row gets its "create" revision, and the
 * content version moves on.
 */
type SeededKind = Exclude<ContentKind, "event" | "announcement">;

export async function seedKindOnce<K extends SeededKind>(
  store: Store,
  kind: K,
  rows: () => Array<Insertable<ContentDatabase[(typeof CONTENT_TABLES)[K]]> & { id: string }>,
  now: number,
): Promise<boolean> {
  const table = CONTENT_TABLES[kind] as (typeof CONTENT_TABLES)[SeededKind];
  return contentDb(store)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("content_version").set((eb) => ({ changed_at: eb.ref("changed_at") })).where("id", "=", 1).execute();
      const existing = await trx.selectFrom(table).select("id").limit(1).executeTakeFirst();
      const history = await trx.selectFrom("revisions").select("id").where("kind", "=", kind).limit(1).executeTakeFirst();
      if (existing || history) return false;

      const seeded = rows();
      await trx.insertInto(table).values(seeded as never).execute();
      await trx
        .insertInto("revisions")
        .values(
          seeded.map((row) => ({
            id: randomUUID(),
            kind,
            item_id: row.id,
            action: "create" as const,
            snapshot: JSON.stringify(row),
            actor: SEED_ACTOR,
            created_at: now,
          })),
        )
        .execute();
      await trx.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1), changed_at: now })).where("id", "=", 1).execute();
      return true;
    });
}

/** A shipped project (app/content/projects.ts) as its row: its drawn pictures, no photos, published at `position`. */
export function shippedProjectRow(project: (typeof projects)[number], position: number, now: number, actor: string) {
  return {
    slug: project.id,
    name: project.name,
    place: project.location,
    area: project.area,
    year: project.year,
    type: project.type,
    scope: project.scope,
    products: JSON.stringify(project.products),
    photos: "[]",
    main_media_id: null,
    drawing: JSON.stringify({ key: project.id, imageCount: project.imageCount, scene: project.scene, alts: project.imageAlts ?? [] }),
    status: "published" as const,
    position,
    created_at: now,
    updated_at: now,
    updated_by: actor,
    deleted_at: null,
  };
}

/**
 * The first start with the projects table (a new database, or one from before projects were edited in the staff
 * area) fills it with the 30 projects the site shipped with, in their order, with their drawn pictures and the
 * products their scope names. Once per database, under the same lock as the rest of the seed.
 */
export function seedProjects(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "project",
    () =>
      projects.map((project, position) => ({ id: randomUUID(), ...shippedProjectRow(project, position, now, SEED_ACTOR) })),
    now,
  );
}

/**
 * The first start with the products table (a new database, or one from before products were kept in it) fills it
 * with the catalogue of app/content/products.ts, in its order, each record checked by the rules the build uses
 * (decision 034). Once per database, under the same lock as the rest of the seed: a database with any product or
 * product history is left alone, so a product staff later remove is never seeded back.
 */
export function seedProducts(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "product",
    () =>
      products.map((product, position) => {
        const columns = productColumns(product, position);
        const { errors } = storedProduct(columns, shippedEnergy);
        if (errors.length) throw new Error(`The catalogue cannot be seeded:\n${errors.join("\n")}`);
        return { id: randomUUID(), ...columns, created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null };
      }),
    now,
  );
}

/**
 * The first start with the landings table fills it with the landing pages of app/content/landings.ts (their words,
 * sections, cards and the products listed under their addresses), each checked by the build's rules (decision 039).
 * Once per database, under the same lock as the rest of the seed.
 */
export function seedLandings(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "landing",
    () =>
      landings.map((landing, position) => {
        const columns = landingColumns(landing, position);
        const { errors } = storedLanding(columns);
        if (errors.length) throw new Error(`The landings cannot be seeded:\n${errors.join("\n")}`);
        return { id: randomUUID(), ...columns, created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null };
      }),
    now,
  );
}

/** The first start with the pivot designs table fills it with the 26 shipped designs, in their order, drawn panels kept. */
export function seedPivotDesigns(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "pivot_design",
    () =>
      pivotDesigns.map((design, position) => ({
        id: randomUUID(),
        ...pivotDesignColumns(design, position),
        created_at: now,
        updated_at: now,
        updated_by: SEED_ACTOR,
        deleted_at: null,
      })),
    now,
  );
}

/**
 * The first start with the settings table fills its one row with the company details the site shipped with
 * (app/content/settings.ts), checked by the settings schema (decision 040). Once per database, under the same lock.
 */
export function seedSettings(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "settings",
    () => {
      const { errors } = checkSettings(shippedSettings);
      if (errors.length) throw new Error(`The company details cannot be seeded:\n${errors.join("\n")}`);
      return [{ id: SETTINGS_ID, data: JSON.stringify(shippedSettings), created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null }];
    },
    now,
  );
}

/**
 * The first start with the energy_figures table fills its one row with the figures the site shipped with
 * (app/content/energy.ts), checked by the energy schema (decision 043). Once per database, under the same lock.
 */
export function seedEnergyFigures(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "energy",
    () => {
      const { errors } = checkEnergy(shippedEnergy);
      if (errors.length) throw new Error(`The energy figures cannot be seeded:\n${errors.join("\n")}`);
      return [{ id: ENERGY_FIGURES_ID, data: JSON.stringify(shippedEnergy), created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null }];
    },
    now,
  );
}

/**
 * The first start with the pages table fills it with the copy and search entry of each page the site shipped with
 * (app/content/page-copy.ts), each checked by the page schema (decision 044). Once per database, under the same lock.
 */
export function seedPageCopy(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "page",
    () =>
      PAGE_KEYS.map((key) => {
        const { errors } = checkPageCopy(key, shippedPages[key]);
        if (errors.length) throw new Error(`The page copy cannot be seeded:\n${errors.join("\n")}`);
        return { id: key, data: JSON.stringify(shippedPages[key]), created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null };
      }),
    now,
  );
}
