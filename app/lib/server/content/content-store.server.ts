import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isUniqueViolation, type Store } from "../platform/database.server";
import { CONTENT_TABLES, type ContentDatabase, type ContentKind, type RevisionAction, type RevisionsTable } from "./content-schema";
import { contentAuditEntry, type ContentWrite } from "./content-audit.server";

/**
 * Every write to owner content goes through here: in one transaction the item changes, a revision records who
 * changed what and when (the whole row after the change, so any version can be restored), and the content version
 * moves on, which tells every instance to re-render the pages. Once a write has committed, this instance's content
 * service (which listens to its store, onContentWritten) reloads at once: no caller has to remember to refresh it.
 */

export { CONTENT_TABLES };

type TableOf<K extends ContentKind> = (typeof CONTENT_TABLES)[K];
export type ContentRow<K extends ContentKind> = ContentDatabase[TableOf<K>];
/** What staff edit: everything but the bookkeeping columns. */
export type EditableFields<K extends ContentKind> = Omit<ContentRow<K>, "id" | "created_at" | "updated_at" | "updated_by" | "deleted_at">;

type ContentTrx = Transaction<ContentDatabase>;
/** Runs inside the write's transaction, with the row before (undefined when new) and after the change. */
export type WriteHook<K extends ContentKind> = (trx: ContentTrx, before: ContentRow<K> | undefined, after: ContentRow<K>) => Promise<void>;

/** A change that cannot be made as asked (an address another post has): the message says why, for the editor. */
export class ContentConflict extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = "ContentConflict";
  }
}

export class ContentNotFound extends Error {
  constructor(kind: ContentKind, id: string) {
    super(`No ${kind} ${id}`);
    this.name = "ContentNotFound";
  }
}

/** The content tables, typed: the store's Database includes them. */
export function contentDb(store: Store): Kysely<ContentDatabase> {
  return store.db as unknown as Kysely<ContentDatabase>;
}

/** Dynamic table access; the public functions below keep their types. */
const untyped = (trx: ContentTrx | Kysely<ContentDatabase>) => trx as unknown as Kysely<any>;

export async function readContentVersion(db: Kysely<ContentDatabase>): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function bumpContentVersion(trx: ContentTrx, now: number): Promise<void> {
  await trx
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: now }))
    .where("id", "=", 1)
    .execute();
}

/** Told once a write to the content has committed: the content service reloads what this instance shows. */
export type ContentWriteListener = () => Promise<void>;

/**
 * The listeners live on the store itself, under a registered symbol: the server (which starts the content service)
 * and the app's routes (which write) are built apart, each with its own copy of this module, but share the store.
 */
const WRITE_LISTENERS = Symbol.for("helios.content-write-listeners");

function writeListeners(store: Store): Set<ContentWriteListener> {
  const holder = store as Store & { [WRITE_LISTENERS]?: Set<ContentWriteListener> };
  holder[WRITE_LISTENERS] ??= new Set<ContentWriteListener>();
  return holder[WRITE_LISTENERS];
}

