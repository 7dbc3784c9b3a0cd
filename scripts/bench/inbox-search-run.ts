// The measurement behind the bench's "inbox-search" section (inbox-search.mjs runs it with tsx): a store of
// BENCH_SMALL leads, then of BENCH_LARGE, made directly through the store (a fresh SQLite file, or a schema of its own
// in BENCH_PG_URL); at each size the inbox's queries (listSubmissions, as the inbox page runs them: the count and the
// page) without a search and with a few, each the median of SAMPLES runs after a warm-up. Prints one JSON line.
// BENCH_KEEP_SCHEMA=<name> fills that PostgreSQL schema and leaves it there, to look at the plans (EXPLAIN) after.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { listSubmissions } from "#app/lib/server/leads/inbox.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { withBenchStore } from "./bench-store";

const SMALL = Number(process.env.BENCH_SMALL ?? 1_000);
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const SAMPLES = 9;
const ROWS_PER_INSERT = 200;
/** One lead in this many is a quote request, with a project and two openings. */
const QUOTE_EVERY = 10;

const FIRST = ["Ana", "Harpreet", "Eleni", "Nikos", "Theo", "Marguerite", "Zoë", "Omar", "Ingrid", "Ravi", "Chloé", "Wei", "Fatima", "Liam", "Noah", "Ava"];
const LAST = ["Lopes", "Marsh", "Andrade", "Okafor", "Lefèvre", "Nguyen", "Smith", "Brown", "Tremblay", "Roy", "Gagnon", "Chen", "Singh", "Wilson", "Taylor", "Martin"];
const CITIES = ["Kelowna", "Vernon", "Penticton", "Revelstoke", "Nelson", "Kamloops", "Salmon Arm", "Golden", "Squamish", "Whistler"];
const WORDS = ["windows", "door", "quote", "triple", "glazing", "passive", "house", "renovation", "kitchen", "patio", "sliding", "tilt", "turn", "energy", "rebate", "measure"];
/** One lead in this many is a Sandhu ("sand" finds more of them as the store grows). */
const SANDHU_EVERY = 500;
/** The person searched for by name ("harp sand"), the same few leads at every size. */
const PERSON_LEADS = 3;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function lead(n: number, now: number) {
  const words = Array.from({ length: 14 }, (_, i) => pick(WORDS, n * 7 + i * 3)).join(" ");
  return {
    id: randomUUID(),
    kind: (n % QUOTE_EVERY === 0 ? "quote" : "contact") as "quote" | "contact",
    form_id: n % QUOTE_EVERY === 0 ? "quote" : "contact",
    created_at: now - n * 60_000,
    first_name: n < PERSON_LEADS ? "Harpreet" : pick(FIRST, n),
    last_name: n < PERSON_LEADS || n % SANDHU_EVERY === 0 ? "Sandhu" : `${pick(LAST, n * 3 + 1)}${n}`,
    email: `lead${n}@example.com`,
    phone: `${250 + (n % 7) * 100}555${String(n % 10_000).padStart(4, "0")}`,
    message: `We would like ${words}.`,
    how_did_you_hear: null,
    company: n % 7 === 0 ? `${pick(LAST, n)} Builders` : null,
    guests: null,
    status: (n % 40 === 39 ? "spam" : n % 3 === 0 ? "handled" : "new") as "spam" | "handled" | "new",
    handled_at: null,
    handled_by: null,
    client_hash: "bench",
    user_agent: null,
  };
}

async function fill(store: Store, from: number, to: number, now: number) {
  for (let start = from; start < to; start += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(to, start + ROWS_PER_INSERT) - start }, (_, i) => lead(start + i, now));
    await store.db.transaction().execute(async (trx) => {
      await trx.insertInto("submissions").values(rows).execute();
      const quotes = rows.filter((row) => row.kind === "quote");
      if (quotes.length === 0) return;
      await trx
        .insertInto("quote_requests")
        .values(quotes.map((row, i) => ({ submission_id: row.id, project_location: `${100 + i} Main St, ${pick(CITIES, start + i)}`, project_type: "renovation", timeline: "asap", energy_target: null, summary: "{}", created_at: row.created_at })))
        .execute();
      await trx
        .insertInto("quote_openings")
        .values(quotes.flatMap((row) => [1, 2].map((position) => ({ submission_id: row.id, position, product: position === 1 ? "s91" : "advise", configuration: null, width_mm: 1200, height_mm: 1500, quantity: 2, note: null, entered_unit: "mm" as const }))))
        .execute();
    });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What the inbox page asks the store for a filter: the median of SAMPLES runs, and the rows it found. */
async function time(store: Store, q: string | undefined) {
  await listSubmissions(store, { q, page: 1 });
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    total = (await listSubmissions(store, { q, page: 1 })).total;
    times.push(performance.now() - start);
  }
  return { q: q ?? "", medianMs: Math.round(median(times) * 10) / 10, total };
}

/**
 * The searches measured: a person by the starts of two names (the same three leads at every size: the search whose
 * time should not grow with the store), then searches that find more rows as it grows: a name's start, a phone
 * typed with punctuation, a quote's city.
 */
export const SEARCHES = ["harp sand", "sand", "(250) 555-0", "revelstoke"];

async function measure(store: Store) {
  // PostgreSQL plans from its statistics, and a GIN index takes new rows into a pending list its vacuum merges: both as
  // its autovacuum would leave them after the rows came in.
  if (store.dialect === "postgres") await sql`vacuum analyze`.execute(store.db);
  const page = await time(store, undefined);
  const searches = [];
  for (const q of SEARCHES) searches.push(await time(store, q));
  return { page, searches };
}

async function main() {
  await withBenchStore("search", async (store) => {
    const now = Date.now();
    let start = performance.now();
    await fill(store, 0, SMALL, now);
    const smallFillMs = performance.now() - start;
    const small = await measure(store);
    start = performance.now();
    await fill(store, SMALL, LARGE, now);
    const largeFillMs = performance.now() - start;
    const large = await measure(store);
    console.log(JSON.stringify({ dialect: store.dialect, small: { leads: SMALL, fillMs: Math.round(smallFillMs), ...small }, large: { leads: LARGE, fillMs: Math.round(largeFillMs), ...large } }));
  });
}

await main();
