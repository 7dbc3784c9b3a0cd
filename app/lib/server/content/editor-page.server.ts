import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { CONTENT_KINDS, editorPath, NEW_ID, type EditorForm, type StaffContentKind } from "#app/lib/admin/content-kinds";
import { staffTime } from "#app/lib/business-time";
import { fieldErrors, type RawFields } from "#app/lib/forms/fields";
import type { Store } from "../platform/database.server";
import { requireServices, type AppServices } from "../platform/services.server";
import { requireStaff } from "../staff/auth.server";
import { ContentConflict, ContentNotFound, getItemRow, type ContentRow } from "./content-store.server";
import { notice, revisionLines, sharedContentAction, type EditorNotice } from "./editor-actions.server";
import { readStaffPost, type StaffPost } from "../staff/staff-post.server";
import { pdfCharacterWarnings } from "#app/lib/server/pdf/unprintable.server";
import type { ContentKindDefinition } from "./kinds/definition.server";

/**
 * A content kind's editor part (its definition's `editor`, kinds/<kind>.server.ts): its form (schema, labels, order), how a stored item becomes the form's values and a
 * post becomes them again, how a version is summed up in the history, and how it is saved. The shared loader and
 * action below do everything else (staff only, 404, delete, undo, restore, saved redirect, refusals).
 */
export interface ServerContentKind<K extends StaffContentKind, S extends z.ZodType = z.ZodType> {
  /** What the kind is and can do (kinds/<kind>.server.ts, decision 056): one record or many, made and deleted where. */
  definition: ContentKindDefinition<K>;
  form: EditorForm<S> & { kind: K };
  /** A stored item (undefined: a new one) as the form's values. */
  toValues(row: ContentRow<K> | undefined): Record<string, string>;
  /** The form's values as posted, as text (capped), to parse or to fill the form in again. */
  fromPosted(fields: RawFields): Record<string, string>;
  /** A version in the item's history ("Spring Open House, April 17th, 2027, …"). */
  describe(snapshot: Record<string, unknown>): string;
  /** Stores the parsed input (id undefined: a new item); a value another item has throws ContentConflict. */
  save(store: Store, id: string | undefined, input: z.output<S>, actor: string): Promise<{ id: string }>;
  /** Refusals beyond the schema that need the database (an image no longer in the library): field errors, or nothing. */
  check?(input: z.output<S>, values: Record<string, string>, store: Store, id: string | undefined): Promise<{ status: number; errors: Record<string, string> } | undefined>;
  /** The field errors for a value another item has (409), when the kind has a unique field. */
  conflict?(input: z.output<S>): Record<string, string>;
  /**
   * Why a recorded version cannot be restored now (a rule no database constraint holds, like a pivot design's name
   * unique whatever its capitals), or nothing; the refusal answers 409 with this message.
   */
  checkRestore?(store: Store, id: string, revisionId: string): Promise<string | undefined>;
  /**
   * The kind's own delete and its undo, instead of the shared ones (a pivot design leaves its gallery and keeps its
   * place): each answers a problem (refused, 409) or nothing (done: to the list with ?done=removed, or back to the
   * editor with ?restored=1).
   */
  ownDelete?: {
    remove(store: Store, id: string, actor: string): Promise<string | undefined>;
    bringBack(store: Store, id: string, actor: string): Promise<string | undefined>;
  };
}

type RouteArgs = { request: Request; params: { id?: string }; context: AppLoadContext };

/** The id an editor's address names: a one-record kind's own, else the address's (NEW_ID when absent). */
function itemId(definition: ContentKindDefinition, params: { id?: string }): string {
  const { records } = definition;
  return records === "many" ? (params.id ?? NEW_ID) : records.one;
}

/**
 * The item an editor's address names (none for NEW_ID, on a kind staff make items of), for staff only; an address
 * that names none is a 404.
 */
export async function loadItem<K extends StaffContentKind>(kind: ServerContentKind<K>, { request, params, context }: RouteArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const url = new URL(request.url);
  const id = itemId(kind.definition, params);
  const isNew = id === NEW_ID && kind.definition.creatable;
  const row = isNew ? undefined : await getItemRow(services.store, kind.form.kind, id);
  if (!isNew && !row) throw data(`No ${CONTENT_KINDS[kind.form.kind].one} has this address.`, { status: 404 });
  return { services, url, row };
}

export type LoadedItem<K extends StaffContentKind> = Awaited<ReturnType<typeof loadItem<K>>>;

/**
 * What every editor shows of its item: its values, last edit, deleted state, history and the notices its address
 * asks for (?saved=1, ?restored=1, ?confirm=delete). `more` adds the kind's own (and may replace the values).
 */
