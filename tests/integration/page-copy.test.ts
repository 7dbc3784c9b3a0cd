import { describe, expect, it } from "vitest";
import { shippedPages } from "#app/content/page-copy";
import { checkPageCopy, PAGE_KEYS } from "#app/content/page-copy.schema";
import { PAGE_FORM, pageValues } from "#app/lib/admin/page-form";
import { pageSeo } from "#app/lib/content/page-copy";
import { fieldErrors } from "#app/lib/forms/limits";
import { contentDb, listRevisions } from "#app/lib/server/content/content-store.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
import { pageKind } from "#app/lib/server/content/page-admin.server";
import { SEED_ACTOR, seedPageCopy } from "#app/lib/server/content/seed.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { insertMedia, newMediaId, softDeleteMedia } from "#app/lib/server/media/media-store.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const STAFF = "owner@helios.example";
const HEADING = "Light, made to measure for British Columbia homes";

async function libraryImage(store: Store, width: number): Promise<string> {
  const id = newMediaId();
  await insertMedia(store.db, [
    { id, originalName: "hero.jpg", sourceType: "jpeg", width, height: Math.round(width / 2), sourceBytes: 10, createdBy: STAFF, variants: [{ format: "jpeg", width: Math.min(width, 1200), height: Math.round(Math.min(width, 1200) / 2), data: Buffer.from(id) }] },
  ]);
  return id;
}

/** A page's form values with some fields changed, parsed by the editor's schema (the one rule): the input, or the field errors. */
function edited(key: keyof typeof shippedPages, changes: Record<string, string>) {
  const result = PAGE_FORM.schema.safeParse({ ...pageValues(shippedPages[key]), ...changes });
  return result.success ? { input: result.data } : { errors: fieldErrors(result.error) };
}

describe("the page copy's rules", () => {
  it("accepts the shipped copy of every page and refuses bad input by the field it is about", () => {
    for (const key of PAGE_KEYS) expect(checkPageCopy(key, shippedPages[key]).errors).toEqual([]);
    expect(checkPageCopy("about", shippedPages.home).errors).toEqual([`page "about": the record is the home page's`]);
    expect(
      Object.keys(
        edited("home", { hero_heading: "Short", work_count: "many", collection_2_text: "", hero_image: "<script>", description: "Too short." }).errors ?? {},
      ).sort(),
    ).toEqual(["collection_2_text", "description", "hero_heading", "hero_image", "work_count"]);
    // An image needs its words; the story its length; a step its own.
    expect(edited("energy", { social_image: "abcdefgh12345", social_image_alt: "" }).errors).toEqual({ social_image_alt: expect.stringMatching(/what the image shows/i) });
    expect(Object.keys(edited("about", { story: "One short paragraph.", step_2_text: "Built." }).errors ?? {}).sort()).toEqual(["step_2_text", "story"]);
    expect(edited("contact", { title: "<b>Contact</b>" }).errors).toEqual({ title: "No < or > signs" });
  });
});

describe.each(DIALECTS)("page copy on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds every page once, gives it to the snapshot, and an edit with library images reaches the pages; an earlier version comes back", async () => {
    const store = await stores.open();
    expect(await seedPageCopy(store)).toBe(true);
    expect(await seedPageCopy(store)).toBe(false);
    const seeded = (await loadSnapshot(store)).pages;
    for (const key of PAGE_KEYS) expect(seeded[key]).toEqual({ copy: shippedPages[key], socialImage: null, heroImage: null });
    expect((await listRevisions(store, "page", "home")).map((revision) => [revision.action, revision.actor])).toEqual([["create", SEED_ACTOR]]);

    const photo = await libraryImage(store, 1600);
    const { input } = edited("home", { hero_heading: HEADING, hero_image: photo, hero_image_alt: "A living room opening onto a garden", social_image: photo, social_image_alt: "A living room", work_count: "4" });
    expect(await pageKind.check!(input!, {}, store, "home")).toBeUndefined();
    // A form of another page is refused on this one.
    expect(await pageKind.check!(input!, {}, store, "about")).toMatchObject({ status: 422 });
    await pageKind.save(store, "home", input!, STAFF);
    const home = (await loadSnapshot(store)).pages.home;
    expect(home.copy).toMatchObject({ heroHeading: HEADING, workCount: 4 });
    expect(home.heroImage?.id).toBe(photo);
    expect(pageSeo(home).image).toEqual({ path: `/media/og/${photo}-50-50.jpg`, width: 1200, height: 630, alt: "A living room" });

    // A narrow social image is refused; an image taken out of the library leaves the page (the drawn hero again).
    const narrow = await libraryImage(store, 800);
    expect(await pageKind.check!(edited("energy", { social_image: narrow, social_image_alt: "A window" }).input!, {}, store, "energy")).toEqual({
      status: 422,
      errors: { social_image: expect.stringMatching(/at least 1200 pixels wide/) },
    });
    await softDeleteMedia(store.db, photo);
    const gone = (await loadSnapshot(store)).pages.home;
    expect([gone.heroImage, gone.socialImage, pageSeo(gone).image]).toEqual([null, null, undefined]);

    const [created] = await listRevisions(store, "page", "home").then((revisions) => revisions.filter((revision) => revision.action === "create"));
    await restoreVersion(store, "page", "home", created!.id, STAFF);
    expect((await loadSnapshot(store)).pages.home.copy).toEqual(shippedPages.home);
  });

  it("shows a page's shipped copy, never half-valid copy, when its stored record breaks the rules (the others keep theirs)", async () => {
    const store = await stores.open();
    await seedPageCopy(store);
    const { input } = edited("contact", { title: "Talk to us" });
    await pageKind.save(store, "contact", input!, STAFF);
    await contentDb(store)
      .updateTable("page_copy")
      .set({ data: JSON.stringify({ ...shippedPages.about, story: ["Too short."] }), updated_at: Date.now() + 1 })
      .where("id", "=", "about")
      .execute();
    const pages = (await loadSnapshot(store)).pages;
    expect(pages.about.copy).toEqual(shippedPages.about);
    expect(pages.contact.copy.title).toBe("Talk to us");
  });
});
