import { mkdtempSync, rmSync } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "#app/lib/server/platform/database.server";

/** A sync of the write-ahead log that finishes when the test says so. */
class HeldSyncs {
  readonly pending: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
  count = 0;
  sync = (_log: FileHandle) =>
    new Promise<void>((finish, fail) => {
      this.count++;
      this.pending.push({ finish, fail });
    });
  /** Waits for the next sync to be asked for. */
  async next() {
    await expect.poll(() => this.pending.length).toBeGreaterThan(0);
    return this.pending.shift()!;
  }
}

/** Whether a promise has settled, checked after everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("SQLite commits are on disk before the query that made them returns", () => {
  let dataDir: string;
  let store: Store;
  let syncs: HeldSyncs;
  const insert = (name: string) => sql`insert into notes (name) values (${name})`.execute(store.db);
  const count = async () =>
    (await sql<{ n: number }>`select count(*) as n from notes`.execute(store.db)).rows[0]!.n;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "helios-durable-"));
    syncs = new HeldSyncs();
    store = openStore({ dataDir, syncLog: syncs.sync });
    const creating = sql`create table notes (name text not null)`.execute(store.db);
    (await syncs.next()).finish();
    await creating;
    syncs.count = 0;
  });

  afterEach(async () => {
    for (const sync of syncs.pending) sync.finish();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a write returns only once the log is synced, and other queries run meanwhile", async () => {
    const writing = insert("first");
    const sync = await syncs.next();
    expect(await settled(writing)).toBe(false);
    // The connection is free while the disk works: a read goes ahead without waiting for the sync.
    expect(await count()).toBe(1);
    sync.finish();
    await writing;
    expect(syncs.count).toBe(1);
  });

  it("a transaction is synced once, when it ends", async () => {
    const writing = store.db.transaction().execute(async (trx) => {
      await sql`insert into notes (name) values ('a')`.execute(trx);
      await sql`insert into notes (name) values ('b')`.execute(trx);
    });
    (await syncs.next()).finish();
    await writing;
    expect(syncs.count).toBe(1);
    expect(await count()).toBe(2);
  });

  it("writes made while a sync is under way share the next one", async () => {
    const first = insert("first");
    const firstSync = await syncs.next();
    const second = insert("second");
    const third = insert("third");
    await expect.poll(() => count()).toBe(3);
    expect(await settled(second)).toBe(false);
    firstSync.finish();
    await first;
    // The second sync starts after both later writes ran, so it covers them both.
    (await syncs.next()).finish();
    await Promise.all([second, third]);
    expect(syncs.count).toBe(2);
  });

  it("a read alone never waits for a sync", async () => {
    expect(await count()).toBe(0);
    expect(syncs.count).toBe(0);
  });

  it("a sync that fails fails the write that waited for it, and the next write syncs again", async () => {
    const failing = insert("lost?");
    (await syncs.next()).fail(new Error("EIO: i/o error, fsync"));
    await expect(failing).rejects.toThrow("EIO");
    const next = insert("next");
    (await syncs.next()).finish();
    await next;
    expect(syncs.count).toBe(2);
  });
});

describe("the write-ahead log's real sync", () => {
  it("keeps what was written across a reopen", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "helios-durable-"));
    try {
      let store = openStore({ dataDir });
      await sql`create table notes (name text not null)`.execute(store.db);
      await sql`insert into notes (name) values ('kept')`.execute(store.db);
      await store.close();
      store = openStore({ dataDir });
      const { rows } = await sql<{ name: string }>`select name from notes`.execute(store.db);
      expect(rows).toEqual([{ name: "kept" }]);
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
