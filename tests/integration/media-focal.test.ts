import { describe, expect, it, vi } from "vitest";
import { FOCAL_INTENT, FOCAL_NOT_UNDERSTOOD } from "#app/lib/admin/media-focal";
import { mediaLibraryAction, mediaLibraryPage } from "#app/lib/server/media/library-page.server";
import { getMedia, insertMedia, newMediaId, rowFocal, softDeleteMedia } from "#app/lib/server/media/media-store.server";
import { productCoverReader } from "#app/lib/server/catalogue/product-covers.server";
import { products } from "#app/content/products";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";
import { mediaUses } from "#app/lib/server/content/media-uses.server";
import { contentDb } from "#app/lib/server/content/content-store.server";
import { isMediaVisible } from "#app/lib/server/media/media-store.server";

async function photo(store: Store): Promise<string> {
  const id = newMediaId();
  await insertMedia(store.db, [
    { id, originalName: "terrace.jpg", sourceType: "jpeg", width: 1600, height: 900, sourceBytes: 10, createdBy: "owner@helios.example", variants: [{ format: "webp", width: 480, height: 270, data: Buffer.from(id) }] },
  ]);
  return id;
}

/** What the action answered: a redirect's status and address, or a refusal's status and message. */
function answer(result: unknown): { status: number; location?: string; message?: string } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") ?? undefined };
  const refused = result as { data: { message: string }; init: { status: number } };
  return { status: refused.init.status, message: refused.data.message };
}

