import { submissionRow } from "#tests/support/submission-row";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditCsvStream } from "#app/lib/server/audit/audit-csv.server";
import { quotesCsvStream } from "#app/lib/server/leads/quotes-csv.server";
import { submissionsCsvStream } from "#app/lib/server/leads/submissions-csv.server";
import type { Store } from "#app/lib/server/platform/database.server";
import type { Submission } from "#app/lib/server/platform/db-schema";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * The three spreadsheet exports, byte for byte, on rows that test every rule of the format: quotes, commas, line
 * breaks, cells a spreadsheet would read as a formula, text beyond ASCII, empty cells; RSVPs of a known and an unknown
 * event, a showroom visit, quote requests with and without openings and files, a spam lead (left out). The files under
 * __exports__ are the output before the exports were made to stream a batch at a time (decision 069): any change
 * to them is a change to what owners download (since: the columns of where each lead came from at the end, decision 073).
 */
const T0 = Date.UTC(2026, 10, 2, 17, 30, 0);
const SITE = "https://www.helios-windows.example";
/** SHA-256 of the export of the 1,234 generated leads of the second test. */
const BULK_SHA256 = "af5541fa3a276717372151d114df0f84e90a76e51ca3c1e6d34aae3f6c8a1b34";

const AWKWARD = [
  'say "hi", please',
  "two\nlines\r\nand more",
  "=HYPERLINK(\"http://evil.example\",\"x\")",
  "+16045550142",
  "-2",
  "@SUM(A1)",
  "\t=cmd",
  "Zoë Ångström 😀 — 東京",
  "",
  "a=b",
];

function lead(n: number, extra: Partial<Submission> = {}): Submission {
  const awkward = (k: number) => AWKWARD[(n + k) % AWKWARD.length]!;
  return submissionRow({
    id: `lead-${String(n).padStart(3, "0")}`,
    kind: "contact",
    form_id: "contact",
    created_at: T0 + Math.floor(n / 2) * 60_000, // pairs share a time: the id breaks the tie
    first_name: awkward(0),
    last_name: awkward(1),
    email: `person${n}@example.com`,
    phone: awkward(3),
    message: n % 3 === 0 ? null : awkward(2),
    how_did_you_hear: n % 4 === 0 ? null : awkward(4),
    company: n % 5 === 0 ? null : awkward(5),
    marketing_consent: n % 2,
    status: n % 7 === 3 ? "handled" : "new",
    handled_at: n % 7 === 3 ? T0 + n * 1000 : null,
    handled_by: n % 7 === 3 ? awkward(6) : null,
    client_hash: "h",
    stage: n % 7 === 3 ? "contacted" : "new",
    stage_changed_at: n % 7 === 3 ? T0 + n * 1000 : null,
    // Where it came from: every other lead, with a campaign's awkward values; the rest stored before it was kept.
    source_referrer: n % 2 === 0 ? "www.google.com" : null,
    source_landing: n % 2 === 0 ? "/doors/swing/sd95" : null,
    source_utm_source: n % 4 === 0 ? awkward(7) : null,
    source_utm_medium: n % 4 === 0 ? "email" : null,
    source_utm_campaign: n % 4 === 0 ? awkward(8) : null,
    source_paid: n % 2 === 0 ? n % 3 : null,
    source_channel: n % 2 === 0 ? (n % 4 === 0 ? "email" : "search") : null,
    source_base_channel: n % 2 === 0 ? (n % 4 === 0 ? "email" : "search") : null,
    ...extra,
  });
}

