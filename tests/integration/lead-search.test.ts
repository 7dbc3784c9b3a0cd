import path from "node:path";
import { describe, expect, it } from "vitest";
import { takeBackup } from "#app/lib/server/backup/backup.server";
import { checkBackup, restorePostgres, restoreSqlite } from "#app/lib/server/backup/restore.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { listSubmissions } from "#app/lib/server/leads/inbox.server";
import { MIGRATIONS, migrate, openStore, SQLITE_FILE_NAME, type Store } from "#app/lib/server/platform/database.server";
import type { Submission } from "#app/lib/server/platform/db-schema";
import { quietly, usePlaces } from "./support/restore-places";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * The inbox search reads the leads' full-text index (decision 068): prefixes, accents, every word, a phone typed any
 * way, a quote's city and products; the index follows the rows through updates, deletes, migrations and restores,
 * and what staff type is never read as query syntax.
 */

const T0 = 1_800_000_000_000;
/** The migrations before the index: a store as it was one version ago. */
const BEFORE_SEARCH = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0033"));

type LeadFields = Partial<Pick<Submission, "first_name" | "last_name" | "email" | "phone" | "company" | "message" | "how_did_you_hear" | "kind" | "form_id">>;

async function addLead(store: Store, id: string, fields: LeadFields, at = T0): Promise<string> {
  await store.db
    .insertInto("submissions")
    .values({ id, kind: "contact", form_id: "contact", created_at: at, first_name: "Pat", last_name: "Doe", email: `${id}@example.com`, phone: "2505550100", client_hash: "c", ...fields })
    .execute();
  return id;
}

async function addQuote(store: Store, id: string, location: string, products: string[], fields: LeadFields = {}, at = T0): Promise<string> {
  await addLead(store, id, { kind: "quote", form_id: "quote", ...fields }, at);
  await store.db
    .insertInto("quote_requests")
    .values({ submission_id: id, project_location: location, project_type: "renovation", timeline: "asap", energy_target: null, summary: "{}", created_at: at })
    .execute();
  for (const [n, product] of products.entries()) {
    await store.db
      .insertInto("quote_openings")
      .values({ submission_id: id, position: n + 1, product, configuration: null, width_mm: 1000, height_mm: 1000, quantity: 1, note: null, entered_unit: "mm" })
      .execute();
  }
  return id;
}

const found = async (store: Store, q: string) => (await listSubmissions(store, { q, page: 1 })).rows.map((row) => row.id).sort();


