import { data, redirect, type AppLoadContext } from "react-router";
import { CONTENT_KINDS, editorPath, type EditorNotice, type KindWords, type StaffContentKind } from "#app/lib/admin/content-kinds";
import { staffTime } from "#app/lib/business-time";
import type { RawFields } from "#app/lib/forms/fields";
import type { AppServices } from "../platform/services.server";
import { readStaffPost, type StaffPost } from "../staff/staff-post.server";
import type { ContentKind } from "./content-schema";
import { ContentConflict, ContentNotFound, listRevisions, setDeleted, type Revision } from "./content-store.server";
import { restoreVersion } from "./owner-content.server";
import { historyChanges, type HistoryFields } from "./revision-changes.server";

export type { EditorNotice } from "#app/lib/admin/content-kinds";

export function notice(tone: EditorNotice["tone"], message: string, status = tone === "success" ? 200 : 400) {
  return data<EditorNotice>({ tone, message }, { status });
}

/**
 * The actions every owner content item shares, from its editor or its list: delete (undone from the list),
 * bring back, and restore an earlier version. Every change is live at once on this instance (the content store
 * reloads it) and within the poll on the others. Answers undefined when the intent is not one of these.
 */
export async function sharedContentAction(
  kind: StaffContentKind,
  itemId: string,
  fields: RawFields,
  actor: string,
  services: Pick<AppServices, "store">,
) {
  const names: KindWords = CONTENT_KINDS[kind];
  try {
    switch (fields.intent) {
      case "delete":
        await setDeleted(services.store, kind, itemId, true, { actor });
        return redirect(`${names.listPath}?deleted=${encodeURIComponent(itemId)}`, 303);
      case "undelete":
        await setDeleted(services.store, kind, itemId, false, { actor });
        return redirect(editorPath(kind, itemId, "restored=1"), 303);
      case "restore": {
        if (typeof fields.revision !== "string") return notice("error", "Choose a version to restore.");
        await restoreVersion(services.store, kind, itemId, fields.revision, actor);
        return notice("success", `The earlier version of ${names.thisOne ?? `this ${names.one}`} is back, and live on the site.`);
      }
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof ContentNotFound) throw data(`No ${names.one} has this address.`, { status: 404 });
    if (error instanceof ContentConflict) return notice("error", error.message, 409);
    throw error;
  }
}

/**
 * An item's history for its editor, each version summed up by `describe` (what it then said) and, with `fields`,
 * what each edit changed from the version before it (the fields by their labels, with before and after).
 */
export async function revisionLines(
  services: Pick<AppServices, "store">,
  kind: ContentKind,
  itemId: string,
  describe: (snapshot: Record<string, unknown>) => string,
  fields?: HistoryFields,
) {
  const revisions: Revision[] = await listRevisions(services.store, kind, itemId);
  const snapshots = revisions.map((revision) => JSON.parse(revision.snapshot) as Record<string, unknown>);
  const changes = fields ? historyChanges(revisions.map((revision) => revision.action), snapshots, fields) : [];
  return revisions.map((revision, index) => ({
    id: revision.id,
    action: revision.action,
    actor: revision.actor,
    at: staffTime(Number(revision.created_at)),
    summary: describe(snapshots[index]!),
    changes: changes[index] ?? [],
  }));
}


/**
 * The action of a content list (events, announcements, journal, projects): bringing a deleted item back. Deleting is
 * done from the item's editor. A list with actions of its own (the projects' order) answers them in `more`, which
 * answers undefined for an intent it does not know.
 */
export async function contentListAction<T = never>(
  kind: StaffContentKind,
  request: Request,
  context: AppLoadContext,
  more?: (post: StaffPost) => Promise<T | undefined>,
) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return notice("error", post.message, post.status);
  const { staff, services, fields } = post;
  const answer =
    fields.intent === "undelete" && typeof fields.id === "string" && fields.id
      ? await sharedContentAction(kind, fields.id, fields, staff.email, services)
      : await more?.(post);
  return answer ?? notice("error", "That action is not known.");
}
