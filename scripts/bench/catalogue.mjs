// Section "catalogue": the catalogue live without a rebuild (issue 33, decision 038). Two production servers on one
// database (PostgreSQL when BENCH_DATABASE_URL is set, each with a data folder of its own, the documented way to grow;
// otherwise one SQLite data folder both open). Staff save a product's energy record on the first; measured:
//   - publish to live: from the save's answer until the second serves the product page with the change;
//   - product page render after a change: the first request of the page on the first (rendered, not cached);
//   - spec sheet rebuild: from the save's answer until the first serves the product's new spec sheet.
// Both have served every page of the sitemap first (their spec sheets made), as a server does once it has run a while.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PRODUCT_RENDER_AFTER_CHANGE_MAX_MS, PUBLISH_TO_LIVE_MAX_MS, SPEC_SHEET_REBUILD_MAX_MS } from "./budgets.mjs";
import { registerCleanup, signIn, sleep, table } from "./util.mjs";

const PRODUCT = { id: "s700", path: "/doors/liftandslide/s700" };
const SAVES = 5;
const POLL_MS = 10;
const GIVE_UP_MS = 15_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => value.toFixed(0);

/** The energy page's post of one record, as the form sends it without JavaScript. */
function recordPost(configuration) {
  return new URLSearchParams({
    "records.0.configuration": configuration,
    "records.0.uValue": "1.1",
    "records.0.basis": "uw-en-iso-10077",
    "records.0.certification": "none",
    "records.0.sourceName": "Bench technical sheet",
    "records.0.sourceUrl": "https://documents.example/bench/technical-sheet.pdf",
    "records.0.checkedOn": "2026-04-15",
  });
}

/** Polls `check` until it holds; answers the milliseconds since `since`. */
async function until(since, check, what) {
  for (;;) {
    if (await check()) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`${what} did not happen within ${GIVE_UP_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

/** A fresh PostgreSQL database for the two servers, dropped when done; undefined without BENCH_DATABASE_URL. */
async function postgresDatabase() {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return undefined;
  const name = `helios_bench_${randomBytes(6).toString("hex")}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export const catalogueSection = {
  id: "catalogue",
  title: "Catalogue live on two instances",

  async run({ startServer }) {
    const database = await postgresDatabase();
    const shared = mkdtempSync(path.join(os.tmpdir(), "helios-bench-catalogue-"));
    const removeShared = registerCleanup("catalogue data dir", {
      stop: async () => rmSync(shared, { recursive: true, force: true }),
      kill: () => rmSync(shared, { recursive: true, force: true }),
    });
    // PostgreSQL: a data folder each (their own DATA_DIR from startServer). SQLite: both on the shared folder's file.
    const env = database ? { DATABASE_URL: database.url } : { DATA_DIR: shared };
    const a = await startServer({ label: "catalogue-a", env });
    const b = await startServer({ label: "catalogue-b", env });
    try {
      // Steady state first: every page of the sitemap once on each (their spec sheets made, as after a few minutes).
      for (const server of [a, b]) {
        const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
        for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) await (await fetch(`${server.url}${new URL(loc).pathname}`)).arrayBuffer();
      }
      const cookie = await signIn(a.url, a.staff);
      const publish = [];
      const render = [];
      const sheet = [];
      let etag = (await fetch(`${a.url}/generated/spec-sheets/${PRODUCT.id}.pdf`)).headers.get("etag");
      for (let i = 1; i <= SAVES; i++) {
        const configuration = `bench configuration ${i} ${randomBytes(3).toString("hex")}`;
        const response = await fetch(`${a.url}/admin/products/${PRODUCT.id}/energy`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: a.url, cookie },
          body: recordPost(configuration),
        });
        if (response.status !== 303) throw new Error(`the energy save answered ${response.status}`);
        const saved = performance.now();
        // The first instance: its page rendered anew (the save reloaded its content), then its new spec sheet.
        const started = performance.now();
        const page = await (await fetch(`${a.url}${PRODUCT.path}`)).text();
        render.push(performance.now() - started);
        if (!page.includes(configuration)) throw new Error("the first instance does not show the saved record");
        sheet.push(
          await until(
            saved,
            async () => {
              const answer = await fetch(`${a.url}/generated/spec-sheets/${PRODUCT.id}.pdf`, { headers: etag ? { "if-none-match": etag } : {} });
              await answer.arrayBuffer();
              const fresh = answer.status === 200 && answer.headers.get("etag") !== etag;
              if (fresh) etag = answer.headers.get("etag");
              return fresh;
            },
            "the new spec sheet",
          ),
        );
        publish.push(await until(saved, async () => (await (await fetch(`${b.url}${PRODUCT.path}`)).text()).includes(configuration), "publishing to the second instance"));
      }
      const data = {
        database: database ? "postgresql" : "sqlite",
        saves: SAVES,
        publishMs: { median: median(publish), max: Math.max(...publish) },
        renderMs: { median: median(render), max: Math.max(...render) },
        sheetMs: { median: median(sheet), max: Math.max(...sheet) },
      };
      const misses = [];
      if (data.publishMs.max > PUBLISH_TO_LIVE_MAX_MS) misses.push(`catalogue: publish to live took ${ms(data.publishMs.max)} ms > ${PUBLISH_TO_LIVE_MAX_MS} ms`);
      if (data.renderMs.max > PRODUCT_RENDER_AFTER_CHANGE_MAX_MS) misses.push(`catalogue: product page render after a change took ${ms(data.renderMs.max)} ms > ${PRODUCT_RENDER_AFTER_CHANGE_MAX_MS} ms`);
      if (data.sheetMs.max > SPEC_SHEET_REBUILD_MAX_MS) misses.push(`catalogue: spec sheet rebuild took ${ms(data.sheetMs.max)} ms > ${SPEC_SHEET_REBUILD_MAX_MS} ms`);
      return {
        data,
        misses,
        lines: [
          `  two instances on one ${database ? "PostgreSQL database" : "SQLite file"}; ${SAVES} staff saves of the ${PRODUCT.id.toUpperCase()}'s energy record on the first`,
          ...table(
            ["measure", "median ms", "max ms", "budget ms"],
            [
              ["publish to live (second instance)", ms(data.publishMs.median), ms(data.publishMs.max), PUBLISH_TO_LIVE_MAX_MS],
              ["product page render after a change", ms(data.renderMs.median), ms(data.renderMs.max), PRODUCT_RENDER_AFTER_CHANGE_MAX_MS],
              ["spec sheet rebuild", ms(data.sheetMs.median), ms(data.sheetMs.max), SPEC_SHEET_REBUILD_MAX_MS],
            ],
          ).map((line) => `  ${line}`),
        ],
      };
    } finally {
      await b.stop();
      await a.stop();
      await database?.drop();
      await removeShared();
    }
  },
};
