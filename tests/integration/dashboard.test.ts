import { describe, expect, it } from "vitest";
import { parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { parsePacificDateTime } from "#app/lib/pacific-time";
import { dashboardWeeks } from "#app/lib/server/dashboard/dashboard-weeks.server";
import { leadCounts } from "#app/lib/server/dashboard/lead-counts.server";
import { visitCounts } from "#app/lib/server/dashboard/visit-counts.server";
import { listSubmissions } from "#app/lib/server/leads/inbox.server";
import type { Store } from "#app/lib/server/platform/database.server";
import type { Submission } from "#app/lib/server/platform/db-schema";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * The staff front page's counts (decision 075): weeks from Monday midnight Pacific time, leads by kind, channel and
 * stage (spam left out, a channel filter applied), quote requests won out of those decided, visits kept, moved,
 * missed and cancelled ahead; and the inbox's date filter finding the same leads as a week's bar.
 */

const at = (local: string) => parsePacificDateTime(local)!;
/** Sunday evening, Pacific: the last week is the one from Monday 23 November. */
const NOW = at("2026-11-29T21:00");

type Lead = Partial<Pick<Submission, "kind" | "status" | "stage" | "source_channel">>;
let n = 0;

async function addLead(store: Store, created: number, fields: Lead = {}): Promise<string> {
  const id = `lead-${++n}`;
  await store.db
    .insertInto("submissions")
    .values({ id, kind: "contact", form_id: fields.kind ?? "contact", created_at: created, first_name: "Pat", last_name: "Doe", email: `${id}@example.com`, phone: "2505550100", client_hash: "c", ...fields })
    .execute();
  return id;
}

async function addVisit(store: Store, id: string, startsAt: number, fields: { status?: "confirmed" | "cancelled"; sequence?: number; changed_at?: number | null; kind?: "visit" | "block" } = {}) {
  await store.db
    .insertInto("visits")
    .values({ id, submission_id: null, showroom: "surrey", kind: "visit", purpose: null, starts_at: startsAt, ends_at: startsAt + 3_600_000, buffer_minutes: 15, seat: 1, name: null, email: null, phone: null, note: null, reminder_outbox_id: null, created_at: startsAt - 86_400_000, created_by: "visitor", changed_at: null, changed_by: null, ...fields })
    .execute();
}

describe("the front page's weeks", () => {
  it("run Monday to Sunday in Pacific time, the last one holding now", () => {
    const weeks = dashboardWeeks(NOW, 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ from: "2026-11-23", to: "2026-11-29", label: "23 Nov", startMs: at("2026-11-23T00:00"), endMs: at("2026-11-30T00:00") });
    expect(weeks[0]).toMatchObject({ from: "2026-09-07", label: "7 Sep" });
    // Monday 00:30 Pacific is still Monday 07:30 UTC: the week turns at the Pacific midnight, not the UTC one.
    expect(dashboardWeeks(at("2026-11-23T00:30"), 1)[0]!.from).toBe("2026-11-23");
    expect(dashboardWeeks(at("2026-11-22T23:30"), 1)[0]!.from).toBe("2026-11-16");
  });

  it("follow the clock change: the week of the fall back in 2025 is an hour longer", () => {
    const [week] = dashboardWeeks(at("2025-11-05T12:00"), 1);
    expect(week!.from).toBe("2025-11-03");
    const before = dashboardWeeks(at("2025-10-29T12:00"), 1)[0]!;
    expect(before.endMs - before.startMs).toBe(169 * 3_600_000);
    expect(week!.startMs).toBe(Date.UTC(2025, 10, 3, 8));
  });
});

