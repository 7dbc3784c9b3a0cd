import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { recordAuditBy } from "../../audit/audit-log.server";
import type { Database } from "../../platform/db-schema";

/**
 * Staff's merges and splits of people (decision 071), each in one transaction with its record in person_changes (which
 * leads moved, from whom to whom) and its audit entry (ids and counts only, no personal data). A merge moves the
 * other person's leads to the person kept and marks the other as merged into it (its page then leads there, and a
 * later lead with its email or phone finds the kept person through the moved leads); Undo moves exactly the recorded
 * leads back. A split moves chosen leads to a new person.
 */

type Db = Kysely<Database>;

export type PersonChangeResult = { ok: true; message: string; personId?: string } | { ok: false; status: number; message: string };

export const personPath = (id: string) => `/admin/people/${id}`;

const leadsWord = (count: number) => (count === 1 ? "1 lead" : `${count} leads`);

async function personRow(db: Db, id: string) {
  return db.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
}

async function leadIdsOf(db: Db, personId: string): Promise<string[]> {
  const rows = await db.selectFrom("submissions").select("id").where("person_id", "=", personId).orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => row.id);
}

/** Moves `otherId`'s leads to `keepId`, recorded so that it can be undone. */
export async function mergePeople(db: Db, keepId: string, otherId: string, actor: string, now = Date.now()): Promise<PersonChangeResult> {
  if (keepId === otherId) return { ok: false, status: 400, message: "Choose another person to merge with: this is the same person." };
  return db.transaction().execute(async (trx) => {
    const [keep, other] = await Promise.all([personRow(trx, keepId), personRow(trx, otherId)]);
    if (!keep) return { ok: false, status: 404, message: "No person has this address." };
    if (!other) return { ok: false, status: 404, message: "The person to merge with no longer exists." };
    if (keep.merged_into) return { ok: false, status: 409, message: "This person was merged into another meanwhile: open that person to merge." };
    if (other.merged_into) return { ok: false, status: 409, message: "That person was already merged into another." };
    const moved = await leadIdsOf(trx, otherId);
    if (moved.length === 0) return { ok: false, status: 409, message: "That person has no leads to merge." };
    await trx.updateTable("submissions").set({ person_id: keepId }).where("person_id", "=", otherId).execute();
    await trx.updateTable("people").set({ merged_into: keepId, merged_at: now }).where("id", "=", otherId).execute();
    await trx
      .insertInto("person_changes")
      .values({ id: randomUUID(), kind: "merge", person_id: keepId, other_person_id: otherId, lead_ids: JSON.stringify(moved), actor, created_at: now, undone_at: null, undone_by: null })
      .execute();
    await recordAuditBy(trx, actor, { action: "people-merged", subject: `person ${otherId} (${leadsWord(moved.length)}) into person ${keepId}`, link: personPath(keepId), at: now });
    return { ok: true, message: `Merged: ${leadsWord(moved.length)} moved to this person.` };
  });
}

/** Undoes a merge into `keepId`: the leads it moved, where they still are, go back to the person they came from. */
export async function undoMerge(db: Db, keepId: string, changeId: string, actor: string, now = Date.now()): Promise<PersonChangeResult> {
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom("person_changes")
      .selectAll()
      .where("id", "=", changeId)
      .where("kind", "=", "merge")
      .where("person_id", "=", keepId)
      .executeTakeFirst();
    if (!change) return { ok: false, status: 404, message: "That merge is not one of this person's." };
    if (change.undone_at !== null) return { ok: false, status: 409, message: "That merge was undone already." };
    const other = await personRow(trx, change.other_person_id);
    if (other?.merged_into !== keepId) return { ok: false, status: 409, message: "That merge can no longer be undone: its person was changed since." };
    const leadIds = JSON.parse(change.lead_ids) as string[];
    const result = await trx.updateTable("submissions").set({ person_id: change.other_person_id }).where("id", "in", leadIds).where("person_id", "=", keepId).executeTakeFirst();
    const back = Number(result.numUpdatedRows);
    await trx.updateTable("people").set({ merged_into: null, merged_at: null }).where("id", "=", change.other_person_id).execute();
    await trx.updateTable("person_changes").set({ undone_at: now, undone_by: actor }).where("id", "=", changeId).execute();
    await recordAuditBy(trx, actor, { action: "people-unmerged", subject: `person ${change.other_person_id} (${leadsWord(back)}) out of person ${keepId}`, link: personPath(keepId), at: now });
    const stayed = leadIds.length - back;
    return {
      ok: true,
      personId: change.other_person_id,
      message: `Merge undone: ${leadsWord(back)} moved back to their own person${stayed ? ` (${leadsWord(stayed)} had moved since, and stayed where they are)` : ""}.`,
    };
  });
}

/** Moves the chosen leads of `personId` to a new person (at least one lead stays). */
export async function splitPerson(db: Db, personId: string, chosen: string[], actor: string, now = Date.now()): Promise<PersonChangeResult> {
  const leadIds = [...new Set(chosen)];
  if (leadIds.length === 0) return { ok: false, status: 400, message: "Choose the leads to move to a new person: none was chosen." };
  return db.transaction().execute(async (trx) => {
    const person = await personRow(trx, personId);
    if (!person) return { ok: false, status: 404, message: "No person has this address." };
    if (person.merged_into) return { ok: false, status: 409, message: "This person was merged into another meanwhile: open that person to split." };
    const own = await leadIdsOf(trx, personId);
    if (leadIds.some((id) => !own.includes(id))) return { ok: false, status: 409, message: "Some of the chosen leads are no longer this person's: look again and choose." };
    if (leadIds.length === own.length) {
      return { ok: false, status: 400, message: "Leave at least one lead with this person: choose only those that are someone else's." };
    }
    const newId = randomUUID();
    await trx.insertInto("people").values({ id: newId, created_at: now, merged_into: null, merged_at: null }).execute();
    await trx.updateTable("submissions").set({ person_id: newId }).where("id", "in", leadIds).where("person_id", "=", personId).execute();
    await trx
      .insertInto("person_changes")
      .values({ id: randomUUID(), kind: "split", person_id: personId, other_person_id: newId, lead_ids: JSON.stringify(leadIds), actor, created_at: now, undone_at: null, undone_by: null })
      .execute();
    await recordAuditBy(trx, actor, { action: "person-split", subject: `${leadsWord(leadIds.length)} of person ${personId} to new person ${newId}`, link: personPath(newId), at: now });
    return { ok: true, personId: newId, message: `Split: ${leadsWord(leadIds.length)} moved to a new person.` };
  });
}
