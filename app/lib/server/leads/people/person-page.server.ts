import { data, redirect } from "react-router";
import type { Kysely } from "kysely";
import { SPLIT_FIELD_PREFIX } from "#app/lib/admin/person-page";
import { staffTime } from "#app/lib/business-time";
import { formLabel } from "#app/lib/forms/form-ids";
import type { RawFields } from "#app/lib/forms/fields";
import { formatPhone } from "#app/lib/forms/phone";
import type { Database } from "../../platform/db-schema";
import { matchesSearch, searchPhrases } from "../lead-search.server";
import { currentPerson, onPostgres } from "./assign-person.server";
import { mergePeople, personPath, splitPerson, undoMerge, type PersonChangeResult } from "./person-changes.server";
import { leadTimeline } from "../timeline/timeline.server";

/**
 * The person page (decision 071, /admin/people/:id): one person's leads of every kind with their timeline; the people
 * who may be the same (a shared name, email or phone, or found by a search) to merge with; the merges to undo; and the
 * split of chosen leads to a new person.
 */

type Db = Kysely<Database>;

/** People offered for merging, at most. */
export const MERGE_CANDIDATES = 10;
/** Fields a person page's post may carry: one checkbox per lead for a split. */
export const PERSON_POST_MAX_FIELDS = 500;

type Reason = "name" | "email" | "phone";

/** One person as a line of a list: their latest name, how to reach them, their leads. */
async function personSummaries(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const leads = await db
    .selectFrom("submissions")
    .select(["person_id", "first_name", "last_name", "email", "phone", "form_id", "created_at"])
    .where("person_id", "in", ids)
    .orderBy("created_at", "desc")
    .execute();
  return ids.flatMap((id) => {
    const own = leads.filter((lead) => lead.person_id === id);
    const latest = own[0];
    if (!latest) return [];
    return [
      {
        id,
        name: `${latest.first_name} ${latest.last_name}`,
        emails: [...new Set(own.map((lead) => lead.email))],
        phones: [...new Set(own.map((lead) => formatPhone(lead.phone)))],
        leadCount: own.length,
        latest: { what: formLabel(latest.form_id), at: staffTime(Number(latest.created_at)) },
      },
    ];
  });
}

/** Other people sharing a name, an email or a phone with these leads, each with why. */
async function mayBeTheSame(db: Db, personId: string, leads: { first_name: string; last_name: string; email_key: string | null; phone_key: string | null }[]) {
  const emails = [...new Set(leads.map((lead) => lead.email_key).filter((key): key is string => key !== null))];
  const phones = [...new Set(leads.map((lead) => lead.phone_key).filter((key): key is string => key !== null))];
  const names = [...new Map(leads.map((lead) => [`${lead.first_name}\n${lead.last_name}`, lead])).values()];
  const rows = await db
    .selectFrom("submissions")
    .select(["person_id", "first_name", "last_name", "email_key", "phone_key"])
    .where("person_id", "is not", null)
    .where("person_id", "!=", personId)
    .where((eb) =>
      eb.or([
        ...names.map((name) =>
          eb.and([
            eb(eb.fn("lower", ["last_name"]), "=", eb.fn("lower", [eb.val(name.last_name)])),
            eb(eb.fn("lower", ["first_name"]), "=", eb.fn("lower", [eb.val(name.first_name)])),
          ]),
        ),
        ...(emails.length ? [eb("email_key", "in", emails)] : []),
        ...(phones.length ? [eb("phone_key", "in", phones)] : []),
      ]),
    )
    .orderBy("created_at", "desc")
    .limit(MERGE_CANDIDATES * 10)
    .execute();
  const reasons = new Map<string, Set<Reason>>();
  for (const row of rows) {
    const why = reasons.get(row.person_id!) ?? new Set<Reason>();
    if (row.email_key && emails.includes(row.email_key)) why.add("email");
    if (row.phone_key && phones.includes(row.phone_key)) why.add("phone");
    if (why.size === 0 || names.some((name) => name.first_name.toLowerCase() === row.first_name.toLowerCase() && name.last_name.toLowerCase() === row.last_name.toLowerCase())) why.add("name");
    reasons.set(row.person_id!, why);
  }
  const ids = [...reasons.keys()].slice(0, MERGE_CANDIDATES);
  return (await personSummaries(db, ids)).map((person) => ({ ...person, reasons: [...reasons.get(person.id)!] }));
}

/** People other than this one whose leads match a search (the inbox's full-text search). */
async function foundPeople(db: Db, personId: string, find: string) {
  const phrases = searchPhrases(find);
  if (phrases.length === 0) return [];
  const rows = await db
    .selectFrom("submissions")
    .select("person_id")
    .distinct()
    .where("person_id", "is not", null)
    .where("person_id", "!=", personId)
    .where(matchesSearch(phrases, onPostgres(db)))
    .limit(MERGE_CANDIDATES)
    .execute();
  return personSummaries(db, rows.map((row) => row.person_id!));
}

