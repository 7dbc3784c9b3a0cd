import type { Kysely } from "kysely";
import { staffTime } from "#app/lib/business-time";
import { formLabel } from "#app/lib/forms/form-ids";
import type { Database, PersonChangesTable } from "../../platform/db-schema";
import type { TimelineEntry } from "../timeline/timeline-entry.server";

/**
 * The "person" entries of the leads' timeline (decision 071): merges (and their undoing), splits, and new leads whose
 * email and phone matched two people, for every person the given leads belong to. A timeline source of the shared
 * shape: `(db, submissionIds) => entries`.
 */

const leadsWord = (count: number) => (count === 1 ? "1 lead" : `${count} leads`);

interface LeadName {
  id: string;
  person_id: string | null;
  first_name: string;
  last_name: string;
  form_id: string;
  created_at: number;
}

export async function personTimelineEntries(db: Kysely<Database>, submissionIds: string[]): Promise<TimelineEntry[]> {
  if (submissionIds.length === 0) return [];
  const own = await db.selectFrom("submissions").select(["id", "person_id"]).where("id", "in", submissionIds).execute();
  const people = [...new Set(own.map((row) => row.person_id).filter((id): id is string => id !== null))];
  if (people.length === 0) return [];
  const changes = await db
    .selectFrom("person_changes")
    .selectAll()
    .where((eb) => eb.or([eb("person_id", "in", people), eb("other_person_id", "in", people)]))
    .orderBy("created_at")
    .execute();
  if (changes.length === 0) return [];

  const moved = new Map(changes.map((change) => [change.id, JSON.parse(change.lead_ids) as string[]]));
  const involved = [...new Set(changes.flatMap((change) => [change.person_id, change.other_person_id]))];
  const leads: LeadName[] = await db
    .selectFrom("submissions")
    .select(["id", "person_id", "first_name", "last_name", "form_id", "created_at"])
    .where((eb) => eb.or([eb("id", "in", [...new Set([...moved.values()].flat())]), eb("person_id", "in", involved)]))
    .orderBy("created_at", "desc")
    .execute();
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  const nameOfLeads = (ids: string[]) => {
    const latest = ids.map((id) => byId.get(id)).filter((lead) => lead !== undefined).sort((a, b) => Number(b.created_at) - Number(a.created_at))[0];
    return latest ? `${latest.first_name} ${latest.last_name}` : "a person whose leads were deleted";
  };
  const nameOf = (personId: string) => {
    const own = leads.filter((lead) => lead.person_id === personId).map((lead) => lead.id);
    return own.length ? nameOfLeads(own) : "a person since merged into another";
  };
  const listed = (ids: string[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((lead) => lead !== undefined)
      .map((lead) => `${formLabel(lead.form_id)} of ${staffTime(Number(lead.created_at)).label}`)
      .join("; ") || null;
  const ownIds = new Set(own.map((row) => row.id));
  /** The entry's lead: one that moved, among those asked for, else the first asked for. */
  const anchor = (ids: string[]) => ids.find((id) => ownIds.has(id)) ?? submissionIds[0]!;

  const entries: TimelineEntry[] = [];
  const entry = (change: Pick<PersonChangesTable, "id">, at: number, actor: string | null, title: string, detail: string | null) =>
    entries.push({ at, kind: "person", actor, title, detail, submissionId: anchor(moved.get(change.id)!) });
  for (const change of changes) {
    const ids = moved.get(change.id)!;
    const at = Number(change.created_at);
    if (change.kind === "merge") {
      const from = nameOfLeads(ids);
      entry(change, at, change.actor, `People merged: ${leadsWord(ids.length)} of ${from} joined ${nameOf(change.person_id)}`, listed(ids));
      if (change.undone_at !== null) entry(change, Number(change.undone_at), change.undone_by, `Merge undone: ${leadsWord(ids.length)} of ${from} back to their own person`, listed(ids));
    } else if (change.kind === "split") {
      entry(change, at, change.actor, `Split: ${leadsWord(ids.length)} moved to a new person, ${nameOfLeads(ids)}`, listed(ids));
    } else {
      entry(change, at, null, `Matched by email; the phone number is also on the leads of ${nameOf(change.other_person_id)}`, "If they are one person, merge them on this page.");
    }
  }
  return entries;
}
