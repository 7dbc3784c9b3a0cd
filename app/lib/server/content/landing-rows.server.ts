import type { Landing, PivotDesign } from "#app/content/landings.schema";
import { checkLanding, type LandingLinks } from "#app/content/validate";
import type { MediaRef } from "#app/lib/content/types";
import type { LandingsTable, PivotDesignsTable } from "./content-schema";

/** A landing's columns, without the bookkeeping every content row has. */
export type LandingColumns = Omit<LandingsTable, "id" | "created_at" | "updated_at" | "updated_by" | "deleted_at">;
/** A pivot design's columns, without the bookkeeping. */
export type PivotDesignColumns = Omit<PivotDesignsTable, "id" | "created_at" | "updated_at" | "updated_by" | "deleted_at">;

/** A landing record as its row: words as columns, intro, sections and listings as JSON (decision 039). */
export function landingColumns(landing: Landing, position: number): LandingColumns {
  return {
    path: landing.path,
    title: landing.title,
    heading: landing.heading,
    eyebrow: landing.eyebrow ?? null,
    description: landing.description,
    intro: JSON.stringify(landing.intro),
    sections: JSON.stringify(landing.sections),
    also_listed: JSON.stringify(landing.alsoListed ?? []),
    showroom_banner: landing.showroomBanner ? 1 : 0,
    pivot_gallery: landing.pivotGallery ? 1 : 0,
    position,
  };
}

/** A JSON column read back; text that is not JSON stays text, so the schema names the field it spoils. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A row as the record the landing schema checks: the inverse of landingColumns (absent optional parts left out). */
export function landingRecord(row: LandingColumns): Record<string, unknown> {
  const listed = parsed(row.also_listed);
  const record: Record<string, unknown> = {
    path: row.path,
    title: row.title,
    heading: row.heading,
    eyebrow: row.eyebrow ?? undefined,
    description: row.description,
    intro: parsed(row.intro),
    sections: parsed(row.sections),
    showroomBanner: Number(row.showroom_banner) ? true : undefined,
    pivotGallery: Number(row.pivot_gallery) ? true : undefined,
    alsoListed: Array.isArray(listed) && !listed.length ? undefined : listed,
  };
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}

/**
 * A stored landing checked by the build's rules (app/content/validate.ts): its schema, and with `links` its cards and
 * listings. The snapshot checks the schema only: a card of a product it does not hold (hidden, a draft) is left out of
 * the page, not an error; a staff edit is checked with its links before it is saved.
 */
export function storedLanding(row: LandingColumns, links?: LandingLinks): { landing: Landing; errors: [] } | { landing: undefined; errors: string[] } {
  const { landing, errors } = checkLanding(landingRecord(row), links, Number(row.position));
  return landing && !errors.length ? { landing, errors: [] } : { landing: undefined, errors };
}

/** A pivot design as the gallery shows it: a photo when staff gave one, else the drawn panel when it has one. */
export interface ShownPivotDesign extends PivotDesign {
  photo: MediaRef | null;
  /** The name of its drawn panel (app/lib/images.ts pivotDesign), null when it has none. */
  drawing: string | null;
}

/** A shipped design's row: its drawn panel, no photo, at `position`. */
export function pivotDesignColumns(design: PivotDesign, position: number): PivotDesignColumns {
  return { name: design.name, description: design.description, media_id: null, drawing: design.name, position };
}

/** A stored design for the gallery; one with neither a photo nor a drawn panel is left out (it has nothing to show). */
export function toShownPivotDesign(row: PivotDesignsTable, media: ReadonlyMap<string, MediaRef>): ShownPivotDesign | undefined {
  const photo = row.media_id ? (media.get(row.media_id) ?? null) : null;
  if (!photo && !row.drawing) return undefined;
  return { name: row.name, description: row.description, photo, drawing: row.drawing };
}
