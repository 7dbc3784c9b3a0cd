import { Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Kysely } from "kysely";
import { attachmentChunks } from "../attachments.server";
import type { Database } from "../../platform/db-schema";
import { downloadName } from "../../platform/content-disposition.server";
import type { Holdings } from "./person-holdings.server";

/**
 * A person's data as one download (issue 43, decision 076): `person.json` with every row held on them (the rows an
 * erasure would delete, found by the same code), and the files they sent under `files/`, in a zip written as it is
 * read: the files' bytes come from the database a piece at a time, so memory stays flat whatever their size.
 */

type Db = Kysely<Database>;

/** Where the export says it came from, and what it is. */
const EXPORT_ABOUT = "Everything this business holds on one person: their leads, and all that was done with them.";

/** Times are stored as milliseconds: the export gives them as ISO 8601 (UTC) for a person to read. */
function readable<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, key.endsWith("_at") && value !== null && Number.isFinite(Number(value)) ? new Date(Number(value)).toISOString() : value]),
  );
}

/** A file's path inside the zip: its lead, its order, its name as sent made safe (no folders, controls or bidi marks). */
export function zipFilePath(leadId: string, position: number, name: string): string {
  const lead = leadId.replace(/[^A-Za-z0-9_-]/g, "");
  return `files/${lead}/${position}-${downloadName(name, { fallback: "file" })}`;
}

/** The rows of person.json. */
export async function personData(db: Db, held: Holdings, now = Date.now()) {
  const { leadIds, visitIds, outboxIds, emails, personIds } = held;
  const some = leadIds.length > 0;
  const [leads, quotes, openings, events, statusEvents, replies, consents, visits, mails, changes, suppressions, files] = await Promise.all([
    some ? db.selectFrom("submissions").selectAll().where("id", "in", leadIds).orderBy("created_at").execute() : [],
    some ? db.selectFrom("quote_requests").selectAll().where("submission_id", "in", leadIds).execute() : [],
    some ? db.selectFrom("quote_openings").selectAll().where("submission_id", "in", leadIds).orderBy("position").execute() : [],
    some ? db.selectFrom("lead_events").selectAll().where("submission_id", "in", leadIds).orderBy("created_at").execute() : [],
    some ? db.selectFrom("submission_events").selectAll().where("submission_id", "in", leadIds).orderBy("created_at").execute() : [],
    some ? db.selectFrom("lead_replies").selectAll().where("submission_id", "in", leadIds).orderBy("created_at").execute() : [],
    some ? db.selectFrom("marketing_consents").selectAll().where("submission_id", "in", leadIds).execute() : [],
    visitIds.length ? db.selectFrom("visits").selectAll().where("id", "in", visitIds).orderBy("starts_at").execute() : [],
    outboxIds.length
      ? db.selectFrom("outbox").select(["id", "submission_id", "recipient", "reply_to", "subject", "body", "created_at", "sent_at"]).where("id", "in", outboxIds).orderBy("created_at").execute()
      : [],
    personIds.length
      ? db.selectFrom("person_changes").selectAll().where((eb) => eb.or([eb("person_id", "in", personIds), eb("other_person_id", "in", personIds)])).orderBy("created_at").execute()
      : [],
    emails.length ? db.selectFrom("email_suppressions").selectAll().where("email", "in", emails).execute() : [],
    some
      ? db.selectFrom("lead_attachments").select(["id", "submission_id", "position", "original_name", "content_type", "bytes", "sha256", "created_at"]).where("submission_id", "in", leadIds).orderBy("submission_id").orderBy("position").execute()
      : [],
  ]);
  const byLead = <T extends { submission_id: string | null }>(rows: T[], id: string) => rows.filter((row) => row.submission_id === id).map(readable);
  return {
    about: EXPORT_ABOUT,
    exported_at: new Date(now).toISOString(),
    person_ids: personIds,
    emails,
    leads: leads.map((lead) => ({
      ...readable(lead),
      quote_request: quotes.filter((quote) => quote.submission_id === lead.id).map((quote) => ({ ...readable(quote), summary: JSON.parse(quote.summary) as unknown }))[0] ?? null,
      quote_openings: byLead(openings, lead.id),
      events: [...byLead(events, lead.id), ...byLead(statusEvents, lead.id)],
      replies: byLead(replies, lead.id),
      marketing_consent: byLead(consents, lead.id)[0] ?? null,
      visits: byLead(visits, lead.id),
      files: files
        .filter((file) => file.submission_id === lead.id)
        .map((file) => ({ ...readable(file), path_in_zip: zipFilePath(lead.id, Number(file.position), file.original_name) })),
    })),
    visits_booked_by_staff: visits.filter((visit) => visit.submission_id === null).map(readable),
    mails: mails.map(readable),
    person_changes: changes.map((change) => ({ ...readable(change), lead_ids: JSON.parse(change.lead_ids) as unknown })),
    unsubscribed: suppressions.map(readable),
    files: files.map((file) => ({ id: file.id, lead: file.submission_id!, path: zipFilePath(file.submission_id!, Number(file.position), file.original_name) })),
  };
}

/** The zip's bytes as they are made: person.json, then each file, read from the database a piece at a time. */
async function* zipChunks(db: Db, json: string, files: { id: string; path: string }[]): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failed) throw failed;
    while (out.length) yield out.shift()!;
  };
  const person = new ZipDeflate("person.json", { level: 6 });
  zip.add(person);
  person.push(new TextEncoder().encode(json), true);
  yield* drain();
  for (const file of files) {
    // Photos and PDFs are compressed already: stored as they are.
    const entry = new ZipPassThrough(file.path);
    zip.add(entry);
    for await (const piece of attachmentChunks(db, file.id)) {
      entry.push(piece, false);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** The download: a stream of the zip of person.json and the person's files, and how many of each it holds. */
export async function personExportStream(db: Db, held: Holdings, now = Date.now()) {
  const data = await personData(db, held, now);
  const stream = Readable.toWeb(Readable.from(zipChunks(db, JSON.stringify(data, null, 2), data.files))) as ReadableStream<Uint8Array>;
  return { stream, counts: { leads: data.leads.length, files: data.files.length, mails: data.mails.length } };
}
