import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SpecSheets } from "#app/lib/server/catalogue/spec-sheets.server";
import { updateItemFields } from "#app/lib/server/content/content-store.server";
import { findProductRow } from "#app/lib/server/content/product-energy.server";
import { seedProducts } from "#app/lib/server/content/seed.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { UW_RECORD } from "../support/energy-records";
import { useTestStore } from "./support/test-stores";

const dir = mkdtempSync(path.join(tmpdir(), "helios-sheets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The sheet's text as poppler reads it, on one line. */
const text = (file: string) => execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");

describe("spec sheets made at run time", () => {
  const stores = useTestStore("sqlite");

  it("makes a product's sheet once, and a new one (the old removed) when a staff save changes what it prints", async () => {
    const store = await stores.open();
    await seedProducts(store);
    const sheets = new SpecSheets({ dir, siteUrl: "https://www.helios.example", coverRoots: [] });
    const s700 = async () => (await loadSnapshot(store)).products.find((product) => product.id === "s700")!;

    const first = await sheets.sheet(await s700());
    expect(text(first.file)).toContain("Sound insulation 41 dB");
    expect(text(first.file)).toContain("No energy record");
    // Asked again, or together: the same file, made once.
    const [again, together] = await Promise.all([sheets.sheet(await s700()), sheets.sheet(await s700())]);
    expect(again).toEqual(first);
    expect(together).toEqual(first);

    // A corrected specification value and an energy record, written through the content store as the staff pages do.
    const row = (await findProductRow(store, "s700"))!;
    const specifications = JSON.parse(row.specifications) as { label: string; value: string; unit: string }[];
    const corrected = specifications.map((spec) => (spec.unit === "dB" ? { ...spec, value: "43" } : spec));
    await updateItemFields(store, "product", row.id, { specifications: JSON.stringify(corrected), energy_records: JSON.stringify([UW_RECORD]) }, { actor: "owner@helios.example" });

    const second = await sheets.sheet(await s700());
    expect(second.key).not.toBe(first.key);
    const printed = text(second.file);
    expect(printed).toContain("Sound insulation 43 dB");
    expect(printed).not.toContain("41 dB");
    expect(printed).toContain("At its published Uw of 1.1 W/m²K, this system meets the BC minimum");
    expect(printed).toContain("stated in Test technical sheet, checked on April 15, 2026");
    expect(existsSync(first.file)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith("s700."))).toEqual([path.basename(second.file)]);

    // A product gone from the catalogue loses its sheet (an empty catalogue here: no other sheet is made).
    await sheets.refresh([]);
    expect(readdirSync(dir).filter((name) => name.startsWith("s700."))).toEqual([]);
  }, 60_000);
});
