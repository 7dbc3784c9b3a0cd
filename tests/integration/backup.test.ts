import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { checkSqliteFile, isBackupName, takeBackup } from "#app/lib/server/backup/backup.server";
import { backupHealth } from "#app/lib/server/backup/backup-runs.server";
import { BackupScheduler } from "#app/lib/server/backup/backup-schedule.server";
import { migrateWithBackup } from "#app/lib/server/backup/migrate-with-backup.server";
import { checkBackup, restorePostgres, restoreSqlite } from "#app/lib/server/backup/restore.server";
import { storeSubmission } from "#app/lib/server/leads/submissions.server";
import { insertMedia, newMediaId, readVariant } from "#app/lib/server/media/media-store.server";
import { migrate, MIGRATIONS, openStore, SQLITE_FILE_NAME, type Store } from "#app/lib/server/platform/database.server";
import { StartRefused } from "#app/lib/server/platform/env-startup.server";
import { formServicesFor } from "./support/form-services";
import { quietly, usePlaces } from "./support/restore-places";
import { DIALECTS, pgQuery, useTestStore } from "./support/test-stores";

const HOUR_MS = 60 * 60 * 1000;
/** Posts acknowledged before the backup starts, at least; the stream goes on through the backup. */
const POSTS_BEFORE_BACKUP = 40;

const lead = (n: number) => ({ first_name: "Drill", last_name: `Lead ${n}`, email: `drill${n}@example.com`, phone: "604-555-0100", message: `Drill ${n}` });

/** A steady stream of contact posts through the store code, as the form handler makes them; `acknowledged` in order. */
function postStream(store: Store) {
  const planOutbox = formServicesFor(store).planOutbox;
  const acknowledged: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      const row = await storeSubmission(store, lead(n), { formId: "contact", clientHash: "drill" }, planOutbox);
      acknowledged.push(row.id);
    }
  })();
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The brief JPEG-like bytes of an image, stored as the media library stores an upload. */
async function storeImage(store: Store): Promise<{ id: string; bytes: Buffer }> {
  const id = newMediaId();
  const bytes = randomBytes(300_000);
  await insertMedia(store.db, [
    { id, originalName: "porch.jpg", sourceType: "jpeg", width: 800, height: 600, sourceBytes: bytes.length, createdBy: "owner@helios.example", variants: [{ format: "jpeg", width: 800, height: 600, data: bytes }] },
  ]);
  return { id, bytes };
}



