import type { Store } from "../platform/database.server";
import { storedPhotos } from "./content-rows.server";
import { contentDb } from "./content-store.server";
import { productRecord } from "./product-rows.server";

/**
 * What each image shows, in the words staff wrote where it is used: a post's cover description, a project photo's
 * description and caption, a product picture's description or caption, a pivot design's description, the team
 * member a photo is of. The picture pickers search these as well as the file name (decision 052).
 */

/** The longest description text kept per image (a search needs words, not essays). */
export const MAX_DESCRIBED_LENGTH = 400;

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => Boolean(row) && typeof row === "object") : []);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The descriptions of every image that has one, by image id (each text once). */
export async function mediaDescriptions(store: Store): Promise<Map<string, string[]>> {
  const db = contentDb(store);
  const [posts, projects, products, designs, people] = await Promise.all([
    db.selectFrom("posts").select(["cover_media_id", "cover_alt"]).where("cover_media_id", "is not", null).where("deleted_at", "is", null).execute(),
    db.selectFrom("projects").select(["photos"]).where("deleted_at", "is", null).execute(),
    db.selectFrom("products").selectAll().where("deleted_at", "is", null).execute(),
    db.selectFrom("pivot_designs").select(["media_id", "description"]).where("media_id", "is not", null).where("deleted_at", "is", null).execute(),
    db.selectFrom("team_members").select(["media_id", "name"]).where("media_id", "is not", null).where("deleted_at", "is", null).execute(),
  ]);
  const found = new Map<string, string[]>();
  const add = (id: unknown, ...texts: unknown[]) => {
    if (typeof id !== "string" || !id) return;
    const known = found.get(id) ?? [];
    for (const value of texts.map(text)) if (value && !known.includes(value)) known.push(value);
    if (known.length) found.set(id, known);
  };
  for (const post of posts) add(post.cover_media_id, post.cover_alt);
  for (const project of projects) for (const photo of storedPhotos(project)) add(photo.mediaId, photo.alt, photo.caption);
  for (const product of products) {
    const record = productRecord(product);
    add(record.coverImage, record.coverAlt);
    for (const render of rows(record.renders)) add(render.image, render.alt);
    for (const entry of rows(record.typologies)) add(entry.image, entry.caption);
    for (const drawing of rows(record.sections)) add(drawing.image, drawing.caption);
  }
  for (const design of designs) add(design.media_id, design.description);
  for (const person of people) add(person.media_id, person.name);
  return found;
}

/** The choices with what each shows (`described`), for a picker to search. */
export async function withDescriptions<T extends { id: string }>(store: Store, choices: readonly T[]): Promise<(T & { described?: string })[]> {
  const found = await mediaDescriptions(store);
  return choices.map((choice) => {
    const described = found.get(choice.id)?.join(" · ").slice(0, MAX_DESCRIBED_LENGTH);
    return described ? { ...choice, described } : choice;
  });
}
