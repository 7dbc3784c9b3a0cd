import { products } from "#app/content/products";
import { describe, expect, it } from "vitest";
import { projects as shippedProjects } from "#app/content/projects";
import { filterProjects, readProjectFilter } from "#app/lib/server/content/project-filter.server";
import { photoAltField, photoIdField, productField, projectEditorSchema } from "#app/lib/forms/staff/project-editor";
import { projectItemImages } from "#app/lib/project-gallery";
import { listInOrder, listRevisions, reorderItems, setDeleted } from "#app/lib/server/content/content-store.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
import { saveProject } from "#app/lib/server/content/kinds/project-editor.server";
import { seedProjects } from "#app/lib/server/content/kinds/project.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { insertMedia, newMediaId } from "#app/lib/server/media/media-store.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const STAFF = "owner@helios.example";

const projectInput = (overrides: Record<string, string> = {}) =>
  projectEditorSchema.parse({
    name: "Okanagan Lake House",
    place: "Kelowna",
    area: "okanagan",
    year: "2026",
    type: "Residence",
    scope: "Lift and slide doors across the lake side and S91 windows throughout.",
    status: "published",
    [productField("s700")]: "on",
    [productField("s91")]: "on",
    ...overrides,
  });

describe("the project editor's schema", () => {
  it("reads products, photos in order and the main photo; a photo needs its description", () => {
    const input = projectInput({
      [photoIdField(1)]: "photo-one-id",
      [photoAltField(1)]: "The lake side at dusk",
      [photoIdField(2)]: "photo-two-id",
      [photoAltField(2)]: "The entrance",
      main_photo: "photo-two-id",
    });
    expect(input.slug).toBe("okanagan-lake-house");
    expect(input.products).toEqual(["s700", "s91"]);
    expect(input.photos.map((photo) => photo.mediaId)).toEqual(["photo-one-id", "photo-two-id"]);
    expect(input.main_media_id).toBe("photo-two-id");

    const missingAlt = projectEditorSchema.safeParse({ ...projectInput(), name: "X", place: "Y", area: "okanagan", year: "2026", type: "Residence", scope: "Z", status: "draft", [photoIdField(1)]: "photo-one-id" });
    expect(missingAlt.success).toBe(false);
    expect(missingAlt.error?.issues[0]?.path).toEqual([photoAltField(1)]);
  });

  it("reports a photo without its description together with the other fields' errors", () => {
    const result = projectEditorSchema.safeParse({ name: "", place: "", area: "okanagan", year: "2026", type: "Residence", scope: "", status: "draft", [photoIdField(1)]: "photo-one-id" });
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "place", "scope", photoAltField(1)]));
    expect(paths).not.toContain("slug");
  });

  it("refuses a year from the future and an unknown area", () => {
    expect(projectEditorSchema.safeParse({ name: "A", place: "B", area: "mars", year: "2020", type: "Residence", scope: "C", status: "draft" }).success).toBe(false);
    expect(projectEditorSchema.safeParse({ name: "A", place: "B", area: "okanagan", year: "2999", type: "Residence", scope: "C", status: "draft" }).success).toBe(false);
  });
});

