import { describe, expect, it, vi } from "vitest";
import { energy as shippedEnergy } from "#app/content/energy";
import { PRODUCT_KINDS } from "#app/content/product-kinds";
import type { Energy } from "#app/content/energy.schema";
import { ENERGY_FIGURES_FORM, energyFiguresValues } from "#app/lib/admin/energy-figures-form";
import { fieldErrors } from "#app/lib/forms/limits";
import { contentDb, listRevisions } from "#app/lib/server/content/content-store.server";
import { energyKind } from "#app/lib/server/content/kinds/energy-editor.server";
import { confirmFigure, staleFiguresNow } from "#app/lib/server/content/energy-confirm.server";
import { ENERGY_FIGURES_ID } from "#app/lib/server/content/energy-figures.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
import { SEED_ACTOR, seedEnergyFigures } from "#app/lib/server/content/seed.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { EMPTY_SNAPSHOT, loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { storedQuoteCatalogue } from "#app/lib/server/leads/quote-catalogue.server";
import { STALE_AFTER_DAYS } from "#app/lib/energy-staleness";
import { DIALECTS, useTestStore } from "./support/test-stores";

const OWNER = "owner@example.com";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's values with some fields changed, parsed by the editor's schema (the one rule). */
function edited(changes: Record<string, string>) {
  return ENERGY_FIGURES_FORM.schema.safeParse({ ...energyFiguresValues(shippedEnergy), ...changes });
}

describe("the energy figures' rules", () => {
  it("reads the shipped figures back from their form unchanged, and refuses bad input in plain words by its field", () => {
    // The same record, the kinds the BC minimum covers in the form's (the catalogue's) order.
    const kinds: readonly string[] = shippedEnergy.levels[0]!.appliesTo!.kinds;
    const inFormOrder: Energy = structuredClone(shippedEnergy);
    inFormOrder.levels[0]!.appliesTo!.kinds = PRODUCT_KINDS.filter((kind) => kinds.includes(kind));
    expect(edited({}).data).toEqual(inFormOrder);
    const refused = edited({
      "level_energy-star_max_u": "low",
      "level_bc-minimum_source_url": "http://www.bclaws.gov.bc.ca/page",
      "level_passive-house_name": "",
      standard_needs: "Only one need.",
      income_checked_on: "2999-01-01",
      step_code_checked_on: "2026-02-30",
    });
    const errors = fieldErrors(refused.error!);
    expect(errors).toEqual({
      "level_energy-star_max_u": "Give a number, like 1.22.",
      "level_bc-minimum_source_url": "Give the page's address, starting with https://.",
      "level_passive-house_name": "Give the name.",
      standard_needs: "Give at least 2, one a line.",
      step_code_checked_on: "It must be a real calendar date.",
    });
    // A day in the future would keep a figure off the staleness list: refused once the rest is right.
    expect(fieldErrors(edited({ income_checked_on: "2999-01-01" }).error!)).toEqual({ income_checked_on: "The day it was checked cannot be in the future." });
  });
});

