import { describe, expect, it } from "vitest";
import { postedRows, recordFieldName, type RecordValues } from "#app/lib/admin/energy-form";
import { energyStanding, standingStatement } from "#app/lib/energy";
import { listRevisions } from "#app/lib/server/content/content-store.server";
import { saveEnergyRecords, storedRecords } from "#app/lib/server/content/product-energy.server";
import { findProductRow } from "#app/lib/server/catalogue/product-row.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

/** A row as the energy page posts it. */
function post(rows: Partial<RecordValues & { remove: string }>[]): Record<string, string> {
  return Object.fromEntries(rows.flatMap((row, index) => Object.entries(row).map(([field, value]) => [recordFieldName(index, field as keyof RecordValues), value])));
}

const CERTIFIED: Partial<RecordValues> = {
  configuration: "two-panel lift-and-slide, triple glazing, warm-edge spacer",
  uValue: "1,10",
  basis: "u-factor-csa-nfrc",
  certification: "energy-star",
  certifiedBy: "CSA Group",
  reference: "TEST-0001",
  sourceName: "NRCan listing (test)",
  sourceUrl: "https://documents.example/nrcan/listing/test-0001",
  checkedOn: "2026-04-15",
};
const EMPTY_ROW = { configuration: "", uValue: "", basis: "", certification: "none", certifiedBy: "", reference: "", sourceName: "", sourceUrl: "", checkedOn: "" };

describe.each(DIALECTS)("a product's energy records on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("refuses a record the rules refuse, next to its field, and saves a certified one with a revision; the standing follows it", async () => {
    const store = await stores.open();
    await seedProducts(store);
    const row = (await findProductRow(store, "s700"))!;
    expect(storedRecords(row)).toEqual([]);

    // The schema's refusals: a bare domain as the source, a year alone, a Passive House certification without its certificate.
    const bad = postedRows(
      post([
        { ...CERTIFIED, sourceUrl: "https://documents.example/", checkedOn: "2026" },
        { ...CERTIFIED, configuration: "fixed, quadruple glazing", uValue: "0.7", basis: "uw-en-iso-10077", certification: "passive-house", reference: "" },
        EMPTY_ROW,
      ]),
    );
    const refused = await saveEnergyRecords(store, row, bad, "owner@helios.example");
    expect(refused).toMatchObject({ ok: false, status: 400 });
    if (refused.ok) throw new Error("saved");
    expect(refused.errors).toEqual({
      "records.0.sourceUrl": "must be the page that states the figure, not a site's home page",
      "records.0.checkedOn": "must be the day the certification was checked, like 2026-04-15",
      "records.1.reference": "a Passive House certification needs its certificate's id",
    });

    // The build's rule: a certified U above the level's figure.
    const above = await saveEnergyRecords(store, row, postedRows(post([{ ...CERTIFIED, uValue: "1.3" }])), "owner@helios.example");
    expect(above).toMatchObject({
      ok: false,
      errors: { "records.0.uValue": "1.30 W/m²K is above the ENERGY STAR Canada figure (1.22), so no configuration with it is certified" },
    });
    expect(storedRecords((await findProductRow(store, "s700"))!)).toEqual([]);

    const saved = await saveEnergyRecords(store, row, postedRows(post([CERTIFIED, EMPTY_ROW])), "owner@helios.example");
    expect(saved).toMatchObject({ ok: true });
    const history = await listRevisions(store, "product", row.id);
    expect(history.map((revision) => [revision.action, revision.actor])).toEqual([
      ["update", "owner@helios.example"],
      ["create", expect.any(String)],
    ]);
    const s700 = (await loadSnapshot(store)).products.find((product) => product.id === "s700")!;
    expect(s700.energyRecords).toEqual([
      {
        configuration: "two-panel lift-and-slide, triple glazing, warm-edge spacer",
        uValue: 1.1,
        basis: "u-factor-csa-nfrc",
        certification: { level: "energy-star", certifiedBy: "CSA Group", reference: "TEST-0001" },
        source: { name: "NRCan listing (test)", url: "https://documents.example/nrcan/listing/test-0001" },
        checkedOn: "2026-04-15",
      },
    ]);
    expect(energyStanding(s700).levels.map((level) => level.cell)).toEqual(["Meets", "Certified", "Above the figure (1.05)", "Above the figure (0.80)"]);

    // Removed: the product says "ask us" again.
    const removed = await saveEnergyRecords(store, (await findProductRow(store, "s700"))!, postedRows(post([{ ...CERTIFIED, remove: "1" }])), "owner@helios.example");
    expect(removed).toMatchObject({ ok: true, records: [] });
    expect(standingStatement((await loadSnapshot(store)).products.find((product) => product.id === "s700")!)).toMatch(/^The 1\.1 W\/m²K in the specifications is the maker's Uw, a European rating\. .*Neither is on file for this system, so we cannot say/);
  });
});

describe("a record's text", () => {
  it("is refused when the spec sheet could not print it", async () => {
    const { energyRecordSchema } = await import("#app/content/energy.schema");
    const record = { configuration: "双层玻璃 glazing", uValue: 1.1, basis: "uw-en-iso-10077", source: { name: "Test technical sheet", url: "https://documents.example/a.pdf" }, checkedOn: "2026-04-15" };
    expect(energyRecordSchema.safeParse(record).error?.issues[0]).toMatchObject({ path: ["configuration"], message: "use Latin letters, digits and common punctuation: the spec sheet prints it" });
    expect(energyRecordSchema.safeParse({ ...record, configuration: "Fenêtre à double vitrage – 4/16/4" }).success).toBe(true);
  });
});

describe.each(DIALECTS)("staff's quote views on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("name products as stored now, hidden ones too", async () => {
    const { storedQuoteCatalogue } = await import("#app/lib/server/leads/quote-catalogue.server");
    const { updateItemFields } = await import("#app/lib/server/content/content-store.server");
    const store = await stores.open();
    await seedProducts(store);
    const s700 = (await findProductRow(store, "s700"))!;
    await updateItemFields(store, "product", s700.id, { title: "S700 Plus" }, { actor: "owner@helios.example" });
    const s560 = (await findProductRow(store, "s560"))!;
    await updateItemFields(store, "product", s560.id, { status: "draft" }, { actor: "owner@helios.example" });
    const catalogue = await storedQuoteCatalogue(store.db);
    expect(catalogue.find((product) => product.id === "s700")?.title).toBe("S700 Plus");
    expect(catalogue.find((product) => product.id === "s560")?.title).toBe("S560");
  });
});
