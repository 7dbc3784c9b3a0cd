import { storedPhotos } from "../content-rows.server";
import { seedProjects } from "../seed.server";
import { defineKind, kindImages } from "./definition.server";

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
