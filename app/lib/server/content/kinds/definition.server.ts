import type { Kysely } from "kysely";
import type { MediaRef } from "#app/lib/content/types";
import type { Store } from "../../platform/database.server";
import type { ContentDatabase, ContentKind } from "../content-schema";

/**
 * What a staff-edited content kind is and can do, declared once (decision 056): the shared editor loader, action and
 * frame (through the editor part's `definition`), the seed, the snapshot the public pages read and the image
 * library's list of uses all read these declarations (kinds/index.server.ts gathers them), instead of each keeping a
 * list of kinds of its own. A definition holds no editor code: the snapshot and the seed, which the app's services
 * start, read it, and the editor parts (which use those services) point to it.
 */

export type ContentDb = Kysely<ContentDatabase>;

/** One use of a library image, for the image library's card (media-uses.server.ts). */
export interface ImageUse {
  /** The image's id; nothing (null, "") is no use. */
  id: unknown;
  /** "Cover of the post “Spring open house”". */
  what: string;
  /** The editor where another picture can be chosen. */
  href: string;
}

/** The images a kind's items use: its live items read once, and each item's uses (drafts and hidden ones count). */
export interface KindImages<Row = any> {
  read(db: ContentDb): Promise<Row[]>;
  uses(row: Row): ImageUse[];
}

/** What the snapshot has already worked out that a kind's part may need (a testimonial links a shown project). */
export interface SnapshotContext {
  /** The live library images the snapshot's items use, by id. */
  media: ReadonlyMap<string, MediaRef>;
  /** The projects on the site: slug to name. */
  projects: ReadonlyMap<string, string>;
  /** A project's earlier addresses: old slug to current slug. */
  projectRedirects: ReadonlyMap<string, string>;
}

/**
 * How the public pages read a kind (snapshot.server.ts): its rows read with every other kind's at once, the library
 * images they show (read in the snapshot's one image query), and what the pages get under `field`.
 */
export interface SnapshotPart<Field extends string = string, Read = any, Shown = any> {
  field: Field;
  read(db: ContentDb): Promise<Read>;
  images?(read: Read): string[];
  show(read: Read, context: SnapshotContext): Shown;
  /** What the pages show before the first read. */
  empty: Shown;
}

/** A kind read by snapshot.server.ts's own code (one whose reading other kinds share: a product's energy claims). */
export interface SnapshotCore {
  /** The snapshot's fields it fills. */
  core: readonly string[];
}

/**
 * How a kind's shipped content goes into a new database, once (seed.server.ts's seedKindOnce, usually): its own
 * seed, another kind's that seeds it too, or "none" (nothing shipped: the journal starts empty).
 */
export type KindSeed = ((store: Store, now: number) => Promise<boolean>) | { with: ContentKind } | "none";

export interface ContentKindDefinition<K extends ContentKind = ContentKind, Ordered extends boolean = boolean, Snapshot = SnapshotPart | SnapshotCore> {
  kind: K;
  /** "many": a list of items at /admin/<kind>/:id; one: a single record, edited in place, whose id is this. */
  records: "many" | { one: string };
  /** Staff make new items in the editor (/…/new); false: the address of a new one is not found. */
  creatable: boolean;
  /**
   * Where an item is deleted: "editor" (its Delete section and confirmation), "list" (the list takes it off; the
   * editor shows no Delete) or never, with the refusal a delete post gets (400).
   */
  delete: "editor" | "list" | { never: string };
  /** Its items keep staff's order (a `position` column); the type checks it against the table. */
  ordered: Ordered;
  /** The library images its items use, or "none". */
  images: KindImages | "none";
  /** How it is seeded from app/content/ at the first start. */
  seed: KindSeed;
  /** How the public pages read it. */
  snapshot: Snapshot;
}

/** A kind's definition, its literal types kept (so the snapshot's type follows its `field` and `show`). */
export function defineKind<K extends ContentKind, Ordered extends boolean, Snapshot extends SnapshotPart | SnapshotCore>(
  definition: ContentKindDefinition<K, Ordered, Snapshot>,
): ContentKindDefinition<K, Ordered, Snapshot> {
  return definition;
}

/** A kind's snapshot part, its row and shown types inferred from `read` and `show`. */
export function snapshotPart<const Field extends string, Read, Shown>(part: SnapshotPart<Field, Read, Shown>): SnapshotPart<Field, Read, Shown> {
  return part;
}

/** A kind's images, its row type inferred from `read`. */
export function kindImages<Row>(images: KindImages<Row>): KindImages<Row> {
  return images;
}

/** The image ids the rows name (`id` gives a row's, or null for none). */
export const imageIds = <Row>(rows: readonly Row[], id: (row: Row) => string | null): string[] =>
  rows.flatMap((row) => {
    const value = id(row);
    return value ? [value] : [];
  });
