import { replyTemplates } from "#app/content/reply-templates";
import type { Store } from "../../platform/database.server";
import { seededRow, seedKindOnce } from "../seed.server";
import { defineKind } from "./definition.server";

/**
 * The reply templates of the leads' pages (decision 072): many, made and deleted in their editor, no images, in the
 * order of their names; seeded once with the shipped ones (app/content/reply-templates.ts). Staff-only: the public
 * pages never read them, so the snapshot has no part of theirs.
 */

/** The first start with the templates table fills it with the shipped templates. */
export function seedReplyTemplates(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "reply_template",
    () => replyTemplates.map((template) => ({ ...seededRow(now), name: template.name, subject: template.subject, body: template.body })),
    now,
  );
}

export const replyTemplate = defineKind({
  kind: "reply_template",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: false,
  images: "none",
  seed: seedReplyTemplates,
  snapshot: { core: [] },
});
