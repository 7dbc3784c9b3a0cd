import type { ShownPivotDesign } from "../landing-rows.server";
import { toShownPivotDesign } from "../landing-rows.server";
import { randomUUID } from "node:crypto";
import { pivotDesigns } from "#app/content/pivot-designs";
import type { Store } from "../../platform/database.server";
import { pivotDesignColumns } from "../landing-rows.server";
import { SEED_ACTOR, seedKindOnce } from "../seed.server";
import { defineKind, imageIds, kindImages, snapshotPart } from "./definition.server";

/** The first start with the pivot designs table fills it with the 26 shipped designs, in their order, drawn panels kept. */
export function seedPivotDesigns(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "pivot_design",
    () =>
      pivotDesigns.map((design, position) => ({
        id: randomUUID(),
        ...pivotDesignColumns(design, position),
        created_at: now,
        updated_at: now,
        updated_by: SEED_ACTOR,
        deleted_at: null,
      })),
    now,
  );
}

/**
 * The pivot door designs (decision 039): many, in staff's order, each with its drawn panel or a photo. Added, moved
 * and taken off the gallery from their list (which keeps one at least), so their editor neither makes nor deletes one.
 */
export const pivotDesign = defineKind({
  kind: "pivot_design",
  records: "many",
  creatable: false,
  delete: "list",
  ordered: true,
  images: kindImages({
    read: (db) => db.selectFrom("pivot_designs").select(["id", "name", "media_id"]).where("media_id", "is not", null).where("deleted_at", "is", null).execute(),
    uses: (design) => [{ id: design.media_id, what: `Photo of the pivot design “${design.name}”`, href: `/admin/pivot-designs/${design.id}` }],
  }),
  seed: seedPivotDesigns,
  snapshot: snapshotPart({
    field: "pivotDesigns",
    read: (db) => db.selectFrom("pivot_designs").selectAll().where("deleted_at", "is", null).orderBy("position").orderBy("created_at").execute(),
    images: (rows) => imageIds(rows, (row) => row.media_id),
    show: (rows, { media }): ShownPivotDesign[] => rows.map((row) => toShownPivotDesign(row, media)).filter((design) => design !== undefined),
    empty: [] as ShownPivotDesign[],
  }),
});