describe.each(DIALECTS)("an image's focal point on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("is kept with the image, the pages follow, and the library shows it (the centre until set)", async () => {
    const store = await stores.open();
    const id = await photo(store);
    const noUses = Promise.resolve(new Map());
    expect((await mediaLibraryPage(store.db, new URL("http://x/admin/media"), noUses)).images[0]!.focal).toEqual({ x: 0.5, y: 0.5 });
    const changed = vi.fn(async () => {});
    const result = answer(await mediaLibraryAction(store.db, { id, intent: FOCAL_INTENT, focal_x: "0.25", focal_y: " 0.8 " }, changed));
    expect(result).toEqual({ status: 303, location: `/admin/media?focal=${id}#image-${id}` });
    expect(changed).toHaveBeenCalledOnce();
    expect(rowFocal((await getMedia(store.db, id))!)).toEqual({ x: 0.25, y: 0.8 });
    const page = await mediaLibraryPage(store.db, new URL(`http://x/admin/media?focal=${id}`), Promise.resolve(new Map()));
    expect(page.images[0]!.focal).toEqual({ x: 0.25, y: 0.8 });
    expect(page.focalNotice).toBe("terrace.jpg");
    // The edges are points too; a thousandth is as fine as it is kept.
    await mediaLibraryAction(store.db, { id, intent: FOCAL_INTENT, focal_x: "0", focal_y: "1.000" }, changed);
    expect(rowFocal((await getMedia(store.db, id))!)).toEqual({ x: 0, y: 1 });
    await mediaLibraryAction(store.db, { id, intent: FOCAL_INTENT, focal_x: "0.33333", focal_y: ".5" }, changed);
    expect(rowFocal((await getMedia(store.db, id))!)).toEqual({ x: 0.333, y: 0.5 });
  });

  it("refuses what is not a point from 0 to 1 with a 400 and a message for staff, and changes nothing", async () => {
    const store = await stores.open();
    const id = await photo(store);
    const changed = vi.fn(async () => {});
    const bad: [unknown, unknown][] = [
      ["NaN", "0.5"],
      ["0.5", "Infinity"],
      ["1.5", "0.5"],
      ["-0.1", "0.5"],
      ["0.5", "2"],
      ["1e-1", "0.5"],
      ["0x1", "0"],
      ["", "0.5"],
      [undefined, "0.5"],
      ["0.5", "0.5".padEnd(100_000, "0")],
      ["0.5", "9".repeat(400)],
      [["0.2", "0.3"], "0.5"],
      ["0,5", "0.5"],
    ];
    for (const [x, y] of bad) {
      const result = answer(await mediaLibraryAction(store.db, { id, intent: FOCAL_INTENT, focal_x: x as string, focal_y: y as string }, changed));
      expect(result, `${String(x).slice(0, 20)}, ${String(y).slice(0, 20)}`).toEqual({ status: 400, message: FOCAL_NOT_UNDERSTOOD });
    }
    expect(changed).not.toHaveBeenCalled();
    expect(rowFocal((await getMedia(store.db, id))!)).toBeUndefined();
    // An image not in the library (unknown, malformed or deleted) is a 404.
    expect(answer(await mediaLibraryAction(store.db, { id: "NoSuchImage123", intent: FOCAL_INTENT, focal_x: "0.5", focal_y: "0.5" }, changed)).status).toBe(404);
    expect(answer(await mediaLibraryAction(store.db, { id: "../../etc", intent: FOCAL_INTENT, focal_x: "0.5", focal_y: "0.5" }, changed)).status).toBe(404);
    await softDeleteMedia(store.db, id);
    expect(answer(await mediaLibraryAction(store.db, { id, intent: FOCAL_INTENT, focal_x: "0.5", focal_y: "0.5" }, changed)).status).toBe(404);
    expect(changed).not.toHaveBeenCalled();
  });

  it("moves a spec sheet's cover key with the focal point, so its sheet is made again", async () => {
    const store = await stores.open();
    const id = await photo(store);
    const product = { ...products[0]!, coverImage: id };
    const centred = productCoverReader(store.db, () => new Map([[id, { id, width: 1600, height: 900 }]]))(product)!;
    const moved = productCoverReader(store.db, () => new Map([[id, { id, width: 1600, height: 900, focal: { x: 0.1, y: 0.9 } }]]))(product)!;
    expect(centred.key).toBe(`${id}-1200.jpg`);
    expect(moved.key).not.toBe(centred.key);
    expect(moved.focal).toEqual({ x: 0.1, y: 0.9 });
  });

  it("is not deleted while a page uses it: the refusal names each use and links its editor", async () => {
    const store = await stores.open();
    const id = await photo(store);
    const now = Date.now();
    await contentDb(store)
      .insertInto("team_members")
      .values({ id: "member-1", name: "Ada Quinn", title: "Estimator", bio: "Measures twice.", media_id: id, drawing: null, position: 99, created_at: now, updated_at: now, updated_by: "owner@helios.example", deleted_at: null })
      .execute();
    const uses = await mediaUses(store);
    expect(uses.get(id)).toEqual([{ what: "Photo of Ada Quinn (team)", href: "/admin/team/member-1" }]);
    const changed = vi.fn(async () => {});
    const refused = (await mediaLibraryAction(store.db, { id, intent: "delete" }, changed, () => mediaUses(store))) as unknown as {
      data: { message: string; uses: unknown[] };
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.message).toBe("“terrace.jpg” is in use, so it was not deleted. Choose another picture (or none) where it is used, save, then delete it:");
    expect(refused.data.uses).toEqual([{ what: "Photo of Ada Quinn (team)", href: "/admin/team/member-1" }]);
    expect(changed).not.toHaveBeenCalled();
    expect(await isMediaVisible(store.db, id)).toBe(true);
    // The library's card lists the use.
    expect((await mediaLibraryPage(store.db, new URL("http://x/admin/media"), Promise.resolve(uses))).images.find((image) => image.id === id)!.uses).toEqual(uses.get(id));
    // Once no page uses it, it is deleted.
    await contentDb(store).updateTable("team_members").set({ media_id: null }).where("id", "=", "member-1").execute();
    expect(answer(await mediaLibraryAction(store.db, { id, intent: "delete" }, changed, () => mediaUses(store))).status).toBe(303);
    expect(await isMediaVisible(store.db, id)).toBe(false);
  });
});