export async function personPage(db: Db, id: string, find: string | null) {
  const person = await db.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
  if (!person) throw data("No person has this address.", { status: 404 });
  // A merged person's leads are the person's they were merged into.
  if (person.merged_into) throw redirect(personPath(await currentPerson(db, id)));
  const leads = await db
    .selectFrom("submissions")
    .leftJoin("visits", "visits.submission_id", "submissions.id")
    .select([
      "submissions.id",
      "submissions.kind",
      "submissions.form_id",
      "submissions.created_at",
      "submissions.status",
      "submissions.first_name",
      "submissions.last_name",
      "submissions.email",
      "submissions.phone",
      "submissions.email_key",
      "submissions.phone_key",
      "visits.starts_at as visit_starts_at",
      "visits.status as visit_status",
    ])
    .where("submissions.person_id", "=", id)
    .orderBy("submissions.created_at", "desc")
    .orderBy("submissions.id", "desc")
    .execute();
  const leadIds = [...new Set(leads.map((lead) => lead.id))];
  const [timeline, merges, candidates, found] = await Promise.all([
    leadTimeline(db, leadIds),
    db.selectFrom("person_changes").selectAll().where("person_id", "=", id).where("kind", "=", "merge").where("undone_at", "is", null).orderBy("created_at", "desc").execute(),
    mayBeTheSame(db, id, leads),
    find ? foundPeople(db, id, find) : Promise.resolve(null),
  ]);
  const labelOf = new Map(leads.map((lead) => [lead.id, `${formLabel(lead.form_id)} of ${staffTime(Number(lead.created_at)).label}`]));
  const latest = leads[0];
  return {
    person: {
      id,
      name: latest ? `${latest.first_name} ${latest.last_name}` : "A person with no leads",
      emails: [...new Set(leads.map((lead) => lead.email))],
      phones: [...new Set(leads.map((lead) => formatPhone(lead.phone)))],
    },
    leads: leads
      .filter((lead, n) => leads.findIndex((other) => other.id === lead.id) === n)
      .map((lead) => ({
        id: lead.id,
        kind: lead.kind,
        formLabel: formLabel(lead.form_id),
        received: staffTime(Number(lead.created_at)),
        status: lead.status,
        name: `${lead.first_name} ${lead.last_name}`,
        email: lead.email,
        phone: formatPhone(lead.phone),
        visit: lead.visit_starts_at === null ? null : { at: staffTime(Number(lead.visit_starts_at)), cancelled: lead.visit_status === "cancelled" },
      })),
    /** Newest first. */
    timeline: timeline
      .slice()
      .sort((a, b) => b.at - a.at)
      .map((entry, n) => ({ ...entry, key: `${n}`, when: staffTime(entry.at), lead: labelOf.get(entry.submissionId) ?? null })),
    merges: await Promise.all(
      merges.map(async (merge) => {
        const moved = JSON.parse(merge.lead_ids) as string[];
        const from = await db.selectFrom("submissions").select(["first_name", "last_name"]).where("id", "in", moved).orderBy("created_at", "desc").limit(1).executeTakeFirst();
        return { id: merge.id, from: from ? `${from.first_name} ${from.last_name}` : "another person", count: moved.length, by: merge.actor, at: staffTime(Number(merge.created_at)) };
      }),
    ),
    candidates,
    find,
    found,
  };
}

export type PersonPageData = Awaited<ReturnType<typeof personPage>>;

export type PersonActionResult = { tone: "success" | "error"; message: string; link?: { to: string; label: string } };

/** A staff action on a person: merge another person in, undo a merge, split chosen leads off. */
export async function personAction(db: Db, id: string, actor: string, fields: RawFields): Promise<{ result: PersonActionResult; status?: number }> {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  let outcome: PersonChangeResult;
  let link: PersonActionResult["link"];
  if (fields.intent === "merge") {
    outcome = await mergePeople(db, id, text("other"), actor);
  } else if (fields.intent === "undo-merge") {
    outcome = await undoMerge(db, id, text("change"), actor);
    if (outcome.ok && outcome.personId) link = { to: personPath(outcome.personId), label: "Open the other person" };
  } else if (fields.intent === "split") {
    const chosen = Object.keys(fields).filter((key) => key.startsWith(SPLIT_FIELD_PREFIX)).map((key) => key.slice(SPLIT_FIELD_PREFIX.length));
    outcome = await splitPerson(db, id, chosen, actor);
    if (outcome.ok && outcome.personId) link = { to: personPath(outcome.personId), label: "Open the new person" };
  } else {
    return { result: { tone: "error", message: "That action is not known." }, status: 400 };
  }
  if (!outcome.ok) return { result: { tone: "error", message: outcome.message }, status: outcome.status };
  return { result: { tone: "success", message: outcome.message, ...(link ? { link } : {}) } };
}

/** "All of this person's leads (3)": the lead page's link to its person, or null when it has none (spam, held). */
export async function personLinkOf(db: Db, personId: string | null): Promise<{ to: string; count: number } | null> {
  if (!personId) return null;
  const row = await db.selectFrom("submissions").select((eb) => eb.fn.countAll<number | string>().as("count")).where("person_id", "=", personId).executeTakeFirstOrThrow();
  return { to: personPath(personId), count: Number(row.count) };
}