describe.each(DIALECTS)("energy figures on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds them once, gives them to the snapshot and the quote, and an edit reaches them; an earlier version comes back", async () => {
    const store = await stores.open();
    await seedProducts(store);
    expect(await seedEnergyFigures(store)).toBe(true);
    expect(await seedEnergyFigures(store)).toBe(false);
    expect((await loadSnapshot(store)).energy).toEqual(shippedEnergy);
    expect((await listRevisions(store, "energy", ENERGY_FIGURES_ID)).map((revision) => [revision.action, revision.actor])).toEqual([["create", SEED_ACTOR]]);

    const parsed = edited({ standard_per_unit: "$120", standard_checked_on: "2026-11-02", "level_bc-minimum_max_u": "1.50" });
    expect(parsed.success).toBe(true);
    await energyKind.save(store, ENERGY_FIGURES_ID, parsed.data!, OWNER);
    const live = (await loadSnapshot(store)).energy;
    expect(live.rebate.standard).toMatchObject({ perUnit: 120, checkedOn: "2026-11-02" });
    // The quote's lines (read from the database for mails and the PDF) state the BC minimum as stored.
    const s560 = (await storedQuoteCatalogue(store.db)).find((product) => product.id === "s560")!;
    expect(s560.energy.statement).toContain("the BC minimum (U ≤ 1.50 W/m²K)");

    const [created] = await listRevisions(store, "energy", ENERGY_FIGURES_ID).then((revisions) => revisions.filter((revision) => revision.action === "create"));
    await restoreVersion(store, "energy", ENERGY_FIGURES_ID, created!.id, OWNER);
    expect((await loadSnapshot(store)).energy).toEqual(shippedEnergy);
  });

  it("refuses figures that would put a stored product's claims out of line, naming it, rather than take it off the site", async () => {
    const store = await stores.open();
    await seedProducts(store);
    await seedEnergyFigures(store);
    // The S700 publishes a Uw of 1.10 and recommends Step 4: a BC minimum of 1.05 would exclude it from homes.
    const parsed = edited({ "level_bc-minimum_max_u": "1.05", "level_energy-star_max_u": "1.00", "level_most-efficient_max_u": "0.95" });
    expect(parsed.success).toBe(true);
    const refusal = await energyKind.check!(parsed.data!, {}, store, ENERGY_FIGURES_ID);
    expect(refusal?.status).toBe(422);
    expect(refusal?.errors["level_bc-minimum_max_u"]).toContain("S700");
    expect(await energyKind.check!(edited({ "level_energy-star_max_u": "1.20" }).data!, {}, store, ENERGY_FIGURES_ID)).toBeUndefined();
  });

  it("shows the shipped figures, never half-valid ones, when the stored record breaks the rules", async () => {
    const store = await stores.open();
    await seedEnergyFigures(store);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...shippedEnergy, stepCode: { ...shippedEnergy.stepCode, houseMinimumStep: 9 } };
    await contentDb(store).updateTable("energy_figures").set({ data: JSON.stringify(broken), updated_at: Date.now() + 1 }).execute();
    expect((await loadSnapshot(store)).energy).toEqual(shippedEnergy);
    expect(logged.mock.calls.join("\n")).toContain("energy.stepCode.houseMinimumStep");
    logged.mockRestore();
  });

  it("lists the figures past their check on the clock, and a confirm takes one off the list with a revision naming who", async () => {
    const store = await stores.open();
    await seedEnergyFigures(store);
    // Every figure checked on one day; the clock moves on from there.
    const day = "2026-11-02";
    const fresh = edited(Object.fromEntries(Object.entries(energyFiguresValues(shippedEnergy)).map(([name, value]) => [name, name.endsWith("checked_on") && value ? day : value])));
    await energyKind.save(store, ENERGY_FIGURES_ID, fresh.data!, OWNER);
    const checkedAt = Date.parse(`${day}T12:00:00Z`);
    const clock = { now: checkedAt, snapshot: EMPTY_SNAPSHOT };
    const content = { current: () => clock.snapshot, now: () => clock.now };
    clock.snapshot = await loadSnapshot(store);
    expect(staleFiguresNow(content)).toEqual([]);
    clock.now = checkedAt + STALE_AFTER_DAYS * DAY_MS;
    expect(staleFiguresNow(content)).toEqual([]);
    // A year on, with nobody touching anything, every figure is listed.
    clock.now = checkedAt + 365 * DAY_MS;
    expect(staleFiguresNow(content).map((figure) => figure.key)).toEqual([
      "levels.bc-minimum",
      "levels.energy-star",
      "levels.most-efficient",
      "levels.passive-house",
      "rebate.standard",
      "rebate.incomeQualified",
      "stepCode",
    ]);

    expect(await confirmFigure(store, "levels.energy-star", "staff@example.com", clock.now)).toEqual({
      ok: true,
      message: "ENERGY STAR Canada: confirmed as checked on November 2, 2027.",
    });
    clock.snapshot = await loadSnapshot(store);
    expect(clock.snapshot.energy.levels[1]!.checkedOn).toBe("2027-11-02");
    expect(staleFiguresNow(content).map((figure) => figure.key)).not.toContain("levels.energy-star");
    expect(staleFiguresNow(content)).toHaveLength(6);
    const revisions = await listRevisions(store, "energy", ENERGY_FIGURES_ID);
    expect(revisions.map((revision) => [revision.action, revision.actor])).toContainEqual(["update", "staff@example.com"]);
    expect(await confirmFigure(store, "levels.most-made-up", "staff@example.com", clock.now)).toMatchObject({ ok: false, status: 400 });
  });
});
