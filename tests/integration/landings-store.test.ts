import { describe, expect, it } from "vitest";
import { landings } from "#app/content/landings";
import { pivotDesigns } from "#app/content/pivot-designs";
import { products } from "#app/content/products";
import { catalogueOf } from "#app/lib/catalogue";
import { contentDb, listRevisions } from "#app/lib/server/content/content-store.server";
import { SEED_ACTOR, seedLandings, seedPivotDesigns, seedProducts } from "#app/lib/server/content/seed.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

describe.each(DIALECTS)("landings and pivot designs on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds the landings and the designs once, and the snapshot gives them back as app/content/ has them", async () => {
    const store = await stores.open();
    await seedProducts(store);
    expect(await seedLandings(store)).toBe(true);
    expect(await seedLandings(store)).toBe(false);
    expect(await seedPivotDesigns(store)).toBe(true);
    expect(await seedPivotDesigns(store)).toBe(false);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.landings).toEqual(landings);
    expect(snapshot.pivotDesigns).toEqual(pivotDesigns.map((design) => ({ ...design, photo: null, drawing: design.name })));
    const [row] = await contentDb(store).selectFrom("landings").select(["id"]).where("path", "=", "/passive").execute();
    expect((await listRevisions(store, "landing", row!.id)).map((revision) => [revision.action, revision.actor])).toEqual([["create", SEED_ACTOR]]);
    // The alias addresses are the passive collection's and the sliding doors' listings, as the site had them.
    expect(Object.fromEntries(catalogueOf(snapshot.products, snapshot.landings).aliases)).toEqual({
      "/doors/slider/s700": "/doors/liftandslide/s700",
      "/passive/sd95": "/doors/swing/sd95",
      "/passive/s91": "/windows/alumil/s91",
      "/passive/rehau": "/windows/rehau",
      "/passive/m7": "/curtain/m7",
    });
  });

  it("two instances starting together seed them once", async () => {
    const store = await stores.open();
    const results = await Promise.all([seedLandings(store), seedLandings(store), seedPivotDesigns(store), seedPivotDesigns(store)]);
    expect(results.filter(Boolean)).toHaveLength(2);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.landings).toHaveLength(landings.length);
    expect(snapshot.pivotDesigns).toHaveLength(pivotDesigns.length);
  });

  it("leaves out a stored landing that breaks the schema, and a hidden product's card, listing and comparison column", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedLandings(store);
    const now = Date.now();
    await contentDb(store).updateTable("landings").set({ intro: "not json", updated_at: now }).where("path", "=", "/curtain").execute();
    await contentDb(store).updateTable("products").set({ status: "draft", updated_at: now }).where("slug", "=", "s91").execute();
    const snapshot = await loadSnapshot(store);
    expect(snapshot.landings.map((landing) => landing.path)).not.toContain("/curtain");
    const catalogue = catalogueOf(snapshot.products, snapshot.landings);
    expect(catalogue.productByPath("/passive/s91")).toBeUndefined();
    expect(catalogue.landingProducts(catalogue.landingByPath("/passive")!).map((entry) => entry.to)).toEqual(["/passive/sd95", "/passive/rehau", "/passive/m7"]);
    expect(catalogue.landingProducts(catalogue.landingByPath("/windows/alumil")!).map((entry) => entry.product.id)).toEqual(["s67", "s77"]);
  });
});
