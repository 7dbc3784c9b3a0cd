import { randomUUID } from "node:crypto";
import { shippedSettings } from "#app/content/settings";
import { checkSettings } from "#app/content/settings.schema";
import { energy as shippedEnergy } from "#app/content/energy";
import { checkEnergy } from "#app/content/energy.schema";
import { ENERGY_FIGURES_ID } from "./energy-figures.server";
import { shippedPages } from "#app/content/page-copy";
import { checkPageCopy, PAGE_KEYS, type PageKey } from "#app/content/page-copy.schema";
import type { Store } from "../platform/database.server";
import type { Insertable } from "kysely";
import type { ContentDatabase, ContentKind } from "./content-schema";
import { CONTENT_TABLES, contentDb } from "./content-store.server";
import { SETTINGS_ID } from "./settings.server";
import { SEED_ACTOR } from "#app/lib/admin/editor-name";

export { SEED_ACTOR } from "#app/lib/admin/editor-name";

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
export async function seedPageCopy(store: Store, now = Date.now()): Promise<boolean> {
  const seeded = await seedKindOnce(store, "page", () => PAGE_KEYS.map((key) => shippedPageRow(key, now)), now);
  if (!seeded) await seedNewPages(store, now);
  return seeded;
}

function shippedPageRow(key: PageKey, now: number) {
  const { errors } = checkPageCopy(key, shippedPages[key]);
  if (errors.length) throw new Error(`The page copy cannot be seeded:\n${errors.join("\n")}`);
  return { id: key, data: JSON.stringify(shippedPages[key]), created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null };
}

/**
 * A page added after the database was seeded (the privacy notice, decision 074) gets its shipped copy at the next
 * start, with its "create" revision: pages are never deleted, so a key without a row is one the site did not have.
 */
async function seedNewPages(store: Store, now: number): Promise<void> {
  await contentDb(store)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("content_version").set((eb) => ({ changed_at: eb.ref("changed_at") })).where("id", "=", 1).execute();
      const stored = new Set((await trx.selectFrom("page_copy").select("id").execute()).map((row) => row.id));
      const rows = PAGE_KEYS.filter((key) => !stored.has(key)).map((key) => shippedPageRow(key, now));
      if (!rows.length) return;
      await trx.insertInto("page_copy").values(rows).execute();
      await trx
        .insertInto("revisions")
        .values(rows.map((row) => ({ id: randomUUID(), kind: "page", item_id: row.id, action: "create" as const, snapshot: JSON.stringify(row), actor: SEED_ACTOR, created_at: now })))
        .execute();
      await trx.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1), changed_at: now })).where("id", "=", 1).execute();
    });
}