export async function editorData<K extends StaffContentKind, More extends object = object>(
  kind: ServerContentKind<K>,
  item: LoadedItem<K>,
  more?: (item: LoadedItem<K>, values: Record<string, string>) => Promise<More> | More,
) {
  const { row, url, services } = item;
  const values = kind.toValues(row);
  const saved = url.searchParams.get("saved") === "1";
  const [extra, revisions, pdfWarnings] = await Promise.all([
    more ? more(item, values) : ({} as More),
    row
      ? revisionLines(services, kind.form.kind, row.id, kind.describe, {
          values: (snapshot) => kind.toValues(snapshot as unknown as ContentRow<K>),
          form: kind.form,
        })
      : Promise.resolve([]),
    // After a save: the characters of what was saved that the PDFs print as "?" (decision 053).
    saved && row ? pdfCharacterWarnings(kind.form.kind, values) : Promise.resolve([]),
  ]);
  return {
    id: row?.id ?? null,
    /** Changes with every write: the form starts again from what is stored (after a restore, say). */
    version: row ? Number(row.updated_at) : 0,
    values,
    deleted: row?.deleted_at ? staffTime(Number(row.deleted_at)) : null,
    lastEdit: row ? { by: row.updated_by, at: staffTime(Number(row.updated_at)) } : null,
    revisions,
    saved,
    pdfWarnings,
    restored: url.searchParams.get("restored") === "1",
    confirmDelete: Boolean(row) && url.searchParams.get("confirm") === "delete",
    /** The editor offers Delete (its definition's `delete` is "editor"). */
    deletable: kind.definition.delete === "editor",
    ...extra,
  };
}

/** The intents every stored item takes (see sharedContentAction); a new item has none of them yet. */
const ITEM_INTENTS = new Set(["delete", "undelete", "restore"]);

/** A staff post to an editor, read: who sent it, the item it is about (undefined: new) and the form's values. */
export type EditorPost = StaffPost & { id: string | undefined; values: Record<string, string> };

/**
 * An editor's action: delete, undo and restore (shared by every kind), the kind's own intents (`more`, which answers
 * undefined for one it does not know), then save: the form's values are checked with the kind's schema and its
 * `check`, a refusal answers 422 (409 for a value another item has) with every value typed, and a save redirects
 * to the editor with ?saved=1. `answerData` adds to every refusal what the page needs to show it (images, say).
 */
export async function editorAction<K extends StaffContentKind, S extends z.ZodType, More = never>(
  kind: ServerContentKind<K, S>,
  { request, params, context }: RouteArgs,
  options: {
    more?: (post: EditorPost) => Promise<More | undefined>;
    answerData?: (values: Record<string, string>, services: AppServices) => Promise<object>;
    /** Fields a post may have, for a form with more than the usual limit (the company details). */
    maxFields?: number;
  } = {},
) {
  const post = await readStaffPost(request, context, { maxFields: options.maxFields });
  if (!post.ok) return notice("error", post.message, post.status);
  const { staff, services, fields } = post;
  const kindName = kind.form.kind;
  const words = CONTENT_KINDS[kindName];
  const { definition } = kind;
  const named = itemId(definition, params);
  const id = named === NEW_ID ? undefined : named;

  if (id && (fields.intent === "delete" || fields.intent === "undelete")) {
    if (typeof definition.delete === "object") return notice("error", definition.delete.never, 400);
    if (kind.ownDelete) {
      const removing = fields.intent === "delete";
      const problem = await (removing ? kind.ownDelete.remove : kind.ownDelete.bringBack)(services.store, id, staff.email);
      if (problem) return notice("error", problem, 409);
      return redirect(removing ? `${words.listPath}?done=removed` : editorPath(kindName, id, "restored=1"), 303);
    }
  }
  if (id) {
    if (fields.intent === "restore" && typeof fields.revision === "string" && kind.checkRestore) {
      const problem = await kind.checkRestore(services.store, id, fields.revision);
      if (problem) return notice("error", problem, 409);
    }
    const shared = await sharedContentAction(kindName, id, fields, staff.email, services);
    if (shared) return shared;
  }
  const values = kind.fromPosted(fields);
  const own = await options.more?.({ ...post, id, values });
  if (own !== undefined) return own;
  if (fields.intent !== "save") {
    const first = !id && typeof fields.intent === "string" && ITEM_INTENTS.has(fields.intent);
    return notice("error", first ? `Save the ${words.one} first.` : "That action is not known.");
  }

  // Everything typed comes back, so nothing is lost; each problem shows by its field.
  const refused = async (status: number, errors: Record<string, string>) =>
    data<EditorNotice>(
      { tone: "error", message: `The ${words.one} was not saved.`, errors, values, ...(await options.answerData?.(values, services)) },
      { status },
    );
  const parsed = kind.form.schema.safeParse(values);
  if (!parsed.success) return refused(422, fieldErrors(parsed.error));
  const input = parsed.data as z.output<S>;
  const problem = await kind.check?.(input, values, services.store, id);
  if (problem) return refused(problem.status, problem.errors);
  try {
    // The content store reloads what this instance shows once the write commits.
    const row = await kind.save(services.store, id, input, staff.email);
    return redirect(editorPath(kindName, row.id, "saved=1"), 303);
  } catch (error) {
    if (error instanceof ContentConflict && kind.conflict) return refused(409, kind.conflict(input));
    if (error instanceof ContentNotFound) throw data(`No ${words.one} has this address.`, { status: 404 });
    throw error;
  }
}