describe.each(DIALECTS)("the leads' full-text search on $dialect", ({ dialect }) => {
  const t = useTestStore(dialect);
  const { cleanups, emptyPlace } = usePlaces(dialect, t, "search");

  it("finds a name by its start, whatever its case and accents, with every word required", async () => {
    const store = await t.open();
    const sandhu = await addLead(store, "sandhu", { first_name: "Harpreet", last_name: "Sandhu" });
    const zoe = await addLead(store, "zoe", { first_name: "Zoë", last_name: "Lefèvre", message: "Crème brûlée kitchen" });
    const sanders = await addLead(store, "sanders", { first_name: "Nina", last_name: "Sanders", company: "Harbour Glass" });

    expect(await found(store, "sand")).toEqual([sanders, sandhu].sort());
    expect(await found(store, "SANDHU")).toEqual([sandhu]);
    expect(await found(store, "harp sand")).toEqual([sandhu]);
    expect(await found(store, "sand harbour")).toEqual([sanders]);
    expect(await found(store, "sand nobody")).toEqual([]);
    expect(await found(store, "zoe lefevre")).toEqual([zoe]);
    expect(await found(store, "Zoë LEFÈVRE")).toEqual([zoe]);
    expect(await found(store, "creme brulee")).toEqual([zoe]);
    expect(await found(store, "sandhu@exa")).toEqual([sandhu]);
  });

  it("finds a phone number typed any way, by its digits", async () => {
    const store = await t.open();
    const local = await addLead(store, "local", { phone: "6045551234" });
    await addLead(store, "other", { phone: "6045559876" });
    const abroad = await addLead(store, "abroad", { phone: "+442079460958" });

    for (const typed of ["604-555-1234", "+1 604 555 1234", "(604) 555-1234", "604.555.1234", "6045551234", "555-1234", "1234"]) {
      expect(await found(store, typed), typed).toEqual([local]);
    }
    expect(await found(store, "(604) 555")).toEqual([local, "other"].sort());
    expect(await found(store, "+44 20 7946 0958")).toEqual([abroad]);
  });

  it("finds a quote request by its project's city and its products' names", async () => {
    const store = await t.open();
    await seedProducts(store);
    const product = await store.db.selectFrom("products").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
    const quote = await addQuote(store, "quote", "1200 Main St, Revelstoke", [product.id, "advise"]);
    await addLead(store, "contact", { message: "Somewhere near Kelowna" });

    expect(await found(store, "revelstoke")).toEqual([quote]);
    expect(await found(store, "revel main")).toEqual([quote]);
    expect(await found(store, product.title)).toEqual([quote]);
    expect(await found(store, product.id)).toEqual([quote]);
    expect(await found(store, "kelowna")).toEqual(["contact"]);

    // The index follows the quote's tables.
    await store.db.updateTable("quote_requests").set({ project_location: "Golden" }).where("submission_id", "=", quote).execute();
    expect(await found(store, "revelstoke")).toEqual([]);
    expect(await found(store, "golden")).toEqual([quote]);
    await store.db.deleteFrom("quote_openings").where("submission_id", "=", quote).execute();
    expect(await found(store, product.title)).toEqual([]);
  });

  it("follows a lead updated or deleted", async () => {
    const store = await t.open();
    const lead = await addLead(store, "lead", { first_name: "Marguerite", last_name: "Okafor" });
    await addQuote(store, "quoted", "Nelson", [], { first_name: "Marguerite", last_name: "Okafor" });
    expect(await found(store, "okafor")).toEqual([lead, "quoted"].sort());

    await store.db.updateTable("submissions").set({ last_name: "Baptiste" }).where("id", "=", lead).execute();
    expect(await found(store, "okafor")).toEqual(["quoted"]);
    expect(await found(store, "baptiste")).toEqual([lead]);
    // A status change leaves the document as it was.
    await store.db.updateTable("submissions").set({ status: "handled" }).where("id", "=", lead).execute();
    expect(await found(store, "marguerite")).toEqual([lead, "quoted"].sort());

    await store.db.deleteFrom("submissions").where("id", "in", [lead, "quoted"]).execute();
    expect(await found(store, "marguerite")).toEqual([]);
    expect(Number((await store.db.selectFrom("lead_search_documents" as never).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it("reads what is typed literally, never as query syntax, and never fails", async () => {
    const store = await t.open();
    const all = [
      await addLead(store, "near", { first_name: "Near", last_name: "Orwell", message: 'She said "a OR b" near the door' }),
      await addLead(store, "star", { first_name: "Stella", last_name: "Ames" }),
    ].sort();

    for (const typed of ['"', "*", "NEAR(", "a OR b", "') --", "^", ":*", "!&|", "\\", "'", "-", "a AND NOT", "(", "{}", "%", "_"]) {
      await expect(found(store, typed), typed).resolves.toBeDefined();
    }
    // Punctuation alone is no text filter.
    expect(await found(store, '"')).toEqual(all);
    expect(await found(store, "') --")).toEqual(all);
    expect(await found(store, "*")).toEqual(all);
    // Words are words: "or" and "near" are searched for, not obeyed.
    expect(await found(store, "NEAR(")).toEqual(["near"]);
    expect(await found(store, "a OR b")).toEqual(["near"]);
    expect(await found(store, "orwell OR stella")).toEqual([]);
    expect(await found(store, "stella NOT")).toEqual([]);
  });

  it("finds rows written before the index was made (the migration fills it)", async () => {
    const place = await emptyPlace();
    const old = openStore({ databaseUrl: place.databaseUrl, dataDir: place.dir });
    cleanups.unshift(() => old.close());
    await quietly(() => migrate(old.db, old.dialect, BEFORE_SEARCH));
    await addLead(old, "before", { first_name: "Ingrid", last_name: "Sandoval", phone: "7785550199" });
    await addQuote(old, "quote-before", "Squamish", [], { first_name: "Omar" });
    await quietly(() => migrate(old.db, old.dialect));

    expect(await found(old, "sando")).toEqual(["before"]);
    expect(await found(old, "(778) 555-0199")).toEqual(["before"]);
    expect(await found(old, "squam")).toEqual(["quote-before"]);
  });

  it("restores a backup whose index finds its leads", async () => {
    const store = await t.open();
    await addLead(store, "kept", { first_name: "Ravinder", last_name: "Sandhu", phone: "6045550142" });
    await addQuote(store, "kept-quote", "Penticton", []);
    const { file } = await takeBackup(store, path.join(t.dir, "backups"));
    // The restore's schema check passes it: the index, its tables and triggers are what the migrations make.
    await checkBackup(file, dialect, t.databaseUrl());

    const place = await emptyPlace(true);
    if (dialect === "sqlite") await restoreSqlite(file, path.join(place.dir, SQLITE_FILE_NAME));
    const restored = openStore({ databaseUrl: place.databaseUrl, dataDir: place.dir });
    cleanups.unshift(() => restored.close());
    if (dialect === "postgres") await restorePostgres(restored, file, false);
    await quietly(() => migrate(restored.db, restored.dialect));

    expect(await found(restored, "sand")).toEqual(["kept"]);
    expect(await found(restored, "604-555-0142")).toEqual(["kept"]);
    expect(await found(restored, "pentic")).toEqual(["kept-quote"]);
    // And follows what is written after.
    await addLead(restored, "after", { first_name: "Sandeep" });
    expect(await found(restored, "sand")).toEqual(["after", "kept"]);
  });
});
