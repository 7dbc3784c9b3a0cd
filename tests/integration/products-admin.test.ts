import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { formFieldOfPath, recordErrors } from "#app/lib/admin/product-form";
import { productEditorSchema, specLabelField, specUnitField, specValueField } from "#app/lib/forms/staff/product-editor";
import { productAddress } from "#app/lib/server/content/catalogue.server";
import { contentDb, listRevisions } from "#app/lib/server/content/content-store.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
import {
  checkProductEdit,
  productFormValues,
  saveProductDetails,
  setProductStatus,
} from "#app/lib/server/catalogue/product-admin.server";
import { seedLandings } from "#app/lib/server/content/kinds/landing.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const STAFF = "owner@helios.example";

const DESCRIPTION = Array.from({ length: 14 }, () => "The S97 casement window pairs a slim aluminium frame with a deep thermal break.").join(" ");

/** The Details form of a new product as a browser posts it. */
const NEW_PRODUCT: Record<string, string> = {
  slug: "s97",
  title: "S97",
  subtitle: "Thermally broken aluminium casement window",
  manufacturer: "Alumil",
  family: "windows",
  kind: "casement-window",
  summary: "A slim aluminium casement window with a deep thermal break, made to measure for BC homes.",
  description: DESCRIPTION,
  energy_notes: "Triple glazing and warm-edge spacers are standard on the S97 for the coast's climate.",
  landing: "/windows/alumil",
  segment: "s97",
  status: "published",
  [specLabelField(1)]: "Frame depth",
  [specValueField(1)]: "97",
  [specUnitField(1)]: "mm",
};

const input = (values: Record<string, string>) => productEditorSchema.parse(values);

/** What the product module reads: the snapshot of the store, as a page's load context gives it. */
async function contextOf(store: Store): Promise<AppLoadContext> {
  const snapshot = await loadSnapshot(store);
  return { services: { content: { current: () => snapshot } } } as unknown as AppLoadContext;
}

async function rowOf(store: Store, slug: string) {
  return contentDb(store).selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
}

