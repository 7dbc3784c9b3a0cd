import { PAGE_NAMES } from "#app/lib/admin/page-form";
import type { Store } from "../platform/database.server";
import { storedPartners, storedPhotos } from "./content-rows.server";
import { contentDb } from "./content-store.server";
import { pageImageUses, pageRows } from "./page-copy.server";
import { productRecord } from "./product-rows.server";

/**
 * Where each library image is used, each use named for staff and linked to the editor where it is chosen: the image
 * library lists them on the image's card, and refuses to delete an image in use (decision 052). Drafts and hidden
 * items count (deleting the picture would spoil them when shown); items in the bin do not.
 */
export interface MediaUse {
  /** "Cover of the post “Spring open house”". */
  what: string;
  /** The editor where another picture can be chosen. */
  href: string;
}

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => Boolean(row) && typeof row === "object") : []);

/** Every use of every image, by image id, in a stable order (posts, projects, products, team, designs, pages, events). */
export async function mediaUses(store: Store): Promise<Map<string, MediaUse[]>> {
  const db = contentDb(store);
  const [posts, projects, products, people, designs, pages, events] = await Promise.all([
    db.selectFrom("posts").select(["id", "title", "cover_media_id"]).where("cover_media_id", "is not", null).where("deleted_at", "is", null).execute(),
    db.selectFrom("projects").select(["id", "name", "photos"]).where("deleted_at", "is", null).execute(),
    db.selectFrom("products").selectAll().where("deleted_at", "is", null).execute(),
    db.selectFrom("team_members").select(["id", "name", "media_id"]).where("media_id", "is not", null).where("deleted_at", "is", null).execute(),
    db.selectFrom("pivot_designs").select(["id", "name", "media_id"]).where("media_id", "is not", null).where("deleted_at", "is", null).execute(),
    pageRows(db),
    db.selectFrom("events").select(["id", "title", "partners"]).where("deleted_at", "is", null).execute(),
  ]);
  const uses = new Map<string, MediaUse[]>();
  const add = (id: unknown, what: string, href: string) => {
    if (typeof id !== "string" || !id) return;
    const known = uses.get(id) ?? [];
    if (!known.some((use) => use.what === what)) known.push({ what, href });
    uses.set(id, known);
  };
  for (const post of posts) add(post.cover_media_id, `Cover of the post “${post.title}”`, `/admin/journal/${post.id}`);
  for (const project of projects) {
    for (const photo of storedPhotos(project)) add(photo.mediaId, `Photo of the project “${project.name}”`, `/admin/projects/${project.id}`);
  }
  for (const product of products) {
    const record = productRecord(product);
    const href = `/admin/products/${product.slug}/pictures`;
    add(record.coverImage, `Cover of the product “${product.title}”`, href);
    for (const entry of [...rows(record.renders), ...rows(record.typologies), ...rows(record.sections)]) add(entry.image, `Picture of the product “${product.title}”`, href);
  }
  for (const person of people) add(person.media_id, `Photo of ${person.name} (team)`, `/admin/team/${person.id}`);
  for (const design of designs) add(design.media_id, `Photo of the pivot design “${design.name}”`, `/admin/pivot-designs/${design.id}`);
  for (const page of pageImageUses(pages)) {
    add(page.heroImage, `Hero photo of the ${PAGE_NAMES[page.page]} page`, `/admin/pages/${page.page}`);
    add(page.socialImage, `Picture in link previews of the ${PAGE_NAMES[page.page]} page`, `/admin/pages/${page.page}`);
  }
  for (const event of events) {
    for (const partner of storedPartners(event)) add(partner.mediaId, `Mark of ${partner.name} on the event “${event.title}”`, `/admin/events/${event.id}`);
  }
  return uses;
}
