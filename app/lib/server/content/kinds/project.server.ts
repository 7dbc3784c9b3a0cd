import { storedPhotos } from "../content-rows.server";
import { randomUUID } from "node:crypto";
import { projects } from "#app/content/projects";
import type { Store } from "../../platform/database.server";
import { SEED_ACTOR, seedKindOnce } from "../seed.server";
import { defineKind, kindImages } from "./definition.server";

/** A shipped project (app/content/projects.ts) as its row: its drawn pictures, no photos, published at `position`. */
export function shippedProjectRow(project: (typeof projects)[number], position: number, now: number, actor: string) {
  return {
    slug: project.id,
    name: project.name,
    place: project.location,
    area: project.area,
    year: project.year,
    type: project.type,
    scope: project.scope,
    products: JSON.stringify(project.products),
    photos: "[]",
    main_media_id: null,
    drawing: JSON.stringify({ key: project.id, imageCount: project.imageCount, scene: project.scene, alts: project.imageAlts ?? [] }),
    status: "published" as const,
    position,
    created_at: now,
    updated_at: now,
    updated_by: actor,
    deleted_at: null,
  };
}

/**
 * The first start with the projects table (a new database, or one from before projects were edited in the staff
 * area) fills it with the 30 projects the site shipped with, in their order, with their drawn pictures and the
 * products their scope names. Once per database, under the same lock as the rest of the seed.
 */
export function seedProjects(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "project",
    () =>
      projects.map((project, position) => ({ id: randomUUID(), ...shippedProjectRow(project, position, now, SEED_ACTOR) })),
    now,
  );
}

/** The gallery's projects (decision 013): many, in staff's order, their photos from the library; the 30 shipped ones seeded. */
export const project = defineKind({
  kind: "project",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: true,
  images: kindImages({
    read: (db) => db.selectFrom("projects").select(["id", "name", "photos"]).where("deleted_at", "is", null).execute(),
    uses: (project) =>
      storedPhotos(project).map((photo) => ({ id: photo.mediaId, what: `Photo of the project “${project.name}”`, href: `/admin/projects/${project.id}` })),
  }),
  seed: seedProjects,
  // Their names and earlier addresses are also the testimonials' (SnapshotContext), so snapshot.server.ts reads them.
  snapshot: { core: ["projects", "projectRedirects"] },
});