describe.each(DIALECTS)("backups on $dialect", ({ dialect }) => {
  const t = useTestStore(dialect);
  const { cleanups, emptyPlace } = usePlaces(dialect, t, "restore");

  it("restores every post acknowledged before a backup taken during a stream of posts, with the images", async () => {
    const store = await t.open();
    const image = await storeImage(store);
    const stream = postStream(store);
    await until(() => stream.acknowledged.length >= POSTS_BEFORE_BACKUP);
    const before = [...stream.acknowledged];
    const backup = await takeBackup(store, path.join(t.dir, "backups"));
    const duringBackup = stream.acknowledged.length - before.length;
    await stream.stop();

    expect(path.basename(backup.file)).toMatch(/^helios-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.(db|dump)$/);
    expect(backup.sizeBytes).toBeGreaterThan(image.bytes.length);
    expect(backup.counts.submissions).toBeGreaterThanOrEqual(before.length);
    expect(backup.counts.media).toBe(1);
    // The stream was answered while the backup ran (writers are not held up).
    expect(duringBackup).toBeGreaterThan(0);
    expect(readdirSync(path.dirname(backup.file))).toEqual([path.basename(backup.file)]);

    await checkBackup(backup.file, dialect, t.databaseUrl());
    const place = await emptyPlace(true);
    if (dialect === "sqlite") {
      await restoreSqlite(backup.file, path.join(place.dir, SQLITE_FILE_NAME));
      const check = await checkSqliteFile(path.join(place.dir, SQLITE_FILE_NAME));
      expect(check.integrity).toEqual(["ok"]);
    }
    const restored = openStore({ databaseUrl: place.databaseUrl, dataDir: place.dir });
    cleanups.unshift(() => restored.close());
    if (dialect === "postgres") await restorePostgres(restored, backup.file, false);
    // The restored site starts: nothing left to migrate, and every acknowledged post and the image are there.
    await quietly(() => migrate(restored.db, restored.dialect));
    const ids = new Set((await restored.db.selectFrom("submissions").select("id").execute()).map((row) => row.id));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    const variant = await readVariant(restored.db, { id: image.id, format: "jpeg", width: 800 }, { withData: true });
    expect(variant?.data?.equals(image.bytes)).toBe(true);
  });

  it("leaves the data as it was when a migration fails, and names the backup taken before", async () => {
    const store = await t.open();
    const planOutbox = formServicesFor(store).planOutbox;
    await storeSubmission(store, lead(1), { formId: "contact", clientHash: "drill" }, planOutbox);
    const broken = {
      ...MIGRATIONS,
      "0098-fine": { up: async (db: Kysely<unknown>) => void (await db.schema.createTable("fine_table").addColumn("id", "text").execute()) },
      "0099-broken": {
        up: async (db: Kysely<unknown>) => {
          await db.schema.createTable("half_table").addColumn("id", "text").execute();
          await sql`delete from submissions`.execute(db);
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };
    const dir = path.join(t.dir, "backups");
    const refused = await quietly(() => migrateWithBackup(store, dir, broken).catch((error: unknown) => error));
    expect(refused).toBeInstanceOf(StartRefused);
    const [file] = readdirSync(dir);
    expect((refused as Error).message).toMatch(/^Migration 0099-broken failed: .*no_such_table.*; the database was left as it was; the backup taken before migrating is /);
    expect((refused as Error).message).toContain(path.join(dir, file!));
    expect((refused as Error).message).not.toContain("\n");
    expect(await store.db.selectFrom("submissions").select("email").execute()).toEqual([{ email: "drill1@example.com" }]);
    const names = (await sql<{ name: string }>`select name from schema_migrations`.execute(store.db)).rows.map((row) => row.name);
    expect(names).not.toContain("0098-fine");
    for (const table of ["fine_table", "half_table"]) {
      await expect(sql`select count(*) from ${sql.table(table)}`.execute(store.db)).rejects.toThrow();
    }
  });

  it("takes scheduled backups once across instances, keeps BACKUP_KEEP and records a failing off-site command", async () => {
    const store = await t.open();
    const other = await t.open();
    const dir = path.join(t.dir, "backups");
    const out = path.join(t.dir, "offsite.txt");
    // $1 is the file's path: the command writes it out, then fails as an unreachable remote would.
    const command = `printf '%s' "$1" > '${out}'; echo "remote: connection refused" >&2; exit 3`;
    const options = { dir, intervalHours: 1, keep: 2, command };
    const one = new BackupScheduler({ store, ...options });
    const two = new BackupScheduler({ store: other, ...options });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const start = Date.now();
    const taken = await quietly(async () => {
      const first = await Promise.all([one.runDue(start), two.runDue(start)]);
      // Not due again within the interval, whichever instance looks.
      expect(await two.runDue(start + HOUR_MS / 2)).toBeUndefined();
      const later = [await one.runDue(start + HOUR_MS + 1), await two.runDue(start + 2 * HOUR_MS + 2)];
      return [...first, ...later];
    });
    errors.mockRestore();
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(readdirSync(dir).sort()).toEqual(taken.slice(-2).map((result) => path.basename(result!.file)).sort());
    expect(readFileSync(out, "utf8")).toBe(taken.at(-1)!.file);
    const health = await backupHealth(store, HOUR_MS, start + 2 * HOUR_MS + 3);
    expect(health.warning).toBe("The last backup was taken, but its off-site copy (BACKUP_COMMAND) failed: the command exited with 3: remote: connection refused.");
    expect(health.lastGood?.file).toBe(path.basename(taken.at(-1)!.file));
    // While the newest backup's off-site copy is on its way, the failure of the copy before it still shows.
    const newest = await store.db.selectFrom("backup_runs").select("id").orderBy("started_at", "desc").limit(1).executeTakeFirstOrThrow();
    await store.db.updateTable("backup_runs").set({ offsite_ok: null, offsite_error: null }).where("id", "=", newest.id).execute();
    expect((await backupHealth(store, HOUR_MS)).warning).toBe(health.warning);
    // Two intervals later with no new backup: the age is the warning (once the copy works again).
    await store.db.updateTable("backup_runs").set({ offsite_ok: 1, offsite_error: null }).execute();
    expect((await backupHealth(store, HOUR_MS, start + 5 * HOUR_MS)).warning).toMatch(/older than two backup intervals/);
  });

  it("records a scheduled backup whose copy holds a trigger the migrations do not make as failed, naming it, and keeps no file", async () => {
    const store = await t.open();
    const body = "UPDATE users SET disabled_at = NULL WHERE email = 'mallory@attacker.example'";
    if (dialect === "sqlite") await sql.raw(`CREATE TRIGGER users_reenable AFTER UPDATE ON users BEGIN ${body}; END`).execute(store.db);
    else {
      await sql.raw(`CREATE FUNCTION reenable() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} AND disabled_at IS NOT NULL; RETURN NEW; END $$`).execute(store.db);
      await sql.raw("CREATE TRIGGER users_reenable AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION reenable()").execute(store.db);
    }
    const dir = path.join(t.dir, "backups");
    const scheduler = new BackupScheduler({ store, dir, intervalHours: 1, keep: 14 });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await quietly(() => scheduler.runDue())).toBeUndefined();
    errors.mockRestore();
    const [run] = await store.db.selectFrom("backup_runs").selectAll().execute();
    expect(run).toMatchObject({ ok: 0, file: null });
    expect(run!.error).toMatch(/^the copy was refused: it holds what the site's migrations do not make: .*trigger users_reenable on users/);
    expect((await backupHealth(store, HOUR_MS)).warning).toBe(`The last backup failed: ${run!.error}.`);
    expect(readdirSync(dir)).toEqual([]);
  });

  // The timer is the same on both dialects; the claim across instances is tested above.
  if (dialect === "sqlite") it("runs on its own with a short interval once started", async () => {
    const store = await t.open();
    const dir = path.join(t.dir, "backups");
    const scheduler = new BackupScheduler({ store, dir, intervalHours: 0.0002, keep: 14 });
    await quietly(async () => {
      scheduler.start();
      await until(() => existsSync(dir) && readdirSync(dir).filter(isBackupName).length >= 2);
      await scheduler.stop();
    });
    const runs = await store.db.selectFrom("backup_runs").selectAll().execute();
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((run) => run.ok === 1 && run.kind === "scheduled")).toBe(true);
  });
});
