// Seeds a data folder with a gallery of many projects for the bench's "gallery" section (gallery.mjs runs it with
// tsx): `gallery-seed.ts <data dir> <projects>`.
import { seedGalleryProjects } from "#scripts/lib/gallery-projects";

const [dataDir, total] = process.argv.slice(2);
if (!dataDir || !/^\d+$/.test(total ?? "")) {
  console.error("usage: gallery-seed.ts <data dir> <projects>");
  process.exit(2);
}
await seedGalleryProjects(dataDir, Number(total));
