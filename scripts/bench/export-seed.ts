// Seeds a store with many leads for the bench's "export" section (export.mjs runs it with tsx):
// `export-seed.ts <data dir> <leads> [database url]`. The store is migrated first, as a first start would; the leads
// are contact messages, RSVPs of a few events, showroom visits and quote requests with openings, with the lengths of
// real ones (a message of a few sentences), so the file weighs what a real export of that many leads does.
import { submissionRow } from "#tests/support/submission-row";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { migrate, openStore } from "#app/lib/server/platform/database.server";
import type { Submission } from "#app/lib/server/platform/db-schema";

/** Rows per insert: SQLite takes at most 32,766 values in a statement, and a lead now has some forty columns. */
const INSERT_BATCH = 500;
const EVENTS = 5;
const DAY_MS = 86_400_000;
const MESSAGE =
  "We are renovating a 1960s rancher and would like to replace eleven windows and the patio door, ideally triple glazed. " +
  "Could someone come by, measure, and give us an idea of cost and lead time?";

const [dataDir, total, databaseUrl] = process.argv.slice(2);
if (!dataDir || !/^\d+$/.test(total ?? "")) {
  console.error("usage: export-seed.ts <data dir> <leads> [database url]");
  process.exit(2);
}

const store = openStore({ dataDir, databaseUrl: databaseUrl || undefined });
try {
  const quiet = console.log;
  console.log = () => {};
  await migrate(store.db, store.dialect);
  console.log = quiet;
  const now = Date.now();
  const events = Array.from({ length: EVENTS }, (_, n) => ({
    id: randomUUID(),
    title: `Open house ${n + 1}, spring "${2027 + n}"`,
    starts_at: now + (n + 10) * DAY_MS,
    ends_at: now + (n + 10) * DAY_MS + 7_200_000,
    venue_name: "Surrey showroom",
    street_address: "Unit 100, 19100 Airport Way",
    locality: "Surrey",
    region: "BC",
    description: "",
    partners: "[]",
    capacity: null,
    max_guests: 4,
    rsvp_deadline: null,
    pages: "[]",
    created_at: now,
    updated_at: now,
    updated_by: "bench seed",
    deleted_at: null,
  }));
  await store.db.insertInto("events").values(events as never).execute();
  const count = Number(total);
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const leads: Submission[] = [];
    const visits = [];
    const requests = [];
    const openings = [];
    for (let n = start; n < Math.min(count, start + INSERT_BATCH); n++) {
      const kind = (["contact", "contact", "rsvp", "visit", "quote"] as const)[n % 5]!;
      const id = randomUUID();
      const createdAt = now - (count - n) * 60_000;
      leads.push(submissionRow({
        id,
        kind,
        form_id: kind === "rsvp" ? "rsvp-cosentino" : kind,
        created_at: createdAt,
        first_name: n % 17 === 0 ? "Zoë" : "Eleni",
        last_name: n % 13 === 0 ? "O'Brien, Jr." : `Marsh${n}`,
        email: `lead${n}@example.com`,
        phone: "6045550142",
        message: n % 3 === 0 ? null : `${MESSAGE}${n % 7 === 0 ? '\nThanks, "E."' : ""}`,
        how_did_you_hear: n % 2 ? "Referral from a friend" : null,
        company: n % 4 === 0 ? "Marsh Design Build Ltd." : null,
        guests: kind === "rsvp" ? 1 + (n % 4) : null,
        marketing_consent: n % 2,
        status: n % 6 === 0 ? "handled" : "new",
        handled_at: n % 6 === 0 ? createdAt + 3_600_000 : null,
        handled_by: n % 6 === 0 ? "staff@helios.example" : null,
        client_hash: "bench",
        event_id: kind === "rsvp" ? events[n % EVENTS]!.id : null,
        rsvp_status: kind === "rsvp" ? "confirmed" : null,
        rsvp_email: kind === "rsvp" ? `lead${n}@example.com` : null,
        source_referrer: n % 3 === 0 ? "www.google.com" : null,
        source_landing: "/doors/swing/sd95",
        source_utm_source: n % 5 === 0 ? "spring-show" : null,
        source_utm_campaign: n % 5 === 0 ? "door-sale" : null,
        source_paid: 0,
        source_channel: n % 5 === 0 ? "referral" : n % 3 === 0 ? "search" : "direct",
        source_base_channel: n % 5 === 0 ? "referral" : n % 3 === 0 ? "search" : "direct",
      }));
      if (kind === "visit") {
        visits.push({
          id: randomUUID(), submission_id: id, showroom: "surrey", kind: "visit" as const, purpose: "custom-door", status: "confirmed" as const,
          starts_at: createdAt + 3 * DAY_MS, ends_at: createdAt + 3 * DAY_MS + 3_600_000, buffer_minutes: 15, seat: n, name: null, email: null,
          phone: null, note: null, reminder_outbox_id: null, created_at: createdAt, created_by: "visitor", changed_at: null, changed_by: null,
        });
      }
      if (kind === "quote") {
        requests.push({
          submission_id: id, project_location: "2200 Lakeshore Rd, Kelowna", project_type: "new-build", timeline: "within-3-months", energy_target: null,
          summary: "{}", status_changed_at: null, status_changed_by: null, created_at: createdAt,
        });
        for (let position = 1; position <= 3; position++) {
          openings.push({ submission_id: id, position, product: "s91", configuration: "fixed", width_mm: 900, height_mm: 1500, quantity: position, note: `Room ${position}`, entered_unit: "mm" as const });
        }
      }
    }
    await store.db.insertInto("submissions").values(leads).execute();
    if (visits.length) await store.db.insertInto("visits").values(visits).execute();
    if (requests.length) await store.db.insertInto("quote_requests").values(requests).execute();
    if (openings.length) await store.db.insertInto("quote_openings").values(openings).execute();
  }
  // What autovacuum gives a live database within a minute of such writes: without statistics PostgreSQL plans the
  // batches' lookups (visits by submission) as scans of the whole table.
  if (store.dialect === "postgres") await sql`ANALYZE`.execute(store.db);
} finally {
  await store.close();
}
