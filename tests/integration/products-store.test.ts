import { energy } from "#app/content/energy";
import { describe, expect, it } from "vitest";
import * as content from "#app/content/all-content";
import { products } from "#app/content/products";
import { contentErrors } from "#app/content/validate";
import { contentDb, listRevisions } from "#app/lib/server/content/content-store.server";
import { storedProduct } from "#app/lib/server/content/product-rows.server";
import { SEED_ACTOR } from "#app/lib/server/content/seed.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

/** A product's row changed as a later staff edit will change it: new values, a new edit time. */
async function editRow(store: Parameters<typeof contentDb>[0], slug: string, values: Record<string, string>, at: number) {
  await contentDb(store).updateTable("products").set({ ...values, updated_at: at }).where("slug", "=", slug).execute();
}

describe.each(DIALECTS)("products on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds the catalogue once, in order, and the snapshot gives back every record as app/content/products.ts has it", async () => {
    const store = await stores.open();
    expect(await seedProducts(store)).toBe(true);
    expect(await seedProducts(store)).toBe(false);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.products).toEqual(products);
    const [row] = await contentDb(store).selectFrom("products").select(["id"]).where("slug", "=", "sd95").execute();
    const history = await listRevisions(store, "product", row!.id);
    expect(history.map((revision) => [revision.action, revision.actor])).toEqual([["create", SEED_ACTOR]]);
  });

  it("two instances starting together seed it once", async () => {
    const store = await stores.open();
    const results = await Promise.all([seedProducts(store), seedProducts(store)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await loadSnapshot(store)).products).toHaveLength(products.length);
  });

  it("shows a corrected value, and leaves out a stored product that breaks the build's rules, with the build's message", async () => {
    const store = await stores.open();
    await seedProducts(store);
    const now = Date.now();
    await editRow(store, "s77", { specifications: JSON.stringify([{ label: "Frame depth", value: "78", unit: "mm" }]) }, now);
    let shown = (await loadSnapshot(store)).products.find((product) => product.id === "s77");
    expect(shown?.specifications).toEqual([{ label: "Frame depth", value: "78", unit: "mm" }]);

    const broken = [{ label: "Frame depth", value: "78", unit: "" }];
    await editRow(store, "s77", { specifications: JSON.stringify(broken) }, now + 1);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.products.map((product) => product.id)).not.toContain("s77");
    expect(snapshot.products).toHaveLength(products.length - 1);

    const row = await contentDb(store).selectFrom("products").selectAll().where("slug", "=", "s77").executeTakeFirstOrThrow();
    const { errors } = storedProduct({ ...row, position: Number(row.position) }, energy);
    const build = contentErrors({ ...content, products: products.map((product) => (product.id === "s77" ? { ...product, specifications: broken } : product)) });
    expect(errors).toEqual(['Invalid product "s77": specifications.0.unit: a number needs a unit']);
    expect(build).toEqual(errors);

    // Not JSON at all: the field is named, nothing is thrown.
    await editRow(store, "s77", { renders: "not json" }, now + 2);
    await editRow(store, "sd95", { step_code: JSON.stringify({ label: "Step Code 9", from: 9, to: 9 }) }, now + 2);
    shown = (await loadSnapshot(store)).products.find((product) => product.id === "sd95");
    expect(shown).toBeUndefined();
  });
});
