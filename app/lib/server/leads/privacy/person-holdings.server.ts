import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../platform/db-schema";

/**
 * What is held on a person or on some leads (decision 076): the rows an export reads and an erasure deletes. One
 * place finds them, so the export shows exactly what the erasure removes.
 */

type Db = Kysely<Database>;

/** The rows held, by id. */
export interface Holdings {
  /** The person and the people merged into them (their page redirects to this one); empty for leads alone. */
  personIds: string[];
  leadIds: string[];
  /** The addresses of the leads, as compared (trimmed, lower case). */
  emails: string[];
  /** Visits of the leads, and those staff booked for one of the addresses without a lead. */
  visitIds: string[];
  /**
   * Mails in the outbox: those of the leads (confirmations, notices to staff, replies, a visit's reminder), those sent
   * to one of the addresses, and staff's morning mails that list one of the leads (by its link).
   */
  outboxIds: string[];
  attachmentIds: string[];
}

/** How many rows of each kind an erasure removed: what its audit entry says, and nothing else. */
export interface ErasedCounts {
  leads: number;
  rsvps: number;
  visits: number;
  replies: number;
  notes: number;
  events: number;
  files: number;
  mails: number;
  consents: number;
  people: number;
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/** The person and every person merged into them, however many merges deep. */
export async function personCluster(db: Db, personId: string): Promise<string[]> {
  const cluster = [personId];
  let frontier = [personId];
  while (frontier.length) {
    const rows = await db.selectFrom("people").select("id").where("merged_into", "in", frontier).execute();
    frontier = rows.map((row) => row.id).filter((id) => !cluster.includes(id));
    cluster.push(...frontier);
  }
  return cluster;
}

/** What is held on these leads (and on these addresses, for a person): the rows to export or erase. */
export async function leadHoldings(db: Db, leadIds: string[], personIds: string[] = [], extraEmails: string[] = []): Promise<Holdings> {
  const leads = leadIds.length ? await db.selectFrom("submissions").select(["id", "email"]).where("id", "in", leadIds).execute() : [];
  const ids = leads.map((lead) => lead.id);
  const emails = unique([...extraEmails, ...(personIds.length ? leads.map((lead) => lead.email.trim().toLowerCase()) : [])]).filter(Boolean);
  const visits = ids.length || emails.length
    ? await db
        .selectFrom("visits")
        .select(["id", "reminder_outbox_id"])
        .where((eb) =>
          eb.or([
            ...(ids.length ? [eb("submission_id", "in", ids)] : []),
            ...(emails.length ? [eb.and([eb("submission_id", "is", null), eb(eb.fn("lower", ["email"]), "in", emails)])] : []),
          ]),
        )
        .execute()
    : [];
  const reminders = visits.map((visit) => visit.reminder_outbox_id).filter((id): id is string => id !== null);
  const outbox = ids.length || emails.length || reminders.length
    ? await db
        .selectFrom("outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            ...(ids.length ? [eb("submission_id", "in", ids)] : []),
            ...(emails.length ? [eb(eb.fn("lower", ["recipient"]), "in", emails)] : []),
            ...(reminders.length ? [eb("id", "in", reminders)] : []),
            // Staff's morning mails link each lead they list: a copy naming the person goes with them.
            ...ids.map((id) => eb.and([eb("submission_id", "is", null), eb("body", "like", `%/admin/submissions/${id}%`)])),
          ]),
        )
        .execute()
    : [];
  const attachments = ids.length ? await db.selectFrom("lead_attachments").select("id").where("submission_id", "in", ids).execute() : [];
  return {
    personIds,
    leadIds: ids,
    emails,
    visitIds: visits.map((visit) => visit.id),
    outboxIds: outbox.map((row) => row.id),
    attachmentIds: attachments.map((row) => row.id),
  };
}

/** Everything held on a person: their leads and those of the people merged into them, and their addresses. */
export async function personHoldings(db: Db, personId: string): Promise<Holdings | undefined> {
  const person = await db.selectFrom("people").select(["id", "merged_into"]).where("id", "=", personId).executeTakeFirst();
  if (!person || person.merged_into) return undefined;
  const personIds = await personCluster(db, personId);
  const leads = await db.selectFrom("submissions").select("id").where("person_id", "in", personIds).execute();
  return leadHoldings(db, leads.map((lead) => lead.id), personIds);
}

/** How many rows a delete removed. */
async function deleted(query: Promise<{ numDeletedRows: bigint }[]>): Promise<number> {
  return (await query).reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}

