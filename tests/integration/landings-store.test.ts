import { describe, expect, it } from "vitest";
import { landings } from "#app/content/landings";
import { pivotDesigns } from "#app/content/pivot-designs";
import { catalogueOf, isListedAt } from "#app/lib/catalogue";
import { contentDb, listRevisions } from "#app/lib/server/content/content-store.server";
import { SEED_ACTOR } from "#app/lib/server/content/seed.server";
import { seedLandings } from "#app/lib/server/content/kinds/landing.server";
import { seedPivotDesigns } from "#app/lib/server/content/kinds/pivot-design.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { checkedLandingChange, landingFromValues, landingValues, writeLanding } from "#app/lib/server/content/kinds/landing-editor.server";
import { savePlacement, placementField, listedField } from "#app/lib/server/catalogue/product-placement.server";
import { movePivotDesign, pivotDesignKind, pivotRestoreProblem, savePivotDesign } from "#app/lib/server/content/pivot-designs-admin.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
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
    // Its listing stays: the address still belongs to it (a hidden product's page answers there as at its own).
    expect(isListedAt(snapshot.landings, { id: "s91", path: "/windows/alumil/s91" }, "/passive/s91")).toBe(true);
    expect(catalogue.landingProducts(catalogue.landingByPath("/passive")!).map((entry) => entry.to)).toEqual(["/passive/sd95", "/passive/rehau", "/passive/m7"]);
    expect(catalogue.landingProducts(catalogue.landingByPath("/windows/alumil")!).map((entry) => entry.product.id)).toEqual(["s67", "s77"]);
  });

  it("checks an edited landing by the build's rules, with each message by its field, and saves it with a revision", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedLandings(store);
    const stored = await contentDb(store).selectFrom("landings").selectAll().where("path", "=", "/doors/swing").executeTakeFirstOrThrow();
    const values = landingValues(stored);
    expect(values).toMatchObject({ title: "Swing Doors", s1c1_product: "sd77", s1c2_product: "sd95", showroom_banner: "on" });

    const wrong = landingFromValues({ ...values, s1c2_product: "sd99", s1_heading: "X" }, stored);
    const refused = await checkedLandingChange(store, stored, wrong.record, wrong.fields);
    expect(refused.errors).toEqual({
      s1_heading: "Please write at least 3 characters here: this has 1.",
    });
    const unknown = landingFromValues({ ...values, s1c2_product: "sd99" }, stored);
    expect((await checkedLandingChange(store, stored, unknown.record, unknown.fields)).errors).toEqual({ s1c2_product: 'No product has the id "sd99"' });

    const edited = landingFromValues({ ...values, intro: "A first paragraph that is long enough to be one.\n\nAnd a second one, long enough as well, surely.", s1c1_product: "sd95", s1c2_product: "sd77" }, stored);
    const checked = await checkedLandingChange(store, stored, edited.record, edited.fields);
    await writeLanding(store, stored.id, checked.columns!, "owner@example.com");
    const snapshot = await loadSnapshot(store);
    const landing = snapshot.landings.find((candidate) => candidate.path === "/doors/swing")!;
    expect(landing.intro).toHaveLength(2);
    expect(landing.sections[0]!.cards).toEqual([{ product: "sd95" }, { product: "sd77" }]);
    expect((await listRevisions(store, "landing", stored.id)).map((revision) => [revision.action, revision.actor])).toEqual([
      ["update", "owner@example.com"],
      ["create", SEED_ACTOR],
    ]);
  });

  it("places a product on another landing and lists it under its address, through the one productByPath", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedLandings(store);
    const rows = await contentDb(store).selectFrom("landings").select(["id", "path"]).execute();
    const idOf = (path: string) => rows.find((row) => row.path === path)!.id;
    const s67 = { slug: "s67", path: "/windows/alumil/s67" };
    expect(await savePlacement(store, s67, { [placementField(idOf("/passive"))]: "2:1", [listedField(idOf("/passive"))]: "on" }, "owner@example.com")).toEqual({ changed: 1 });
    let snapshot = await loadSnapshot(store);
    let catalogue = catalogueOf(snapshot.products, snapshot.landings);
    expect(catalogue.productByPath("/passive/s67")?.id).toBe("s67");
    expect(catalogue.primaryPath("/passive/s67")).toBe("/windows/alumil/s67");
    expect(catalogue.landingProducts(catalogue.landingByPath("/passive")!).map((entry) => entry.to)).toEqual([
      "/passive/sd95",
      "/passive/s67",
      "/passive/s91",
      "/passive/rehau",
      "/passive/m7",
    ]);
    // Off its own landing's last place but one, and no longer listed: its alias goes, its card moves.
    expect(await savePlacement(store, s67, { [placementField(idOf("/passive"))]: "", [placementField(idOf("/windows/alumil"))]: "1:3" }, "owner@example.com")).toEqual({ changed: 2 });
    snapshot = await loadSnapshot(store);
    catalogue = catalogueOf(snapshot.products, snapshot.landings);
    expect(catalogue.productByPath("/passive/s67")).toBeUndefined();
    expect(catalogue.landingProducts(catalogue.landingByPath("/windows/alumil")!).map((entry) => entry.product.id)).toEqual(["s77", "s91", "s67"]);
    // A place no section has is refused, and nothing is written.
    expect(await savePlacement(store, s67, { [placementField(idOf("/curtain"))]: "9:1" }, "owner@example.com")).toEqual({
      errors: { [placementField(idOf("/curtain"))]: "Choose one of the places offered." },
    });
  });

  it("renames a design, refuses a second name or a new design without a photo, and keeps the order staff give", async () => {
    const store = await stores.open();
    await seedPivotDesigns(store);
    const [first, second] = await contentDb(store).selectFrom("pivot_designs").select(["id", "name"]).orderBy("position").limit(2).execute();
    expect(await savePivotDesign(store, first!.id, { name: "Theseus", description: "A new description of the first design's panel", photo: "" }, "owner@example.com")).toMatchObject({ id: first!.id });
    expect(await savePivotDesign(store, second!.id, { name: "THESEUS", description: "A new description of the first design's panel", photo: "" }, "owner@example.com")).toEqual({
      errors: { name: "Another design has this name: choose another." },
    });
    expect(await savePivotDesign(store, undefined, { name: "Medusa", description: "A winged figure in bronze on a dark leaf", photo: "" }, "owner@example.com")).toEqual({
      errors: { photo: "Choose a photo: only the designs the site shipped with have a drawn panel." },
    });
    expect(await savePivotDesign(store, "no-such-design", { name: "Medusa", description: "A bronze face with serpent hair on a dark leaf", photo: "" }, "owner@example.com")).toEqual({
      errors: { name: "That design is not in the gallery any more." },
    });
    await movePivotDesign(store, first!.id, "down", "owner@example.com");
    const shown = (await loadSnapshot(store)).pivotDesigns;
    expect(shown.slice(0, 2).map((design) => [design.name, design.drawing])).toEqual([
      [second!.name, second!.name],
      ["Theseus", first!.name],
    ]);
  });

  it("restores a design's earlier name, live at once, unless another design has taken it meanwhile (whatever its capitals)", async () => {
    const store = await stores.open();
    await seedPivotDesigns(store);
    const [first, second] = await contentDb(store).selectFrom("pivot_designs").select(["id", "name", "description"]).orderBy("position").limit(2).execute();
    const owner = "owner@example.com";
    await savePivotDesign(store, first!.id, { name: "Theseus", description: first!.description, photo: "" }, owner);
    const [renamed, seeded] = await listRevisions(store, "pivot_design", first!.id);
    expect(pivotDesignKind.describe(JSON.parse(seeded!.snapshot))).toMatch(new RegExp(`^“${first!.name}”, the drawn panel: `));
    expect(renamed!.action).toBe("update");

    expect(await pivotRestoreProblem(store, first!.id, seeded!.id)).toBeUndefined();
    await restoreVersion(store, "pivot_design", first!.id, seeded!.id, owner);
    expect((await loadSnapshot(store)).pivotDesigns[0]).toMatchObject({ name: first!.name, drawing: first!.name });

    // The second design takes the first's old name (in capitals): restoring it is refused, and nothing changes.
    await savePivotDesign(store, first!.id, { name: "Theseus", description: first!.description, photo: "" }, owner);
    await savePivotDesign(store, second!.id, { name: first!.name.toUpperCase(), description: second!.description, photo: "" }, owner);
    expect(await pivotRestoreProblem(store, first!.id, seeded!.id)).toBe(
      `That version was not restored. Another design is called “${first!.name}” now: rename that design first, or edit this one instead.`,
    );
    expect((await loadSnapshot(store)).pivotDesigns.slice(0, 2).map((design) => design.name)).toEqual(["Theseus", first!.name.toUpperCase()]);
    expect(await pivotRestoreProblem(store, first!.id, "no-such-version")).toBeUndefined();
  });
});