describe.each(DIALECTS)("projects on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds the 30 shipped projects once, in order, with their drawings and products", async () => {
    const store = await stores.open();
    expect(await seedProjects(store)).toBe(true);
    expect(await seedProjects(store)).toBe(false);
    const { projects } = await loadSnapshot(store);
    expect(projects.map((project) => project.slug)).toEqual(shippedProjects.map((project) => project.id));
    const lionsBay = projects[0]!;
    expect(lionsBay.products).toEqual(["s700", "s77", "sd115"]);
    expect(lionsBay.area).toBe("sea-to-sky");
    expect(projectItemImages(lionsBay)).toHaveLength(8);
    expect(projectItemImages(lionsBay)[0]!.image.fallbackSrc).toMatch(/^\/generated\/projects\/lions-bay\/1-/);
    const nearKelowna = filterProjects(projects, readProjectFilter(new URLSearchParams("area=okanagan"), products), products);
    expect(nearKelowna.map((project) => project.place).sort()).toEqual(["Kelowna", "West Kelowna"]);
    const passive = filterProjects(projects, readProjectFilter(new URLSearchParams("family=passive&product=nonsense"), products), products);
    expect(passive.every((project) => project.products.some((id) => ["sd95", "s91", "rehau", "m7"].includes(id)))).toBe(true);
  });

  it("puts a new project first, shows its photos (main first) and hides a draft", async () => {
    const store = await stores.open();
    await seedProjects(store);
    const [a, b] = [newMediaId(), newMediaId()];
    const variant = (id: string) => ({ format: "webp" as const, width: 480, height: 288, data: Buffer.from(id) });
    await insertMedia(store.db, [
      { id: a, originalName: "a.jpg", sourceType: "jpeg", width: 1600, height: 960, sourceBytes: 10, createdBy: STAFF, variants: [variant(a)] },
      { id: b, originalName: "b.jpg", sourceType: "jpeg", width: 1600, height: 960, sourceBytes: 10, createdBy: STAFF, variants: [variant(b)] },
    ]);
    const saved = await saveProject(
      store,
      undefined,
      projectInput({ [photoIdField(1)]: a, [photoAltField(1)]: "The deck", [photoIdField(2)]: b, [photoAltField(2)]: "The hall", main_photo: b }),
      STAFF,
    );
    let { projects } = await loadSnapshot(store);
    expect(projects[0]!.id).toBe(saved.id);
    expect(projects[0]!.photos.map((photo) => photo.alt)).toEqual(["The hall", "The deck"]);
    expect(projects[0]!.drawing).toBeNull();

    await saveProject(store, saved.id, projectInput({ status: "draft" }), STAFF);
    ({ projects } = await loadSnapshot(store));
    expect(projects.some((project) => project.id === saved.id)).toBe(false);
    expect(projects).toHaveLength(30);
  });

  it("reorders the gallery, records the move, and keeps an old address redirecting", async () => {
    const store = await stores.open();
    await seedProjects(store);
    const rows = await listInOrder(store, "project");
    const last = rows[rows.length - 1]!;
    const { before, after } = await reorderItems(store, "project", (ids) => [last.id, ...ids], { actor: STAFF, moved: last.id });
    expect(after[0]).toBe(last.id);
    expect(before[0]).toBe(rows[0]!.id);
    expect((await loadSnapshot(store)).projects[0]!.slug).toBe("cowichan-secondary");
    expect((await listRevisions(store, "project", last.id))[0]!.action).toBe("move");
    // Undo: the order as it was.
    await reorderItems(store, "project", () => before, { actor: STAFF, moved: last.id });
    expect((await loadSnapshot(store)).projects[0]!.slug).toBe("lions-bay");

    const lionsBay = rows[0]!;
    const input = projectInput({ name: "Lions Bay", slug: "lions-bay-house", place: "Lions Bay", area: "sea-to-sky" });
    await saveProject(store, lionsBay.id, input, STAFF);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.projectRedirects.get("lions-bay")).toBe("lions-bay-house");
    // The drawing stays until a photo replaces it, and the project keeps its place.
    expect(snapshot.projects[0]!.drawing?.key).toBe("lions-bay");

    // Restoring the seeded version brings the old address back (and drops its redirect); a delete hides it.
    const seeded = (await listRevisions(store, "project", lionsBay.id)).at(-1)!;
    await restoreVersion(store, "project", lionsBay.id, seeded.id, STAFF);
    const restored = await loadSnapshot(store);
    expect(restored.projects[0]!.slug).toBe("lions-bay");
    expect(restored.projectRedirects.has("lions-bay")).toBe(false);
    await setDeleted(store, "project", lionsBay.id, true, { actor: STAFF });
    expect((await loadSnapshot(store)).projects[0]!.slug).toBe("craft-residence");
  });
});
