import { unzipSync } from "fflate";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server";
import { isSuppressed, suppressAddress } from "#app/lib/server/leads/consent/consents.server";
import { planOutbox } from "#app/lib/server/leads/notifications.server";
import { addNote, moveStage } from "#app/lib/server/leads/pipeline/pipeline.server";
import { erasePerson } from "#app/lib/server/leads/privacy/person-erasure.server";
import { personExportStream } from "#app/lib/server/leads/privacy/person-export.server";
import { personHoldings } from "#app/lib/server/leads/privacy/person-holdings.server";
import { retentionCutoff, retentionPreview, runRetention, saveRetentionMonths } from "#app/lib/server/leads/privacy/retention.server";
import { storeSubmission, type SubmissionFields } from "#app/lib/server/leads/submissions.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * A person's data (decision 076): the export holds every lead of the person and their files; the erasure leaves no row
 * of theirs in any table (the search index included), keeps an unsubscribed address suppressed, and says in the audit
 * log how many rows went and nothing else; retention deletes exactly the leads its preview counted.
 */

const T0 = Date.UTC(2026, 0, 5, 18, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const STAFF = "owner@helios.example";
const env = parseEnv({ DATA_DIR: "/tmp", NOTIFY_TO: "leads@helios.example" });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

let phones = 0;
/** A lead's fields; a phone of its own each time (one phone is one person). */
function fields(first: string, last: string, email: string, message: string, consent = false): SubmissionFields {
  phones++;
  return { first_name: first, last_name: last, email, phone: `604555${String(1000 + phones).slice(-4)}`, message, how_did_you_hear: "search", marketing_consent: consent };
}

async function lead(store: Store, what: SubmissionFields, now: number) {
  return storeSubmission(store, what, { formId: "contact", clientHash: "test", now }, planOutbox(env));
}

/** A file sent with a lead, its bytes in one piece. */
async function attach(store: Store, submissionId: string, name: string, now: number) {
  const id = `file${submissionId.replace(/-/g, "").slice(0, 18)}`;
  await store.db.insertInto("lead_attachments").values({ id, submission_id: submissionId, position: 1, original_name: name, content_type: "application/pdf", bytes: PDF.length, sha256: "x", created_at: now, client_hash: null }).execute();
  await store.db.insertInto("lead_attachment_chunks").values({ attachment_id: id, seq: 0, data: PDF }).execute();
  return id;
}

async function searchIds(store: Store, word: string): Promise<string[]> {
  const rows =
    store.dialect === "postgres"
      ? await sql<{ submission_id: string }>`select submission_id from lead_search_documents where document @@ to_tsquery('simple', ${word.toLowerCase()})`.execute(store.db)
      : await sql<{ submission_id: string }>`select d.submission_id from lead_search join lead_search_documents d on d.id = lead_search.rowid where lead_search match ${`"${word}"`}`.execute(store.db);
  return rows.rows.map((row) => row.submission_id);
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe.each(DIALECTS)("a person's data on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  /** Ana's two leads (one with consent, a file, a note, a reply and a visit), and Bo's one. */
  async function seed(store: Store) {
    const first = await lead(store, fields("Ana", "Quillfeather", "ana.q@example.com", "Triple glazing please", true), T0);
    const second = await lead(store, fields("Ana", "Quillfeather", " ANA.Q@example.com", "And the patio door"), T0 + DAY);
    const other = await lead(store, fields("Bo", "Stranger", "bo@example.com", "Just a question"), T0 + 2 * DAY);
    await attach(store, second.id, "../../plans\u202Efdp.exe", T0 + DAY);
    await addNote(store.db, first.id, "Called her back", STAFF, T0 + 3 * DAY);
    await moveStage(store.db, first.id, "contacted", undefined, STAFF, T0 + 3 * DAY);
    await store.db.insertInto("outbox").values({ id: "reply-mail", submission_id: first.id, kind: "email", recipient: "ana.q@example.com", reply_to: null, subject: "Re: windows", body: "Hello Ana", created_at: T0 + 4 * DAY, next_attempt_at: T0 + 4 * DAY }).execute();
    await store.db.insertInto("lead_replies").values({ id: "reply-1", submission_id: first.id, outbox_id: "reply-mail", author: STAFF, subject: "Re: windows", body: "Hello Ana", created_at: T0 + 4 * DAY }).execute();
    await store.db
      .insertInto("visits")
      .values({ id: "visit-ana", submission_id: null, showroom: "surrey", kind: "visit", purpose: "look", starts_at: T0 + 9 * DAY, ends_at: T0 + 9 * DAY + 3_600_000, buffer_minutes: 15, seat: 1, name: "Ana Quillfeather", email: "Ana.Q@example.com", phone: "6045550142", note: null, reminder_outbox_id: null, created_at: T0 + 5 * DAY, created_by: STAFF, changed_at: null, changed_by: null })
      .execute();
    await store.db.insertInto("outbox").values({ id: "digest", submission_id: null, kind: "email", recipient: STAFF, reply_to: null, subject: "Your leads", body: `- Call: Ana Quillfeather https://x.example/admin/submissions/${first.id}\n`, created_at: T0 + 6 * DAY, next_attempt_at: T0 + 6 * DAY }).execute();
    await suppressAddress(store.db, "ana.q@example.com", "page", T0 + 7 * DAY);
    return { first, second, other };
  }

  it("exports every lead of the person with their files, then erases them all, keeping the suppression and counting in the audit log", async () => {
    const store = await stores.open();
    const { first, second, other } = await seed(store);
    const personId = first.person_id!;
    expect(second.person_id).toBe(personId);

    const held = (await personHoldings(store.db, personId))!;
    const { stream, counts } = await personExportStream(store.db, held, T0 + 8 * DAY);
    expect(counts).toMatchObject({ leads: 2, files: 1 });
    const zip = unzipSync(await bytesOf(stream));
    const data = JSON.parse(new TextDecoder().decode(zip["person.json"])) as { leads: { id: string; events: unknown[]; replies: unknown[]; marketing_consent: unknown }[]; visits_booked_by_staff: unknown[]; unsubscribed: unknown[]; files: { path: string }[] };
    expect(data.leads.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    const firstLead = data.leads.find((row) => row.id === first.id)!;
    expect(firstLead.events).toHaveLength(2);
    expect(firstLead.replies).toHaveLength(1);
    expect(firstLead.marketing_consent).not.toBeNull();
    expect(data.visits_booked_by_staff).toHaveLength(1);
    expect(data.unsubscribed).toHaveLength(1);
    // The file's name as sent, made safe: no folders climbed, no bidi override.
    expect(data.files).toEqual([{ id: expect.any(String), lead: second.id, path: `files/${second.id}/1-plansfdp.exe` }]);
    expect(Buffer.from(zip[data.files[0]!.path]!)).toEqual(PDF);
    expect(Object.keys(zip).every((name) => !name.includes("..") && !/[\u202a-\u202e\u2066-\u2069]/.test(name))).toBe(true);

    const erased = await erasePerson(store.db, personId, { id: null, email: STAFF }, T0 + 9 * DAY);
    expect(erased).toMatchObject({ ok: true, counts: { leads: 2, files: 1, replies: 1, notes: 1, visits: 1, consents: 1, people: 1 } });

    const ids = [first.id, second.id];
    expect(await store.db.selectFrom("submissions").select("id").where("id", "in", ids).execute()).toEqual([]);
    for (const table of ["lead_events", "lead_replies", "marketing_consents", "lead_attachments", "submission_events"] as const) {
      expect(await store.db.selectFrom(table).select("submission_id").where("submission_id", "in", ids).execute(), table).toEqual([]);
    }
    expect(await store.db.selectFrom("lead_attachment_chunks").select("seq").execute()).toEqual([]);
    expect(await store.db.selectFrom("visits").select("id").execute()).toEqual([]);
    const mails = await store.db.selectFrom("outbox").select(["recipient", "submission_id"]).execute();
    expect(mails.every((mail) => mail.submission_id === other.id)).toBe(true);
    expect(await store.db.selectFrom("people").select("id").where("id", "=", personId).execute()).toEqual([]);
    expect(await searchIds(store, "Quillfeather")).toEqual([]);
    expect(await searchIds(store, "Stranger")).toEqual([other.id]);
    // Unsubscribed stays unsubscribed.
    expect(await isSuppressed(store.db, "ana.q@example.com")).toBe(true);

    const audit = await store.db.selectFrom("audit_log").select(["action", "subject", "actor_email"]).execute();
    expect(audit).toEqual([
      { action: "person-erased", actor_email: STAFF, subject: `Person ${personId}: 2 leads, 0 RSVPs, 1 visit, 1 reply, 1 note, 2 events, 1 file, ${erased.ok ? erased.counts.mails : 0} mails, 1 consent` },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Quillfeather|ana\.q/i);
    // A second erasure finds nobody.
    expect(await erasePerson(store.db, personId, { id: null, email: STAFF })).toMatchObject({ ok: false, status: 404 });
  });

  it("deletes exactly the leads its preview counted: done with and untouched for the months set", async () => {
    const store = await stores.open();
    const won = await lead(store, fields("Wyn", "Oldwon", "wyn@example.com", "Old and won"), T0);
    const lost = await lead(store, fields("Lou", "Oldlost", "lou@example.com", "Old and lost"), T0);
    const handled = await lead(store, fields("Hal", "Oldhandled", "hal@example.com", "Old and handled"), T0);
    const open = await lead(store, fields("Opal", "Stillnew", "opal@example.com", "Never answered"), T0);
    const touched = await lead(store, fields("Tess", "Touched", "tess@example.com", "Won, then a note"), T0);
    await moveStage(store.db, won.id, "won", undefined, STAFF, T0 + DAY);
    await moveStage(store.db, lost.id, "lost", "Price", STAFF, T0 + DAY);
    await moveStage(store.db, handled.id, "contacted", undefined, STAFF, T0 + DAY);
    await moveStage(store.db, touched.id, "won", undefined, STAFF, T0 + DAY);
    await addNote(store.db, touched.id, "They want more windows next year", STAFF, T0 + 100 * DAY);

    const now = T0 + 200 * DAY;
    expect(retentionCutoff(Date.UTC(2026, 6, 31), 6)).toBe(Date.UTC(2026, 0, 31));
    // Off: nothing runs.
    expect(await runRetention(store, now, { anyHour: true })).toBeNull();
    expect(await retentionPreview(store.db, 6, now)).toBe(3);
    await saveRetentionMonths(store.db, 6, STAFF, now);
    const preview = await retentionPreview(store.db, 6, now);
    expect(await runRetention(store, now, { anyHour: true })).toBe(preview);
    const left = await store.db.selectFrom("submissions").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id).sort()).toEqual([open.id, touched.id].sort());
    expect(await store.db.selectFrom("people").select("id").execute()).toHaveLength(2);
    // Once a day, whatever the number of instances.
    expect(await runRetention(store, now + 60_000, { anyHour: true })).toBeNull();
    const audit = await store.db.selectFrom("audit_log").select(["action", "subject", "actor_id"]).execute();
    expect(audit).toEqual([{ action: "leads-expired", actor_id: null, subject: "3 leads won, lost or handled and untouched for 6 months" }]);
  });
});
