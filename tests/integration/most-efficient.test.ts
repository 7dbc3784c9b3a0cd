/**
 * ENERGY STAR Most Efficient through the staff pages' server parts (decisions 046 and 053): seeded stated, left not
 * stated by staff, refused on a product while the level is not stated, saved once staff state it again, live on the snapshot (standing, estimator), and the figure cannot be taken
 * away again while a product holds it.
 */
import { describe, expect, it } from "vitest";
import { energy as shippedEnergy } from "#app/content/energy";
import { ENERGY_FIGURES_FORM, energyFiguresValues } from "#app/lib/admin/energy-figures-form";
import { postedRows, recordFieldName, type RecordValues } from "#app/lib/admin/energy-form";
import { productEnergy } from "#app/lib/energy";
import { estimateProducts } from "#app/lib/rebate-estimate";
import { energyKind } from "#app/lib/server/content/kinds/energy-editor.server";
import { staleFiguresNow } from "#app/lib/server/content/energy-confirm.server";
import { ENERGY_FIGURES_ID } from "#app/lib/server/content/energy-figures.server";
import { saveEnergyRecords, storedRecords } from "#app/lib/server/content/product-energy.server";
import { findProductRow } from "#app/lib/server/catalogue/product-row.server";
import { seedEnergyFigures } from "#app/lib/server/content/seed.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { MOST_EFFICIENT_FIGURE } from "../support/energy-records";
import { DIALECTS, useTestStore } from "./support/test-stores";

const OWNER = "owner@helios.example";
/** A day on which every figure is past its check. */
const A_YEAR_ON = Date.parse("2027-12-01T12:00:00Z");

const MOST_EFFICIENT_ROW: RecordValues = {
  configuration: "two-panel lift-and-slide, triple glazing, warm-edge spacer",
  uValue: "1.00",
  basis: "u-factor-csa-nfrc",
  certification: "most-efficient",
  certifiedBy: "CSA Group",
  reference: "TEST-0002",
  sourceName: "NRCan listing (test)",
  sourceUrl: "https://documents.example/nrcan/listing/test-0002",
  checkedOn: "2026-11-20",
};

const posted = (values: RecordValues) => postedRows(Object.fromEntries(Object.entries(values).map(([field, value]) => [recordFieldName(0, field as keyof RecordValues), value])));

/** The shipped figures' form with the Most Efficient level's fields as given. */
const figuresWith = (maxU: string, source: { name: string; url: string }, checkedOn: string) =>
  ENERGY_FIGURES_FORM.schema.safeParse({
    ...energyFiguresValues(shippedEnergy),
    "level_most-efficient_max_u": maxU,
    "level_most-efficient_source_name": source.name,
    "level_most-efficient_source_url": source.url,
    "level_most-efficient_checked_on": checkedOn,
  });

describe.each(DIALECTS)("ENERGY STAR Most Efficient on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("is refused on a product until staff state it, then saved, live and counted for the rebate; stating it away is refused", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedEnergyFigures(store);
    // Seeded stated (decision 053); staff may leave it not stated, which no product holds yet.
    expect((await loadSnapshot(store)).energy.levels.find((level) => level.id === "most-efficient")).toMatchObject({ maxU: 1.05, checkedOn: "2026-11-26" });
    const left = figuresWith("", { name: "", url: "" }, "");
    expect(await energyKind.check!(left.data!, {}, store, ENERGY_FIGURES_ID)).toBeUndefined();
    await energyKind.save(store, ENERGY_FIGURES_ID, left.data!, OWNER);
    const row = (await findProductRow(store, "s700"))!;

    const early = await saveEnergyRecords(store, row, posted(MOST_EFFICIENT_ROW), OWNER);
    expect(early).toMatchObject({ ok: false, status: 400 });
    if (early.ok) throw new Error("saved");
    expect(early.errors).toEqual({
      "records.0.certification":
        "the ENERGY STAR Most Efficient figure is not stated on the site yet, so no product can claim it. Give its U-value, source and checked day in the energy figures first",
    });
    expect(storedRecords((await findProductRow(store, "s700"))!)).toEqual([]);
    const before = await loadSnapshot(store);
    expect(staleFiguresNow({ current: () => before, now: () => A_YEAR_ON }).map((figure) => figure.key)).not.toContain("levels.most-efficient");

    const figures = figuresWith("1.05", MOST_EFFICIENT_FIGURE.source, MOST_EFFICIENT_FIGURE.checkedOn);
    expect(figures.success).toBe(true);
    expect(await energyKind.check!(figures.data!, {}, store, ENERGY_FIGURES_ID)).toBeUndefined();
    await energyKind.save(store, ENERGY_FIGURES_ID, figures.data!, OWNER);

    const above = await saveEnergyRecords(store, (await findProductRow(store, "s700"))!, posted({ ...MOST_EFFICIENT_ROW, uValue: "1.10" }), OWNER);
    expect(above).toMatchObject({
      ok: false,
      errors: { "records.0.uValue": "1.10 W/m²K is above the ENERGY STAR Most Efficient figure (1.05), so no configuration with it is certified" },
    });
    expect(await saveEnergyRecords(store, (await findProductRow(store, "s700"))!, posted(MOST_EFFICIENT_ROW), OWNER)).toMatchObject({ ok: true });

    const snapshot = await loadSnapshot(store);
    const s700 = snapshot.products.find((product) => product.id === "s700")!;
    expect(productEnergy(s700, snapshot.energy).statement).toContain("It is ENERGY STAR Most Efficient certified for two-panel lift-and-slide");
    expect(estimateProducts([s700], snapshot.energy)).toEqual([{ id: "s700", title: s700.title, certified: true }]);
    expect(staleFiguresNow({ current: () => snapshot, now: () => A_YEAR_ON }).map((figure) => figure.key)).toContain("levels.most-efficient");

    // Taking the figure away would leave the S700 claiming a level the site no longer states: refused, naming it.
    const unstated = figuresWith("", { name: "", url: "" }, "");
    expect(unstated.success).toBe(true);
    const refusal = await energyKind.check!(unstated.data!, {}, store, ENERGY_FIGURES_ID);
    expect(refusal?.status).toBe(422);
    expect(refusal?.errors["level_most-efficient_max_u"]).toContain("S700");
  });
});
