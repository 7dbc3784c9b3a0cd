import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { COVER_ALT_FIELD, COVER_IMAGE_FIELD } from "#app/lib/admin/product-pictures-form";
import { SheetFailed, SpecSheets } from "#app/lib/server/catalogue/spec-sheets.server";
import { productCoverReader } from "#app/lib/server/catalogue/product-covers.server";
import { pictureValues, savePictures } from "#app/lib/server/content/product-pictures.server";
import { findProductRow } from "#app/lib/server/catalogue/product-row.server";
import { insertMedia, newMediaId, softDeleteMedia } from "#app/lib/server/media/media-store.server";
import { updateItemFields } from "#app/lib/server/content/content-store.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { UW_RECORD } from "../support/energy-records";
import { DIALECTS, useTestStore } from "./support/test-stores";

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
    expect(text(first.file).replace(/\s+/g, " ")).toContain("The 1.1 W/m²K in the specifications is the maker's Uw, a European rating.");
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

describe("a spec sheet that cannot be made", () => {
  const stores = useTestStore("sqlite");

  it("is remembered with what it prints: asked again it fails at once, not made again, until the product changes", async () => {
    const store = await stores.open();
    await seedProducts(store);
    let reads = 0;
    let broken = true;
    const sheets = new SpecSheets({
      dir,
      siteUrl: "https://www.helios.example",
      coverRoots: [],
      // A cover whose bytes cannot be read makes the sheet fail: the stand-in for any failure while making one.
      uploadedCover: () => ({
        key: broken ? "broken" : "mended",
        read: async () => {
          reads++;
          if (broken) throw new Error("the photo could not be read");
          return sharp({ create: { width: 30, height: 20, channels: 3, background: "#b4281e" } }).jpeg().toBuffer();
        },
      }),
    });
    const s67 = (await loadSnapshot(store)).products.find((product) => product.id === "s67")!;
    await expect(sheets.sheet(s67)).rejects.toThrow(SheetFailed);
    await expect(Promise.all(Array.from({ length: 14 }, () => sheets.sheet(s67)))).rejects.toThrow(/could not be made: the photo could not be read/);
    expect(reads).toBe(1);
    expect(sheets.failures().map((failure) => failure.productId)).toEqual(["s67"]);

    // What it prints changes (here its cover): made again, and no longer listed as failed.
    broken = false;
    const made = await sheets.sheet(s67);
    expect(existsSync(made.file)).toBe(true);
    expect(reads).toBe(2);
    expect(sheets.failures()).toEqual([]);
  }, 60_000);
});

/** The average colour of the sheet's cover (its one picture), extracted as the JPEG it embeds. */
async function coverColour(file: string): Promise<number[]> {
  const prefix = path.join(dir, `extract-${path.basename(file)}`);
  execFileSync("/usr/bin/pdfimages", ["-j", file, prefix]);
  const images = readdirSync(dir).filter((name) => name.startsWith(path.basename(prefix)));
  expect(images).toHaveLength(1);
  const image = path.join(dir, images[0]!);
  const { channels } = await sharp(readFileSync(image)).stats();
  rmSync(image);
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** Near enough to a colour after JPEG compression. */
const near = (colour: number[], expected: readonly number[]) => colour.every((value, index) => Math.abs(value - expected[index]!) <= 8);
/** The plain panel printed when no drawn cover is found (no drawings in these tests), and the uploaded photo's colour. */
const MARBLE = [241, 236, 225] as const;
const PHOTO = [180, 40, 30] as const;
const STAFF = "staff@helios.example";

describe.each(DIALECTS)("a spec sheet's uploaded cover on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("prints the uploaded cover photo under a new key, and the drawing again when it is removed or deleted from the library", async () => {
    const store = await stores.open();
    await seedProducts(store);
    // A library image as the upload pipeline stores it: its link-preview JPEG is what the sheet reads.
    const image = newMediaId();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: PHOTO[0], g: PHOTO[1], b: PHOTO[2] } } }).jpeg().toBuffer();
    const webp = { format: "webp" as const, width: 1200, height: 800, data: Buffer.from("w") };
    await insertMedia(store.db, [
      { id: image, originalName: "sd95.jpg", sourceType: "jpeg", width: 1600, height: 1067, sourceBytes: 10, createdBy: STAFF, variants: [webp, { format: "jpeg", width: 1200, height: 800, data: jpeg }] },
    ]);

    let snapshot = await loadSnapshot(store);
    const sheets = new SpecSheets({ dir, siteUrl: "https://www.helios.example", coverRoots: [], uploadedCover: productCoverReader(store.db, () => snapshot.productImages) });
    const sd95 = async () => {
      snapshot = await loadSnapshot(store);
      return snapshot.products.find((product) => product.id === "sd95")!;
    };
    const setCover = async (cover: string) => {
      const row = (await findProductRow(store, "sd95"))!;
      const fields = { ...pictureValues(row), intent: "pictures", [COVER_IMAGE_FIELD]: cover, [COVER_ALT_FIELD]: "The SD95 entrance door in walnut, seen from the front walk" };
      expect(await savePictures(store, row, fields, STAFF)).toEqual({ ok: true });
    };

    const drawn = await sheets.sheet(await sd95());
    expect(near(await coverColour(drawn.file), MARBLE)).toBe(true);
    const drawnText = text(drawn.file);

    await setCover(image);
    const photo = await sheets.sheet(await sd95());
    expect(photo.key).not.toBe(drawn.key);
    expect(near(await coverColour(photo.file), PHOTO)).toBe(true);
    expect(text(photo.file)).toBe(drawnText);
    expect(existsSync(drawn.file)).toBe(false);

    // The cover taken off the product: the drawing's sheet, under the drawing's key.
    await setCover("");
    const back = await sheets.sheet(await sd95());
    expect(back.key).toBe(drawn.key);
    expect(near(await coverColour(back.file), MARBLE)).toBe(true);

    // The cover deleted from the library, before the catalogue is read again (another instance's delete) and after.
    await setCover(image);
    const stale = await sd95();
    await softDeleteMedia(store.db, image);
    expect((await sheets.sheet(stale)).key).toBe(drawn.key);
    const deleted = await sheets.sheet(await sd95());
    expect(deleted.key).toBe(drawn.key);
    expect(near(await coverColour(deleted.file), MARBLE)).toBe(true);
  }, 60_000);
});
