// The measurement behind the bench's "dashboard" section (dashboard.mjs runs it with tsx): a store of BENCH_LEADS
// leads (one a minute back from now, so every one of them falls in the front page's twelve weeks: the most it ever
// counts), of every kind, channel and stage, a few hundred showroom visits and some next actions due, made directly
// through the store (a fresh SQLite file, or a schema of its own in BENCH_PG_URL); then the staff front page's loader
// (dashboardPage, as the overview route calls it) for 12 and 26 weeks, with and without a channel, each the median
// of SAMPLES runs after a warm-up. Prints one JSON line. BENCH_KEEP_DIR=<dir> keeps the SQLite file there, and
// BENCH_KEEP_SCHEMA=<name> fills that PostgreSQL schema and leaves it, to look at the plans after.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { energy } from "#app/content/energy";
import { KINDS } from "#app/lib/admin/inbox-filter";
import { CHANNELS } from "#app/lib/leads/channels";
import { STAGES } from "#app/lib/leads/stages";
import { pacificDateOf } from "#app/lib/pacific-time";
import { dashboardPage } from "#app/lib/server/dashboard/dashboard-page.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { withBenchStore } from "./bench-store";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const SAMPLES = 9;
const ROWS_PER_INSERT = 200;
const VISITS = 400;
/** One lead in this many has a next action due today. */
const DUE_EVERY = 1_000;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function lead(n: number, now: number) {
  const kind = pick(KINDS, n);
  return {
    id: randomUUID(),
    kind,
    form_id: kind,
    created_at: now - n * 60_000,
    first_name: "Ana",
    last_name: `Lopes${n}`,
    email: `lead${n}@example.com`,
    phone: "2505550100",
    client_hash: "bench",
    status: (n % 40 === 39 ? "spam" : n % 3 === 0 ? "handled" : "new") as "spam" | "handled" | "new",
    stage: pick(STAGES, n * 7 + 3),
    // One in eight leads has no channel (stored before channels were kept).
    source_channel: n % 8 === 7 ? null : pick(CHANNELS, n * 5 + 1),
    next_action: n % DUE_EVERY === 0 ? "Call back" : null,
    next_action_due: n % DUE_EVERY === 0 ? pacificDateOf(now) : null,
  };
}

async function fill(store: Store, now: number) {
  for (let start = 0; start < LEADS; start += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(LEADS, start + ROWS_PER_INSERT) - start }, (_, i) => lead(start + i, now));
    await store.db.insertInto("submissions").values(rows).execute();
  }
  const visits = Array.from({ length: VISITS }, (_, i) => {
    const startsAt = now - i * 4 * 3_600_000;
    return { id: randomUUID(), submission_id: null, showroom: "surrey", kind: "visit" as const, purpose: null, status: (i % 9 === 0 ? "cancelled" : "confirmed") as "cancelled" | "confirmed", sequence: i % 5 === 0 ? 1 : 0, starts_at: startsAt, ends_at: startsAt + 3_600_000, buffer_minutes: 15, seat: 1, name: null, email: null, phone: null, note: null, reminder_outbox_id: null, created_at: startsAt - 86_400_000, created_by: "visitor", changed_at: i % 9 === 0 ? startsAt - (i % 2) * 86_400_000 : null, changed_by: null };
  });
  await store.db.insertInto("visits").values(visits).execute();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The front page's loader at `search`: the median of SAMPLES runs, and how many leads it counted. */
async function time(store: Store, search: string, now: number) {
  const services = { store, env: { BACKUP_INTERVAL_HOURS: 24 } as never, content: { current: () => ({ energy }) as never, now: () => now } as never };
  const url = new URL(`http://bench.example/admin/overview${search}`);
  await dashboardPage(services, url, now);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    total = (await dashboardPage(services, url, now)).counts.total;
    times.push(performance.now() - start);
  }
  return { search, medianMs: Math.round(median(times) * 10) / 10, total };
}

/** The addresses measured: the default (12 weeks), the longest period, and one channel. */
export const SEARCHES = ["", "?weeks=26", "?weeks=12&channel=search"];

async function main() {
  await withBenchStore("dashboard", async (store) => {
    const now = Date.now();
    const start = performance.now();
    await fill(store, now);
    const fillMs = performance.now() - start;
    // PostgreSQL plans from its statistics, and an index-only scan needs the visibility map: as autovacuum leaves them.
    if (store.dialect === "postgres") await sql`vacuum analyze`.execute(store.db);
    const results = [];
    for (const search of SEARCHES) results.push(await time(store, search, now));
    console.log(JSON.stringify({ dialect: store.dialect, leads: LEADS, fillMs: Math.round(fillMs), results }));
  });
}

await main();
