import { listMedia, getMedia, isMediaVisible, rowFocal } from "../media/media-store.server";
import type { Focal } from "#app/lib/media";
import type { Store } from "../platform/database.server";
import type { AppServices } from "../platform/services.server";
import { contentChanged } from "./content-store.server";
import { withDescriptions } from "./media-descriptions.server";

/**
 * The library image picker the editors share (a post's cover, a team member's photo, a pivot design's picture): the
 * images offered, whether one may be chosen, and the change of version when one is deleted or brought back. The
 * journal's own editor is kinds/post-editor.server.ts.
 */

/** An image the editor offers as a cover (or any picture chosen from the library). */
export interface CoverChoice {
  id: string;
  name: string;
  width: number;
  height: number;
  focal?: Focal;
  /** What it shows, in the words staff wrote where it is used (media-descriptions.server.ts), for the search. */
  described?: string;
}

/** How many of the newest images a picker offers and searches (the chosen one is always among them). */
export const COVER_CHOICES = 150;

/**
 * The newest images of the library, with the ones named (the current cover, a fresh upload) first, even when they
 * are older: the chosen cover is always in sight.
 */
export async function coverChoices(store: Store, include: readonly string[]): Promise<CoverChoice[]> {
  const newest = await listMedia(store.db, { limit: COVER_CHOICES });
  const first: typeof newest = [];
  for (const id of new Set(include)) {
    if (!id) continue;
    const item = newest.find((row) => row.id === id) ?? (await getMedia(store.db, id));
    if (item && item.deleted_at === null) first.push(item);
  }
  const rows = [...first, ...newest.filter((row) => !first.some((chosen) => chosen.id === row.id))];
  return withDescriptions(
    store,
    rows.map((row) => {
      const focal = rowFocal(row);
      return { id: row.id, name: row.original_name, width: Number(row.width), height: Number(row.height), ...(focal ? { focal } : {}) };
    }),
  );
}

/** Whether an image may be a cover: it exists and is not deleted. */
export function coverAvailable(store: Store, id: string): Promise<boolean> {
  return isMediaVisible(store.db, id);
}

/**
 * An image was deleted or brought back: the pages that show it as a cover change, so the content version moves on
 * (every instance renders its pages again; this one at once).
 */
export async function mediaChanged(services: Pick<AppServices, "store">): Promise<void> {
  await contentChanged(services.store);
}
