import { energy } from "#app/content/energy";
import { describe, expect, it } from "vitest";
import { mediaOgImage } from "#app/lib/media";
import { pictureMessages, rowField } from "#app/lib/admin/product-pictures-form";
import { productPictures } from "#app/lib/product-pictures";
import { products as shipped } from "#app/content/products";
import { contentDb, listRevisions, saveItem } from "#app/lib/server/content/content-store.server";
import { pictureValues, savePictures, standInTitle, uploadedParts } from "#app/lib/server/content/product-pictures.server";
import { findProductRow } from "#app/lib/server/catalogue/product-row.server";
import { productColumns, storedProduct } from "#app/lib/server/content/product-rows.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { insertMedia, newMediaId, softDeleteMedia } from "#app/lib/server/media/media-store.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const STAFF = "staff@helios.example";

describe.each(DIALECTS)("a product's pictures on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  async function setUp() {
    const store = await stores.open();
    await seedProducts(store);
    const image = newMediaId();
    const gone = newMediaId();
    const variants = [
      { format: "avif" as const, width: 1200, height: 800, data: Buffer.from("a") },
      { format: "webp" as const, width: 1200, height: 800, data: Buffer.from("w") },
      { format: "jpeg" as const, width: 1200, height: 800, data: Buffer.from("j") },
    ];
    for (const id of [image, gone]) {
      await insertMedia(store.db, [{ id, originalName: `${id}.jpg`, sourceType: "jpeg", width: 1600, height: 1067, sourceBytes: 10, createdBy: STAFF, variants }]);
    }
    await softDeleteMedia(store.db, gone);
    return { store, image, gone, row: (await findProductRow(store, "sd95"))! };
  }

  it("saves an uploaded cover and render as a revision, and the snapshot gives the page its pipeline sources", async () => {
    const { store, image, row } = await setUp();
    const values = pictureValues(row);
    const fields = { ...values, intent: "pictures", cover_image: image, cover_alt: "The SD95 entrance door in walnut, seen from the front walk", [rowField("renders", 1, "image")]: image };
    expect(await savePictures(store, row, fields, STAFF)).toEqual({ ok: true });

    const snapshot = await loadSnapshot(store);
    const product = snapshot.products.find((candidate) => candidate.id === "sd95")!;
    expect(product.coverImage).toBe(image);
    const pictures = productPictures(product, snapshot.productImages);
    expect(pictures.cover).toEqual({ id: image, width: 1600, height: 1067 });
    expect(pictures.renders[0]).toEqual(pictures.cover);
    expect(mediaOgImage(pictures.cover!).path).toBe(`/media/og/${image}-50-50.jpg`);
    expect((await listRevisions(store, "product", row.id))[0]!.actor).toBe(STAFF);
  });

  it("refuses a deleted image, a drawn row moved or added without a picture, and a short alt, by field, saving nothing", async () => {
    const { store, gone, row } = await setUp();
    const values = pictureValues(row);
    const fields = {
      ...values,
      cover_image: gone,
      cover_alt: "Too short",
      // The first two typologies swap places without uploaded pictures; a new section comes without one.
      [rowField("typologies", 1, "order")]: "2",
      [rowField("typologies", 2, "order")]: "1",
      [rowField("sections", 4, "caption")]: "Threshold",
    };
    const answer = await savePictures(store, row, fields, STAFF);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.errors).toMatchObject({
      cover_image: pictureMessages.missingImage,
      cover_alt: "Please write at least 20 characters here: this has 9.",
      [rowField("typologies", 1, "image")]: pictureMessages.noDrawing,
      [rowField("typologies", 2, "image")]: pictureMessages.noDrawing,
    });
    expect(Object.keys(answer.errors).some((field) => field.startsWith("section_"))).toBe(true);
    const after = await contentDb(store).selectFrom("products").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after.updated_at).toBe(row.updated_at);
  });

  it("a product the build did not draw shows a stand-in's drawings, keeps its render at its place, and leaves out a row with none", async () => {
    const { store } = await setUp();
    const s67 = shipped.find((product) => product.id === "s67")!;
    const s97 = { ...s67, id: "s97", path: "/windows/alumil/s97", title: "S97", renders: [{ alt: "The S97 on a coastal home" }], typologies: [], sections: [] };
    await saveItem(store, "product", undefined, { ...productColumns(s97, 99), certifications: null }, { actor: STAFF });
    const row = (await findProductRow(store, "s97"))!;
    expect(standInTitle(row)).toBe("S67");
    expect(standInTitle((await findProductRow(store, "s67"))!)).toBeNull();

    // Saved as it is, its render without an upload stays at the place a stand-in drawing fills.
    expect(await savePictures(store, row, { ...pictureValues(row), intent: "pictures" }, STAFF)).toEqual({ ok: true });
    const stored = storedProduct((await findProductRow(store, "s97"))!, energy);
    const shown = await uploadedParts(store, { ...stored.product!, renders: [...stored.product!.renders, { alt: "A third render nobody drew" }, { alt: "A fourth render nobody drew" }] });
    expect(shown.pictures.drawingsOf).toBe("s67");
    expect(shown.product.renders.map((render) => render.alt)).toEqual(["The S97 on a coastal home", "A third render nobody drew"]);
  });
});
