import type { Kysely, Transaction } from "kysely";
import { CONTENT_KINDS, editorPath, type StaffContentKind } from "#app/lib/admin/content-kinds";
import { SEED_ACTOR } from "#app/lib/admin/editor-name";
import type { ContentKind, RevisionAction } from "./content-schema";
import type { Database } from "../platform/db-schema";
import { recordAudit } from "../audit/audit-log.server";

/** The fields that name an item, in the order tried ("“S700”", "“Open House”"). */
const NAMING_FIELDS = ["title", "name", "heading", "label", "text", "quote"] as const;

/** An item's name for the log: its title or name, else its id. */
function itemName(row: Record<string, unknown>): string {
  for (const field of NAMING_FIELDS) {
    const value = row[field];
    if (typeof value === "string" && value.trim()) return value.trim().slice(0, 120);
  }
  return String(row.id);
}

/**
 * The audit log's entry for a content write, in the write's own transaction: who (the account of the email the
 * revision names), what ("product “S700”", with the editor's address), when. The seeding at the first start is not
 * a staff member's doing and is not logged.
 */
/** One content write as its revision and its audit entry record it. */
export interface ContentWrite {
  kind: ContentKind;
  row: { id: string };
  action: RevisionAction;
  actor: string;
  now: number;
}

export async function contentAuditEntry(trx: Transaction<any>, { kind, row, action, actor, now }: ContentWrite): Promise<void> {
  if (actor === SEED_ACTOR) return;
  const db = trx as unknown as Kysely<Database>;
  const account = await db.selectFrom("users").select("id").where("email", "=", actor).executeTakeFirst();
  const staffKind = Object.hasOwn(CONTENT_KINDS, kind) ? (kind as StaffContentKind) : undefined;
  const what = staffKind ? CONTENT_KINDS[staffKind].one : kind;
  await recordAudit(db, {
    actor: { id: account?.id ?? null, email: actor },
    action,
    subject: `${what} “${itemName(row as Record<string, unknown>)}”`,
    link: staffKind ? editorPath(staffKind, row.id) : undefined,
    at: now,
  });
}