describe.each(DIALECTS)("the front page's counts on $dialect", ({ dialect }) => {
  const t = useTestStore(dialect);

  it("counts leads by week, kind, channel and stage at the Pacific week boundaries, without spam", async () => {
    const store = await t.open();
    const weeks = dashboardWeeks(NOW, 4);
    // The last instant of Sunday 22 November, Pacific (already Monday in UTC), and the first of Monday 23.
    await addLead(store, at("2026-11-22T23:59"), { source_channel: "search" });
    await addLead(store, at("2026-11-23T00:00"), { source_channel: "search" });
    await addLead(store, at("2026-11-25T10:00"), { kind: "quote", source_channel: "ads", stage: "won", status: "handled" });
    await addLead(store, at("2026-11-26T10:00"), { kind: "quote", source_channel: "ads", stage: "lost", status: "handled" });
    await addLead(store, at("2026-11-27T10:00"), { kind: "quote", stage: "quoted", status: "handled" });
    await addLead(store, at("2026-11-27T11:00"), { kind: "rsvp", source_channel: "email", stage: "contacted", status: "handled" });
    await addLead(store, at("2026-11-28T11:00"), { status: "spam", source_channel: "search" });
    // Before the first week, and after now's week: not counted.
    await addLead(store, at("2026-10-25T23:59"));
    await addLead(store, at("2026-11-30T00:00"));
    await addLead(store, at("2026-11-02T00:00"), { kind: "visit", status: "held" });

    const counts = await leadCounts(store.db, weeks, {});
    expect(weeks.map((week) => week.from)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(counts.byKind).toEqual([
      { contact: 0, quote: 0, visit: 1, rsvp: 0 },
      { contact: 0, quote: 0, visit: 0, rsvp: 0 },
      { contact: 1, quote: 0, visit: 0, rsvp: 0 },
      { contact: 1, quote: 3, visit: 0, rsvp: 1 },
    ]);
    expect(counts.byChannel).toEqual([{ none: 1 }, {}, { search: 1 }, { search: 1, ads: 2, none: 1, email: 1 }]);
    expect(counts.byStage).toEqual({ new: 3, contacted: 1, visit: 0, quoted: 1, won: 1, lost: 1 });
    expect(counts).toMatchObject({ total: 7, quotesWon: 1, quotesDecided: 2 });

    // A channel narrows every count.
    const ads = await leadCounts(store.db, weeks, { channel: "ads" });
    expect(ads).toMatchObject({ total: 2, quotesWon: 1, quotesDecided: 2, byStage: { won: 1, lost: 1, new: 0 } });
    expect((await leadCounts(store.db, weeks, { channel: "none" })).total).toBe(2);

    // The inbox at a week (its bar's link) lists the same leads as the bar counts.
    const inbox = (search: string) => listSubmissions(store, parseInboxFilter(new URLSearchParams(search)));
    expect((await inbox("kind=contact&from=2026-11-16&to=2026-11-22")).total).toBe(1);
    expect((await inbox("kind=quote&from=2026-11-23&to=2026-11-29")).total).toBe(3);
    expect((await inbox("channel=search&from=2026-11-23&to=2026-11-29")).total).toBe(1);
    expect((await inbox("from=2026-11-02&to=2026-11-29")).total).toBe(7);
    // A day that is not a date is ignored, not refused.
    expect((await inbox("from=2026-02-30")).total).toBe(9);
  });

  it("counts the visits whose time has passed as kept, moved, missed and cancelled ahead", async () => {
    const store = await t.open();
    const start = dashboardWeeks(NOW, 4)[0]!.startMs;
    const day = (d: number) => at(`2026-11-${String(d).padStart(2, "0")}T10:00`);
    await addVisit(store, "kept", day(10));
    await addVisit(store, "kept-2", day(20));
    await addVisit(store, "moved", day(21), { sequence: 2 });
    await addVisit(store, "missed", day(24), { status: "cancelled", changed_at: day(24) + 3_600_000 });
    await addVisit(store, "ahead", day(25), { status: "cancelled", changed_at: day(23) });
    // Not counted: still to come, before the period, a staff block.
    await addVisit(store, "future", NOW + 3_600_000);
    await addVisit(store, "old", at("2026-10-20T10:00"));
    await addVisit(store, "block", day(12), { kind: "block" });
    expect(await visitCounts(store.db, start, NOW)).toEqual({ kept: 2, moved: 1, missed: 1, cancelled: 1 });
  });
});