describe("the Details form's fields and the build's messages", () => {
  it("names the row and field of a record's path", () => {
    expect(formFieldOfPath("specifications.2.unit")).toBe("spec_3_unit");
    expect(formFieldOfPath("specifications.0.value")).toBe("spec_1_value");
    expect(formFieldOfPath("stepCode.to")).toBe("step_to");
    expect(formFieldOfPath("energyNotes")).toBe("energy_notes");
    expect(formFieldOfPath("coverAlt")).toBe("record");
    expect(recordErrors(['Invalid product "s77": specifications.1.unit: a number needs a unit'])).toEqual({ spec_2_unit: "A number needs a unit" });
  });

  it("asks for a whole Step Code recommendation or none, and a unit from the list", () => {
    const result = productEditorSchema.safeParse({ ...NEW_PRODUCT, step_label: "Step Code 3-5", [specUnitField(1)]: "inches" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("step_from");
    expect(paths).toContain("spec_1_unit");
  });
});

describe.each(DIALECTS)("products in the staff area on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("refuses an edit the build's rules refuse, with each message by its field, and saves only the Details fields", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedLandings(store);
    const s77 = await rowOf(store, "s77");
    const values = productFormValues(s77);
    expect(values.landing).toBe("/windows/alumil");
    expect(values.segment).toBe("s77");

    const refused = await checkProductEdit(input({ ...values, [specUnitField(1)]: "none", summary: "Too short, but long enough for the form." }), store, s77.id);
    expect(refused?.status).toBe(422);
    expect(refused?.errors.spec_1_unit).toBe("A number needs a unit");
    expect(refused?.errors.summary).toMatch(/60/);

    const corrected = input({ ...values, [specValueField(1)]: "78" });
    expect(await checkProductEdit(corrected, store, s77.id)).toBeUndefined();
    await saveProductDetails(store, s77.id, corrected, STAFF);
    const after = await rowOf(store, "s77");
    expect(JSON.parse(after.specifications)[0].value).toBe("78");
    // The parts other pages edit are as they were.
    expect([after.renders, after.typologies, after.cover_alt, after.certifications]).toEqual([s77.renders, s77.typologies, s77.cover_alt, s77.certifications]);
    expect((await loadSnapshot(store)).products.find((product) => product.id === "s77")?.specifications[0]?.value).toBe("78");
  });

  it("creates a draft, unseen until shown; refuses a taken id or address (409) and a landing's address (422)", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedLandings(store);
    const draft = await saveProductDetails(store, undefined, input({ ...NEW_PRODUCT, status: "draft" }), STAFF);
    let context = await contextOf(store);
    expect(productAddress(context, "/windows/alumil/s97").kind).toBe("none");
    await setProductStatus(store, draft.id, "published", STAFF);
    context = await contextOf(store);
    expect(productAddress(context, "/windows/alumil/s97")).toMatchObject({ kind: "product", product: { id: "s97", title: "S97" } });

    const again = await checkProductEdit(input(NEW_PRODUCT), store, undefined);
    expect(again?.status).toBe(409);
    expect(again?.errors.slug).toMatch(/already has the id s97/);
    expect(again?.errors.segment).toMatch(/already has the address/);
    const landing = await checkProductEdit(input({ ...NEW_PRODUCT, slug: "s98", landing: "/windows", segment: "alumil" }), store, undefined);
    expect(landing).toEqual({ status: 422, errors: { segment: "/windows/alumil is already a page of the catalogue: choose another address." } });
    const unknown = await checkProductEdit(input({ ...NEW_PRODUCT, slug: "s98", landing: "/nowhere", segment: "s98" }), store, undefined);
    expect(unknown?.errors.landing).toBeDefined();
  });

  it("keeps every earlier address as a 301 to the current one, chains collapsed, and never gives it to another product", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedLandings(store);
    const s77 = await rowOf(store, "s77");
    const values = productFormValues(s77);
    await saveProductDetails(store, s77.id, input({ ...values, segment: "s77-plus" }), STAFF);
    await saveProductDetails(store, s77.id, input({ ...values, segment: "s78" }), STAFF);
    const context = await contextOf(store);
    expect(productAddress(context, "/windows/alumil/s77")).toEqual({ kind: "moved", to: "/windows/alumil/s78" });
    expect(productAddress(context, "/windows/alumil/s77-plus")).toEqual({ kind: "moved", to: "/windows/alumil/s78" });
    expect(productAddress(context, "/windows/alumil/s78").kind).toBe("product");

    const taken = await checkProductEdit(input({ ...NEW_PRODUCT, segment: "s77" }), store, undefined);
    expect(taken).toEqual({ status: 409, errors: { segment: "/windows/alumil/s77 was another product's address and still leads to it: choose another." } });
    // Its own old address it may take back: the redirect goes.
    await saveProductDetails(store, s77.id, input({ ...values }), STAFF);
    const back = await contextOf(store);
    expect(productAddress(back, "/windows/alumil/s77").kind).toBe("product");
    expect(productAddress(back, "/windows/alumil/s78")).toEqual({ kind: "moved", to: "/windows/alumil/s77" });
  });

  it("hides a product (410 with its landing and related products, out of every list) and shows it again; history restores", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedLandings(store);
    const s77 = await rowOf(store, "s77");
    await setProductStatus(store, s77.id, "hidden", STAFF);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.products.some((product) => product.id === "s77")).toBe(false);
    const gone = productAddress(await contextOf(store), "/windows/alumil/s77");
    expect(gone).toMatchObject({ kind: "gone", product: { title: "S77" }, landing: { path: "/windows/alumil" } });
    expect(gone.kind === "gone" && gone.related.map((entry) => entry.path)).toContain("/windows/alumil/s67");

    await setProductStatus(store, s77.id, "published", STAFF);
    expect(productAddress(await contextOf(store), "/windows/alumil/s77").kind).toBe("product");

    // Restoring the hidden version hides it again, through the shared restore.
    const hiddenVersion = (await listRevisions(store, "product", s77.id)).find((revision) => JSON.parse(revision.snapshot).status === "hidden")!;
    await restoreVersion(store, "product", s77.id, hiddenVersion.id, STAFF);
    expect(productAddress(await contextOf(store), "/windows/alumil/s77").kind).toBe("gone");
  });
});
