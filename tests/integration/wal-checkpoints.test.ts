import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type SQLite from "better-sqlite3";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrate, openStore, type Store } from "#app/lib/server/platform/database.server";
import { CheckpointThread, FALLBACK_AUTOCHECKPOINT_PAGES } from "#app/lib/server/platform/wal-checkpoints.server";
import { builtThreadEntry } from "./support/thread-entries";

/** Pages written by the test: far fewer than the request connection's fallback, far more than SQLite's own 1,000. */
const ROWS = 1_500;
const ROW_BYTES = 4_000;

describe("SQLite checkpoints in their own thread", () => {
  let entry: URL;
  let dir: string;
  const cleanups: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    entry = await builtThreadEntry("wal-checkpoints");
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "helios-checkpoints-"));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(checkpointThread?: URL): Promise<Store> {
    const store = openStore({ dataDir: dir, checkpointThread });
    cleanups.push(() => store.close());
    await migrate(store.db);
    return store;
  }

  function writeRows(store: Store): void {
    const sqlite = store.raw as SQLite.Database;
    sqlite.exec("create table if not exists filler (id integer primary key, data blob)");
    const insert = sqlite.prepare("insert into filler (data) values (?)");
    for (let i = 0; i < ROWS; i++) insert.run(Buffer.alloc(ROW_BYTES, i % 251));
  }

  const databaseBytes = () => statSync(path.join(dir, "helios.db")).size;

  it("copies the log into the database file from the thread, never in a request's commit", async () => {
    const store = await open(entry);
    const sqlite = store.raw as SQLite.Database;
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    const before = databaseBytes();
    writeRows(store);
    // The request connection checkpoints only past its fallback, far above what was written: the thread copied them.
    await expect.poll(databaseBytes, { timeout: 15_000 }).toBeGreaterThan(before + ROWS * ROW_BYTES);
    expect(sqlite.prepare("select count(*) as n from filler").get()).toEqual({ n: ROWS });
  });

  it("copies the log to its end, so that the next commit starts it again instead of letting it grow", async () => {
    const store = await open(entry);
    const sqlite = store.raw as SQLite.Database;
    writeRows(store);
    // The log's header counts its restarts (the checkpoint sequence, bytes 12-15).
    const restarts = () => readFileSync(path.join(dir, "helios.db-wal")).readUInt32BE(12);
    const before = restarts();
    const insert = sqlite.prepare("insert into filler (data) values (?)");
    await expect
      .poll(
        () => {
          insert.run(Buffer.alloc(10));
          return restarts();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(before);
  });

  it("leaves SQLite's own checkpoints in place without the thread (development, tests, scripts)", async () => {
    const store = await open();
    const sqlite = store.raw as SQLite.Database;
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1_000);
    const before = databaseBytes();
    writeRows(store);
    // Past 1,000 pages a commit checkpointed on this connection.
    expect(databaseBytes()).toBeGreaterThan(before);
  });

  it("stops with the store: the request connection closes last and removes the log", async () => {
    const store = await open(entry);
    writeRows(store);
    expect(existsSync(path.join(dir, "helios.db-wal"))).toBe(true);
    await store.close();
    expect(existsSync(path.join(dir, "helios.db-wal"))).toBe(false);
    // Everything is in the database file, for the next start.
    const again = await open(entry);
    expect((again.raw as SQLite.Database).prepare("select count(*) as n from filler").get()).toEqual({ n: ROWS });
  });

  it("starts the thread again when it stops on its own, until it is stopped", async () => {
    // A stand-in entry that notes each start in a file and ends at once.
    const starts = path.join(dir, "starts.txt");
    const stopping = path.join(dir, "stopping-thread.mjs");
    writeFileSync(
      stopping,
      `import { appendFileSync } from "node:fs";
import { workerData } from "node:worker_threads";
appendFileSync(${JSON.stringify(starts)}, workerData.file + "\\n");
`,
    );
    const startCount = () => (existsSync(starts) ? readFileSync(starts, "utf8").trim().split("\n").length : 0);
    const thread = new CheckpointThread(pathToFileURL(stopping), "/data/helios.db", { restartMs: 20, logger: { error() {} } });
    thread.start();
    await expect.poll(startCount, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(thread.active).toBe(true);
    await thread.stop();
    // Neither running nor due to start again.
    expect(thread.active).toBe(false);
    expect(readFileSync(starts, "utf8").split("\n")[0]).toBe("/data/helios.db");
  });
});
