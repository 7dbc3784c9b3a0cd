import type { Store } from "../platform/database.server";
import { contentDb } from "./content-store.server";
import { ALL_KINDS } from "./kinds/index.server";

/**
 * Where each library image is used, each use named for staff and linked to the editor where it is chosen: the image
 * library lists them on the image's card, and refuses to delete an image in use (decision 052). Each kind declares
 * the images its items use (its definition's `images`, decision 056). Drafts and hidden items count (deleting the
 * picture would spoil them when shown); items in the bin do not.
 */
export interface MediaUse {
  /** "Cover of the post “Spring open house”". */
  what: string;
  /** The editor where another picture can be chosen. */
  href: string;
}

/** Every use of every image, by image id, in a stable order (the kinds' registry order, each kind's items as read). */
export async function mediaUses(store: Store): Promise<Map<string, MediaUse[]>> {
  const db = contentDb(store);
  const declared = ALL_KINDS.flatMap((definition) => (definition.images === "none" ? [] : [definition.images]));
  const read = await Promise.all(declared.map((images) => images.read(db)));
  const uses = new Map<string, MediaUse[]>();
  declared.forEach((images, i) => {
    for (const row of read[i]!) {
      for (const { id, what, href } of images.uses(row)) {
        if (typeof id !== "string" || !id) continue;
        const known = uses.get(id) ?? [];
        if (!known.some((use) => use.what === what)) known.push({ what, href });
        uses.set(id, known);
      }
    }
  });
  return uses;
}