/**
 * Deletes what is held, in `trx` (the caller's transaction, so that the audit entry commits with it): the files and
 * their bytes, the quote's schedule, consents, replies, notes and events, visits with their cells and links, the mails
 * of the outbox, the leads (the search index follows them: decision 068's triggers), and the people with the record of
 * their merges and splits. The suppression list is left alone: an address that unsubscribed stays unsubscribed.
 */
export async function eraseHoldings(trx: Transaction<Database>, held: Holdings): Promise<ErasedCounts> {
  const { leadIds, visitIds, outboxIds, attachmentIds, personIds } = held;
  const counts: ErasedCounts = { leads: 0, rsvps: 0, visits: 0, replies: 0, notes: 0, events: 0, files: 0, mails: 0, consents: 0, people: 0 };
  if (attachmentIds.length) {
    await trx.deleteFrom("lead_attachment_chunks").where("attachment_id", "in", attachmentIds).execute();
    counts.files = await deleted(trx.deleteFrom("lead_attachments").where("id", "in", attachmentIds).execute());
  }
  if (leadIds.length) {
    await trx.deleteFrom("quote_openings").where("submission_id", "in", leadIds).execute();
    await trx.deleteFrom("quote_requests").where("submission_id", "in", leadIds).execute();
    counts.consents = await deleted(trx.deleteFrom("marketing_consents").where("submission_id", "in", leadIds).execute());
    counts.replies = await deleted(trx.deleteFrom("lead_replies").where("submission_id", "in", leadIds).execute());
    counts.notes = Number(
      (
        await trx
          .selectFrom("lead_events")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("submission_id", "in", leadIds)
          .where("kind", "=", "note")
          .executeTakeFirstOrThrow()
      ).count,
    );
    counts.events =
      (await deleted(trx.deleteFrom("lead_events").where("submission_id", "in", leadIds).execute())) +
      (await deleted(trx.deleteFrom("submission_events").where("submission_id", "in", leadIds).execute()));
    await trx.deleteFrom("held_submissions").where("submission_id", "in", leadIds).execute();
  }
  if (visitIds.length) {
    await trx.deleteFrom("visit_tokens").where("visit_id", "in", visitIds).execute();
    await trx.deleteFrom("visit_cells").where("visit_id", "in", visitIds).execute();
    counts.visits = await deleted(trx.deleteFrom("visits").where("id", "in", visitIds).execute());
  }
  if (outboxIds.length) counts.mails = await deleted(trx.deleteFrom("outbox").where("id", "in", outboxIds).execute());
  if (leadIds.length) {
    counts.rsvps = Number(
      (
        await trx
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("id", "in", leadIds)
          .where("kind", "=", "rsvp")
          .executeTakeFirstOrThrow()
      ).count,
    );
    counts.leads = await deleted(trx.deleteFrom("submissions").where("id", "in", leadIds).execute());
  }
  if (personIds.length) {
    await trx
      .deleteFrom("person_changes")
      .where((eb) => eb.or([eb("person_id", "in", personIds), eb("other_person_id", "in", personIds)]))
      .execute();
    counts.people = await deleted(trx.deleteFrom("people").where("id", "in", personIds).execute());
  }
  return counts;
}

/** The erasure's counts as the audit log says them: numbers only, never what was erased. */
export function countsText(counts: ErasedCounts): string {
  const parts: [number, string, string][] = [
    [counts.leads, "lead", "leads"],
    [counts.rsvps, "RSVP", "RSVPs"],
    [counts.visits, "visit", "visits"],
    [counts.replies, "reply", "replies"],
    [counts.notes, "note", "notes"],
    [counts.events, "event", "events"],
    [counts.files, "file", "files"],
    [counts.mails, "mail", "mails"],
    [counts.consents, "consent", "consents"],
  ];
  return parts.map(([count, one, many]) => `${count} ${count === 1 ? one : many}`).join(", ");
}

/** Leads whose person has no lead left: those people (and the people merged into them) go too. */
export async function emptiedPeople(db: Db, personIds: string[]): Promise<string[]> {
  const emptied: string[] = [];
  for (const personId of unique(personIds)) {
    const cluster = await personCluster(db, personId);
    const left = await db.selectFrom("submissions").select("id").where("person_id", "in", cluster).limit(1).executeTakeFirst();
    if (!left) emptied.push(...cluster);
  }
  return unique(emptied);
}