async function seed(store: Store) {
  const db = store.db;
  await db
    .insertInto("events")
    .values({
      id: "event-1",
      title: '=Spring Open House, "2027"',
      starts_at: Date.UTC(2027, 3, 18, 1, 0, 0),
      ends_at: Date.UTC(2027, 3, 18, 3, 0, 0),
      venue_name: "Showroom",
      street_address: "1 Main St",
      locality: "Surrey",
      region: "BC",
      description: "",
      partners: "[]",
      capacity: 40,
      max_guests: 4,
      rsvp_deadline: null,
      pages: "[]",
      created_at: T0,
      updated_at: T0,
      updated_by: "seed",
      deleted_at: T0 + 1,
    } as never)
    .execute();
  const leads = Array.from({ length: 24 }, (_, n) => lead(n));
  leads.push(lead(30, { kind: "rsvp", form_id: "rsvp-cosentino", guests: 3, event_id: "event-1", rsvp_status: "waitlist" }));
  leads.push(lead(31, { kind: "rsvp", form_id: "rsvp-cosentino", guests: 1, event_id: "gone-event", rsvp_status: "confirmed" }));
  leads.push(lead(32, { kind: "visit", form_id: "visit" }));
  leads.push(lead(33, { kind: "visit", form_id: "visit" }));
  leads.push(lead(34, { status: "spam" }));
  leads.push(lead(35, { status: "held" }));
  for (const n of [40, 41, 42, 43]) leads.push(lead(n, { kind: "quote", form_id: "quote" }));
  await db.insertInto("submissions").values(leads).execute();
  const visit = (id: string, submission: string, status: "confirmed" | "cancelled", startsAt: number) => ({
    id,
    submission_id: submission,
    showroom: id === "visit-1" ? "surrey" : "no-such-showroom",
    kind: "visit" as const,
    purpose: "custom-door",
    status,
    starts_at: startsAt,
    ends_at: startsAt + 3_600_000,
    buffer_minutes: 15,
    seat: 1,
    name: null,
    email: null,
    phone: null,
    note: null,
    reminder_outbox_id: null,
    created_at: T0,
    created_by: "visitor",
    changed_at: null,
    changed_by: null,
  });
  await db.insertInto("visits").values([visit("visit-1", "lead-032", "confirmed", Date.UTC(2026, 11, 3, 18, 0, 0)), visit("visit-2", "lead-033", "cancelled", Date.UTC(2026, 11, 4, 19, 15, 0))]).execute();
  const request = (submission: string, n: number) => ({
    submission_id: submission,
    project_location: AWKWARD[n % AWKWARD.length]!,
    project_type: n === 0 ? "new-build" : "something-else",
    timeline: "within-3-months",
    energy_target: n === 1 ? null : "passive-house",
    summary: "{}",
    quote_status: n === 2 ? ("won" as const) : ("new" as const),
    status_changed_at: n === 2 ? T0 + 5000 : null,
    status_changed_by: n === 2 ? "=owner@helios.example" : null,
    created_at: T0,
  });
  await db.insertInto("quote_requests").values([request("lead-040", 0), request("lead-041", 1), request("lead-042", 2)]).execute();
  const opening = (submission: string, position: number, product: string, unit: "mm" | "in") => ({
    submission_id: submission,
    position,
    product,
    configuration: position === 1 ? "fixed" : "no-such-configuration",
    width_mm: 600 + position * 123,
    height_mm: 1200 + position * 77,
    quantity: position,
    note: AWKWARD[position % AWKWARD.length]!,
    entered_unit: unit,
  });
  await db.insertInto("quote_openings").values([opening("lead-040", 2, "advise", "in"), opening("lead-040", 1, "s91", "mm"), opening("lead-040", 3, "gone-product", "mm"), opening("lead-042", 1, "sd95", "in")]).execute();
  const file = (id: string, submission: string | null, position: number) => ({
    id,
    submission_id: submission,
    position,
    original_name: "plan.pdf",
    content_type: "application/pdf",
    bytes: 10,
    sha256: "0".repeat(64),
    created_at: T0,
    client_hash: null,
  });
  await db.insertInto("lead_attachments").values([file("file-1", "lead-040", 1), file("file-2", "lead-040", 2), file("file-3", "lead-042", 1), file("file-4", null, 1)]).execute();
  const audit = (n: number, action: string, extra: Record<string, string | null> = {}) => ({
    id: `audit-${String(n).padStart(3, "0")}`,
    at: T0 + Math.floor(n / 2) * 1000,
    actor_id: null,
    actor_email: n % 4 === 0 ? null : `=staff${n}@helios.example`,
    action,
    area: "exports",
    subject: AWKWARD[n % AWKWARD.length]!,
    link: n % 3 === 0 ? `/admin/inbox/lead-${n}?q=a,b` : null,
    client: n % 2 ? "abcdef123456" : null,
    browser: n % 5 ? "Firefox on Linux" : null,
    ...extra,
  });
  await db
    .insertInto("audit_log")
    .values([audit(0, "export"), audit(1, "sign-in"), audit(2, "no-such-action", { area: "-legacy" }), ...Array.from({ length: 12 }, (_, i) => audit(i + 3, i % 2 ? "role-changed" : "update"))])
    .execute();
}

const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe.each(DIALECTS)("the CSV exports on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("write the same bytes as before they streamed by batches", async () => {
    const store = await stores.open();
    await seed(store);
    await expect((await text(submissionsCsvStream(store, {}))).toString("utf8")).toMatchFileSnapshot("__exports__/submissions.csv");
    await expect((await text(submissionsCsvStream(store, { kind: "rsvp" }))).toString("utf8")).toMatchFileSnapshot("__exports__/submissions-rsvp.csv");
    await expect((await text(quotesCsvStream(store, {}))).toString("utf8")).toMatchFileSnapshot("__exports__/quotes.csv");
    await expect((await text(auditCsvStream(store, {}, SITE))).toString("utf8")).toMatchFileSnapshot("__exports__/audit.csv");
  });

  it("write every row once, in order, across many batches", async () => {
    const store = await stores.open();
    const count = 1234;
    const rows = Array.from({ length: count }, (_, n) => lead(n, { id: `bulk-${String(n).padStart(5, "0")}`, created_at: T0 + Math.floor(n / 3) }));
    for (let i = 0; i < rows.length; i += 200) await store.db.insertInto("submissions").values(rows.slice(i, i + 200)).execute();
    const bytes = await text(submissionsCsvStream(store, {}));
    const lines = bytes.toString("utf8").split("\r\n");
    const ids = lines.slice(1).map((line) => line.slice(0, 11)).filter((id) => id.startsWith("bulk-"));
    expect(ids).toHaveLength(count);
    expect(ids).toEqual([...ids].sort().reverse());
    // The file as it was before the exports streamed by batches.
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(BULK_SHA256);
  });
});
