import type { Kysely } from "kysely";
import { NO_PERSON_MESSAGE } from "#app/lib/leads/person-data";
import { recordAudit, type AuditActor } from "../../audit/audit-log.server";
import type { Database } from "../../platform/db-schema";
import { countsText, eraseHoldings, personHoldings, type ErasedCounts } from "./person-holdings.server";

/**
 * Erasing everything held on a person (issue 43, decision 076): their leads of every kind and all that hangs on them,
 * in one transaction with the audit entry that says it happened, by whom, when and how many rows, never what.
 */

export type ErasureOutcome = { ok: true; counts: ErasedCounts } | { ok: false; status: 404; message: string };

export { NO_PERSON_MESSAGE };

export async function erasePerson(db: Kysely<Database>, personId: string, actor: AuditActor, now = Date.now()): Promise<ErasureOutcome> {
  return db.transaction().execute(async (trx) => {
    const held = await personHoldings(trx, personId);
    if (!held) return { ok: false, status: 404, message: NO_PERSON_MESSAGE };
    const counts = await eraseHoldings(trx, held);
    await recordAudit(trx, { actor, action: "person-erased", subject: `Person ${personId}: ${countsText(counts)}`, at: now });
    return { ok: true, counts };
  });
}

/** What the confirm page shows before the erasure: how many of each will go. */
export async function erasurePreview(db: Kysely<Database>, personId: string) {
  const held = await personHoldings(db, personId);
  if (!held) return undefined;
  const leads = held.leadIds.length
    ? await db.selectFrom("submissions").select(["first_name", "last_name", "kind"]).where("id", "in", held.leadIds).orderBy("created_at", "desc").execute()
    : [];
  const latest = leads[0];
  return {
    name: latest ? `${latest.first_name} ${latest.last_name}` : "A person with no leads",
    emails: held.emails,
    leads: leads.length,
    visits: held.visitIds.length,
    files: held.attachmentIds.length,
    mails: held.outboxIds.length,
  };
}
