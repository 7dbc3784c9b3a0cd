// A gallery of many projects, for the bench and the browser tests of the gallery's pages: a fresh data folder whose
// database holds what a first start seeds (migrations, the owner content, the 30 shipped projects) and then more
// published projects, the shipped ones again under addresses of their own ("lions-bay-31"), with their drawings, so
// each tile weighs what a real one does. The server started on the folder afterwards finds it seeded.
import { randomUUID } from "node:crypto";
import { projects } from "#app/content/projects";
import { contentDb } from "#app/lib/server/content/content-store.server";
import { seedOwnerContent } from "#app/lib/server/content/kinds/event.server";
import { seedProjects, shippedProjectRow } from "#app/lib/server/content/kinds/project.server";
import { migrate, openStore } from "#app/lib/server/platform/database.server";

/** Who the extra projects' rows name as their last editor. */
const ACTOR = "gallery seed";

/** The address of the n-th project (0-based) of a seeded gallery: the shipped ones first, then copies. */
export function galleryProjectSlug(n: number): string {
  const shipped = projects[n % projects.length]!;
  return n < projects.length ? shipped.id : `${shipped.id}-${n + 1}`;
}

/** Seeds `dataDir` (SQLite) with `total` published projects (at least the 30 shipped ones), in gallery order. */
export async function seedGalleryProjects(dataDir: string, total: number): Promise<void> {
  const store = openStore({ dataDir });
  try {
    await migrate(store.db, store.dialect);
    await seedOwnerContent(store);
    await seedProjects(store);
    const db = contentDb(store);
    const now = Date.now();
    const rows = Array.from({ length: Math.max(0, total - projects.length) }, (_, i) => {
      const n = projects.length + i;
      const project = projects[n % projects.length]!;
      return { ...shippedProjectRow(project, n, now, ACTOR), id: randomUUID(), slug: galleryProjectSlug(n), name: `${project.name} ${n + 1}` };
    });
    if (rows.length) await db.insertInto("projects").values(rows).execute();
  } finally {
    await store.close();
  }
}