/** Listens to the content writes made through `store` on this instance; answers the way to stop listening. */
export function onContentWritten(store: Store, listener: ContentWriteListener): () => void {
  const listeners = writeListeners(store);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * After a committed write: the listeners reload before the write's caller answers, so the page staff go to next
 * shows the change. A reload that fails is logged, not thrown: the write is stored, and the poll catches up.
 */
async function contentWritten(store: Store): Promise<void> {
  for (const listener of writeListeners(store)) {
    try {
      await listener();
    } catch (error) {
      console.error(`Content reload after a write failed: ${(error as Error).message}`);
    }
  }
}

/**
 * Moves the content version on outside an item's edit (an image deleted from the library changes the pages that
 * show it), in its own transaction, and reloads this instance's content.
 */
export async function contentChanged(store: Store, now = Date.now()): Promise<void> {
  await contentDb(store)
    .transaction()
    .execute((trx) => bumpContentVersion(trx, now));
  await contentWritten(store);
}

/** Moves the content version on outside an edit (an RSVP that fills an event changes its page). */
export async function markContentChanged(trx: Transaction<any>, now = Date.now()): Promise<void> {
  await bumpContentVersion(trx as ContentTrx, now);
}

async function recordRevision(trx: ContentTrx, write: ContentWrite): Promise<void> {
  const { kind, row, action, actor, now } = write;
  await trx
    .insertInto("revisions")
    .values({ id: randomUUID(), kind, item_id: row.id, action, snapshot: JSON.stringify(row), actor, created_at: now })
    .execute();
  // Every content write has a revision: the audit log's entry commits with it (the site's own seeding has none).
  await contentAuditEntry(trx, write);
}

async function selectRow<K extends ContentKind>(trx: ContentTrx | Kysely<ContentDatabase>, kind: K, id: string) {
  return (await untyped(trx).selectFrom(CONTENT_TABLES[kind] as string).selectAll().where("id", "=", id).executeTakeFirst()) as
    | ContentRow<K>
    | undefined;
}

export interface WriteOptions<K extends ContentKind> {
  actor: string;
  now?: number;
  /** The kind's own rule, in the same transaction (a post keeps its old address). */
  hook?: WriteHook<K>;
  /** The field a unique-constraint failure is about: it becomes a ContentConflict naming it. */
  uniqueField?: string;
}

/**
 * One change to an item, in one transaction: the row is inserted (no id) or updated, the kind's hook runs, a
 * revision records the row as it now is, and the content version moves on.
 */
async function writeItem<K extends ContentKind>(
  store: Store,
  kind: K,
  change: { id?: string; set: Record<string, unknown>; action: (before: ContentRow<K> | undefined) => RevisionAction; conflict: string },
  options: WriteOptions<K>,
): Promise<ContentRow<K>> {
  const now = options.now ?? Date.now();
  const table = CONTENT_TABLES[kind] as string;
  let written: ContentRow<K>;
  try {
    written = await contentDb(store)
      .transaction()
      .execute(async (trx) => {
        const before = change.id ? await selectRow(trx, kind, change.id) : undefined;
        if (change.id && !before) throw new ContentNotFound(kind, change.id);
        const id = change.id ?? randomUUID();
        const stamp = { updated_at: now, updated_by: options.actor };
        if (before) await untyped(trx).updateTable(table).set({ ...change.set, ...stamp }).where("id", "=", id).execute();
        else await untyped(trx).insertInto(table).values({ ...change.set, ...stamp, id, created_at: now, deleted_at: null }).execute();
        const after = (await selectRow(trx, kind, id))!;
        await options.hook?.(trx, before, after);
        await recordRevision(trx, { kind, row: after, action: change.action(before), actor: options.actor, now });
        await bumpContentVersion(trx, now);
        return after;
      });
  } catch (error) {
    if (isUniqueViolation(error) && options.uniqueField) throw new ContentConflict(options.uniqueField, change.conflict);
    throw error;
  }
  await contentWritten(store);
  return written;
}

/** Creates (id undefined) or updates an item. */
export async function saveItem<K extends ContentKind>(
  store: Store,
  kind: K,
  id: string | undefined,
  values: EditableFields<K>,
  options: WriteOptions<K>,
): Promise<ContentRow<K>> {
  return writeItem(
    store,
    kind,
    {
      id,
      set: values as Record<string, unknown>,
      action: (before) => (before ? "update" : "create"),
      conflict: "This is already used by another item: choose another.",
    },
    options,
  );
}

/**
 * Changes some fields of a stored item, leaving the others as they are (a project hidden or shown from its list), in
 * one write with its revision ("update").
 */
export async function updateItemFields<K extends ContentKind>(
  store: Store,
  kind: K,
  id: string,
  set: Partial<EditableFields<K>>,
  options: WriteOptions<K>,
): Promise<ContentRow<K>> {
  return writeItem(
    store,
    kind,
    { id, set: set as Record<string, unknown>, action: () => "update", conflict: "This is already used by another item: choose another." },
    options,
  );
}

/** Soft delete (deleted: true) or its undo. */
export async function setDeleted(
  store: Store,
  kind: ContentKind,
  id: string,
  deleted: boolean,
  options: { actor: string; now?: number },
): Promise<void> {
  const now = options.now ?? Date.now();
  await writeItem(
    store,
    kind,
    { id, set: { deleted_at: deleted ? now : null }, action: () => (deleted ? "delete" : "undelete"), conflict: "" },
    { ...options, now },
  );
}

export type Revision = RevisionsTable;

/** An item's history, newest first. */
export async function listRevisions(store: Store, kind: ContentKind, itemId: string): Promise<Revision[]> {
  return contentDb(store)
    .selectFrom("revisions")
    .selectAll()
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * What a revision of one item recorded (its row as it was), or undefined when the revision is not that item's: a
 * restore's rules read it before the restore runs.
 */
export async function recordedVersion<K extends ContentKind>(store: Store, kind: K, itemId: string, revisionId: string): Promise<Partial<ContentRow<K>> | undefined> {
  const revision = await contentDb(store)
    .selectFrom("revisions")
    .select("snapshot")
    .where("id", "=", revisionId)
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return revision ? (JSON.parse(revision.snapshot) as Partial<ContentRow<K>>) : undefined;
}

/** Columns a restore puts back: the edited fields, never the bookkeeping, whether it is deleted or its place in a list. */
export const BOOKKEEPING: ReadonlySet<string> = new Set(["id", "created_at", "updated_at", "updated_by", "deleted_at", "position"]);

/**
 * Brings an item back to what a revision recorded. The restore is itself a revision, so it can be undone the same
 * way. Runs the kind's hook (a post's old address keeps redirecting).
 */
export async function restoreRevision<K extends ContentKind>(
  store: Store,
  kind: K,
  itemId: string,
  revisionId: string,
  options: WriteOptions<K>,
): Promise<ContentRow<K>> {
  const snapshot = await recordedVersion(store, kind, itemId, revisionId);
  if (!snapshot) throw new ContentNotFound(kind, itemId);
  const set = Object.fromEntries(Object.entries(snapshot).filter(([key]) => !BOOKKEEPING.has(key)));
  return writeItem(
    store,
    kind,
    { id: itemId, set, action: () => "restore", conflict: "That version's address is now used by another item: change it first." },
    options,
  );
}

/** One item as stored, deleted or not. */
export async function getItemRow<K extends ContentKind>(store: Store, kind: K, id: string): Promise<ContentRow<K> | undefined> {
  return selectRow(contentDb(store), kind, id);
}

/** Every item of a kind for the staff lists: the live ones, or the deleted ones (to undo). */
export async function listItemRows<K extends ContentKind>(
  store: Store,
  kind: K,
  options: { deleted: boolean },
): Promise<ContentRow<K>[]> {
  let query = untyped(contentDb(store)).selectFrom(CONTENT_TABLES[kind] as string).selectAll();
  query = options.deleted ? query.where("deleted_at", "is not", null) : query.where("deleted_at", "is", null);
  return (await query.orderBy("updated_at", "desc").execute()) as ContentRow<K>[];
}

/** The kinds staff put in an order of their own (a `position` column, smallest first). */
export type OrderedKind = { [K in ContentKind]: ContentRow<K> extends { position: number } ? K : never }[ContentKind];

/** The live items of an ordered kind (drafts included), in their order: the newest first among equal positions. */
export async function listInOrder<K extends OrderedKind>(store: Store | ContentTrx, kind: K): Promise<ContentRow<K>[]> {
  const db = "raw" in store ? contentDb(store) : store;
  return (await untyped(db)
    .selectFrom(CONTENT_TABLES[kind] as string)
    .selectAll()
    .where("deleted_at", "is", null)
    .orderBy("position")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute()) as ContentRow<K>[];
}

/** The position a new item takes: ahead of every other, so the newest comes first until staff move it. */
export async function firstPosition(store: Store, kind: OrderedKind): Promise<number> {
  const row = (await untyped(contentDb(store))
    .selectFrom(CONTENT_TABLES[kind] as string)
    .select((eb: any) => eb.fn.min("position").as("first"))
    .executeTakeFirst()) as { first: number | string | null } | undefined;
  return row?.first === null || row?.first === undefined ? 0 : Number(row.first) - 1;
}

/**
 * Puts the live items of a kind in a new order, in one transaction: `order(ids)` gets their ids as they are and
 * answers them as they should be (any id it leaves out keeps its turn after the others). The item staff moved gets a
 * revision ("move"); the content version moves on. Answers the ids in their order before the change, for an undo.
 */
export async function reorderItems(
  store: Store,
  kind: OrderedKind,
  order: (ids: string[]) => string[],
  options: { actor: string; moved: string; now?: number },
): Promise<{ before: string[]; after: string[] }> {
  const now = options.now ?? Date.now();
  const table = CONTENT_TABLES[kind] as string;
  const result = await contentDb(store)
    .transaction()
    .execute(async (trx) => {
      // Locks the version row first: two reorders at once apply one after the other, each on the other's result.
      await trx.updateTable("content_version").set((eb) => ({ changed_at: eb.ref("changed_at") })).where("id", "=", 1).execute();
      const rows = await listInOrder(trx, kind);
      const before = rows.map((row) => row.id);
      const wanted = order(before).filter((id, index, all) => before.includes(id) && all.indexOf(id) === index);
      const after = [...wanted, ...before.filter((id) => !wanted.includes(id))];
      for (const [index, id] of after.entries()) {
        const row = rows.find((candidate) => candidate.id === id)!;
        if (Number(row.position) !== index) await untyped(trx).updateTable(table).set({ position: index }).where("id", "=", id).execute();
      }
      const moved = await selectRow(trx, kind, options.moved);
      if (moved && before.join() !== after.join()) {
        await recordRevision(trx, { kind, row: moved, action: "move", actor: options.actor, now });
        await bumpContentVersion(trx, now);
      }
      return { before, after, changed: Boolean(moved) && before.join() !== after.join() };
    });
  if (result.changed) await contentWritten(store);
  return { before: result.before, after: result.after };
}

/**
 * Whether another item of a kind with its own address (a post's /journal/…, a project's /projects/…) has `slug` now:
 * the editor says so by the field before saving (the unique index refuses it anyway).
 */
export async function slugInUse(db: Store["db"] | Transaction<ContentDatabase>, table: "posts" | "projects", slug: string, exceptId?: string): Promise<boolean> {
  const content = db as unknown as Transaction<ContentDatabase>;
  // Both tables have an id and a slug; the query is the same for either.
  let query = content.selectFrom(table as "posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}
