import { describe, expect, it } from "vitest";
import { applyPhotoAction, photoRows, readPhotoAction, withPhotoRows } from "#app/lib/admin/project-form";
import { photoAltField, photoIdField, productField, projectEditorSchema } from "#app/lib/forms/staff/project-editor";
import { getItemRow, listInOrder, listRevisions, readContentVersion, contentDb } from "#app/lib/server/content/content-store.server";
import { saveProject, setProjectStatus, missingPhotos, photoImages, projectFormValues, projectPhotoUses, projectThumbnails } from "#app/lib/server/content/kinds/project-editor.server";
import { seedProjects } from "#app/lib/server/content/kinds/project.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { insertMedia, newMediaId, softDeleteMedia } from "#app/lib/server/media/media-store.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const STAFF = "owner@helios.example";

const projectInput = (overrides: Record<string, string> = {}) =>
  projectEditorSchema.parse({
    name: "Okanagan Lake House",
    place: "Kelowna",
    area: "okanagan",
    year: "2026",
    type: "Residence",
    scope: "Lift and slide doors across the lake side.",
    status: "published",
    [productField("s700")]: "on",
    ...overrides,
  });

async function twoImages(store: Store): Promise<[string, string]> {
  const [a, b] = [newMediaId(), newMediaId()];
  const variant = (id: string) => ({ format: "webp" as const, width: 480, height: 288, data: Buffer.from(id) });
  await insertMedia(store.db, [
    { id: a, originalName: "deck.jpg", sourceType: "jpeg", width: 1600, height: 960, sourceBytes: 10, createdBy: STAFF, variants: [variant(a)] },
    { id: b, originalName: "hall.jpg", sourceType: "jpeg", width: 1200, height: 800, sourceBytes: 10, createdBy: STAFF, variants: [variant(b)] },
  ]);
  return [a, b];
}

describe("the project editor's photo rows", () => {
  const values = withPhotoRows({ name: "A" }, [
    { id: "one-image", alt: "One", caption: "" },
    { id: "two-image", alt: "Two", caption: "A caption" },
    { id: "three-image", alt: "", caption: "" },
  ]);

  it("reads the numbered fields in order and writes them back renumbered", () => {
    expect(photoRows(values).map((row) => row.id)).toEqual(["one-image", "two-image", "three-image"]);
    const moved = applyPhotoAction(photoRows(values), readPhotoAction("up:2")!);
    expect(moved.rows.map((row) => row.alt)).toEqual(["Two", "One", ""]);
    expect(moved.message).toBe("Photo 2 moved up, to position 1.");
    const next = withPhotoRows(values, applyPhotoAction(photoRows(values), { kind: "remove", n: 1 }).rows);
    expect(next[photoIdField(1)]).toBe("two-image");
    expect(next[photoIdField(3)]).toBeUndefined();
    expect(next.name).toBe("A");
  });

  it("leaves the rows as they are for a move past either end, and refuses a malformed action", () => {
    expect(applyPhotoAction(photoRows(values), { kind: "up", n: 1 }).message).toBe("Photo 1 is already the first.");
    expect(applyPhotoAction(photoRows(values), { kind: "down", n: 3 }).rows.map((row) => row.id)).toEqual(["one-image", "two-image", "three-image"]);
    expect(readPhotoAction("sideways:2")).toBeNull();
    expect(readPhotoAction("up:1;drop")).toBeNull();
  });
});

describe.each(DIALECTS)("projects in the staff area on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("hides and shows a project with a revision each, changing nothing else and moving the content version on", async () => {
    const store = await stores.open();
    await seedProjects(store);
    const [first] = await listInOrder(store, "project");
    const version = await readContentVersion(contentDb(store));

    const hidden = await setProjectStatus(store, first!.id, "draft", STAFF);
    expect(hidden.status).toBe("draft");
    expect(await readContentVersion(contentDb(store))).toBe(version + 1);
    expect((await loadSnapshot(store)).projects.some((project) => project.id === first!.id)).toBe(false);
    const [revision] = await listRevisions(store, "project", first!.id);
    expect(revision).toMatchObject({ action: "update", actor: STAFF });

    await setProjectStatus(store, first!.id, "published", STAFF);
    const row = (await getItemRow(store, "project", first!.id))!;
    expect({ ...row, updated_at: 0, updated_by: "" }).toEqual({ ...first!, updated_at: 0, updated_by: "" });
    expect((await loadSnapshot(store)).projects[0]!.id).toBe(first!.id);
    await expect(setProjectStatus(store, "no-such-project", "draft", STAFF)).rejects.toThrow(/No project/);
  });

  it("gives the editor its values, the images of its photos, and where an image is used", async () => {
    const store = await stores.open();
    await seedProjects(store);
    const [a, b] = await twoImages(store);
    const saved = await saveProject(
      store,
      undefined,
      projectInput({ [photoIdField(1)]: a, [photoAltField(1)]: "The deck", [photoIdField(2)]: b, [photoAltField(2)]: "The hall", main_photo: b }),
      STAFF,
    );
    const values = projectFormValues(saved);
    expect(values).toMatchObject({ name: "Okanagan Lake House", year: "2026", main_photo: b, [productField("s700")]: "on", [photoAltField(2)]: "The hall" });
    expect(values[productField("s91")]).toBeUndefined();

    const uses = await projectPhotoUses(store);
    expect(uses.get(a)).toEqual(["Okanagan Lake House"]);
    const thumbnails = await projectThumbnails(store, [saved]);
    expect(thumbnails.get(saved.id)?.alt).toBe("The hall");

    await softDeleteMedia(store.db, b);
    const images = await photoImages(store, [a, b, "never-uploaded"]);
    expect(images[a]).toMatchObject({ name: "deck.jpg", width: 1600, available: true });
    expect(images[b]?.available).toBe(false);
    expect(images["never-uploaded"]).toBeUndefined();
    expect(missingPhotos(photoRows(values), images)).toEqual([2]);
    // The gallery's thumbnail falls back on the photo still in the library.
    expect((await projectThumbnails(store, [saved])).get(saved.id)?.alt).toBe("The deck");
  });
});
