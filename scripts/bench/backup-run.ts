// The measurement behind the bench's "backup" section (backup.mjs runs it with tsx): a database of BENCH_LEADS leads
// and BENCH_IMAGE_MB of images, made directly in a fresh SQLite file; then a backup (the server's own code) while
// small writes go on in a loop, each timed. Prints one JSON line: the backup's duration and size, and the writes'
// longest stall during the backup and before it.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { takeBackup } from "#app/lib/server/backup/backup.server";
import { insertMedia, newMediaId } from "#app/lib/server/media/media-store.server";
import { migrate, openStore, type Store } from "#app/lib/server/platform/database.server";

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const IMAGE_MB = Number(process.env.BENCH_IMAGE_MB ?? 500);
/** Images of 1 MB each (random bytes: as incompressible as real photos). */
const IMAGE_BYTES = 1024 * 1024;
const LEADS_PER_TRANSACTION = 1000;
/** How long the writes are timed without a backup, for comparison. */
const BASELINE_MS = 3000;

function lead(n: number, now: number) {
  return {
    id: randomUUID(),
    kind: "contact" as const,
    form_id: "contact",
    created_at: now - n * 60_000,
    first_name: `Bench${n}`,
    last_name: "Lead",
    email: `bench${n}@example.com`,
    phone: "604-555-0100",
    message: "A bench lead with a message of a typical length: we would like a quote for six windows and a door.",
    how_did_you_hear: null,
    company: null,
    guests: null,
    handled_at: null,
    handled_by: null,
    client_hash: "bench",
    user_agent: null,
  };
}

async function fill(store: Store) {
  const now = Date.now();
  for (let start = 0; start < LEADS; start += LEADS_PER_TRANSACTION) {
    await store.db.transaction().execute(async (trx) => {
      for (let n = start; n < Math.min(LEADS, start + LEADS_PER_TRANSACTION); n++) await trx.insertInto("submissions").values(lead(n, now)).execute();
    });
  }
  for (let n = 0; n < IMAGE_MB; n++) {
    await insertMedia(store.db, [
      { id: newMediaId(), originalName: `bench-${n}.jpg`, sourceType: "jpeg", width: 1600, height: 1200, sourceBytes: IMAGE_BYTES, createdBy: "bench@helios.example", variants: [{ format: "jpeg", width: 1600, height: 1200, data: randomBytes(IMAGE_BYTES) }] },
    ]);
  }
}

/** Small writes (one lead each, as a form post commits it) in a loop until `until` settles; each one timed. */
async function timeWrites(store: Store, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  for (let n = LEADS; !done; n++) {
    const started = performance.now();
    await store.db.insertInto("submissions").values(lead(n, Date.now())).execute();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { writes: times.length, maxMs: Math.round((times.at(-1) ?? 0) * 10) / 10, p99Ms: Math.round((times[Math.floor(times.length * 0.99)] ?? 0) * 10) / 10 };
}

const dir = mkdtempSync(path.join(tmpdir(), "helios-bench-backup-"));
try {
  const store = openStore({ dataDir: dir });
  const quiet = console.log;
  console.log = () => {};
  await migrate(store.db, store.dialect);
  console.log = quiet;
  const fillStarted = performance.now();
  await fill(store);
  const fillMs = Math.round(performance.now() - fillStarted);
  const baseline = await timeWrites(store, new Promise((resolve) => setTimeout(resolve, BASELINE_MS)));
  const backup = takeBackup(store, path.join(dir, "backups"));
  const during = await timeWrites(store, backup);
  const result = await backup;
  await store.close();
  process.stdout.write(
    `${JSON.stringify({ leads: LEADS, imageMb: IMAGE_MB, fillMs, backupMs: result.durationMs, backupBytes: result.sizeBytes, counts: result.counts, during, baseline })}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
