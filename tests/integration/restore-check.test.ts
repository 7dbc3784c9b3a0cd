import SQLite from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { BackupError, takeBackup } from "#app/lib/server/backup/backup.server";
import { CONFIRM_QUESTION } from "#app/lib/server/backup/restore-accounts.server";
import { checkBackup } from "#app/lib/server/backup/restore.server";
import { migrate, MIGRATIONS, openStore, SQLITE_FILE_NAME, type Store } from "#app/lib/server/platform/database.server";
import { runScript, scriptCommand, type ScriptRun } from "#tests/support/run-script";
import { quietly, useCleanups } from "./support/restore-places";
import { DIALECTS, pgQuery, useTestStore } from "./support/test-stores";

/**
 * `npm run restore` refuses a backup whose schema is not what the migrations make, naming what is extra, and shows the
 * accounts it brings for a person to confirm (decision 063). The server's own backups run the same check
 * (tests/integration/backup.test.ts).
 */

const HAS_SCRIPT = spawnSync("script", ["--version"]).status === 0;
/** Each restore starts Node with tsx, which takes seconds on a busy machine. */
const SPAWN_TIMEOUT_MS = 90_000;
/** The migrations before roles (0027): a backup of the site as it was one version ago. */
const BEFORE_ROLES = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0027"));

/** The escape sequences a terminal interprets (cursor moves, colours). */
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\x1b\[[0-9;]*[A-Za-z]/g;

const ATTACKER = "mallory@attacker.example";

interface Tampering {
  what: string;
  statements: { sqlite: string[]; postgres: string[] };
  /** The parts the refusal names. */
  named: { sqlite: string[]; postgres: string[] };
}

const both = (statements: string[]) => ({ sqlite: statements, postgres: statements });
const pgFunction = (name: string, body: string) =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NEW; END $$`;

const TAMPERINGS: Tampering[] = [
  {
    what: "a trigger that gives every new lead the attacker's email",
    statements: {
      sqlite: [`CREATE TRIGGER leads_rewrite AFTER INSERT ON submissions BEGIN UPDATE submissions SET email = '${ATTACKER}' WHERE id = NEW.id; END`],
      postgres: [
        pgFunction("rewrite_lead_email", `NEW.email := '${ATTACKER}';`),
        "CREATE TRIGGER leads_rewrite BEFORE INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION rewrite_lead_email()",
      ],
    },
    named: { sqlite: ["trigger leads_rewrite on submissions"], postgres: ["trigger leads_rewrite on submissions", "function rewrite_lead_email"] },
  },
  {
    what: "an extra column",
    statements: both(["ALTER TABLE users ADD COLUMN backdoor text"]),
    named: both(["column users.backdoor"]),
  },
  {
    what: "an extra table",
    statements: both(["CREATE TABLE stash (id text PRIMARY KEY, payload text)"]),
    named: both(["table stash"]),
  },
  {
    what: "an extra view",
    statements: both(["CREATE VIEW leads_export AS SELECT email, phone FROM submissions"]),
    named: both(["view leads_export"]),
  },
  {
    what: "an extra index",
    statements: both(["CREATE INDEX users_by_hash ON users (password_hash)"]),
    named: both(["index users_by_hash on users"]),
  },
  {
    what: "a trigger that re-enables a removed account",
    statements: {
      sqlite: [`CREATE TRIGGER users_reenable AFTER UPDATE ON users BEGIN UPDATE users SET disabled_at = NULL WHERE email = '${ATTACKER}'; END`],
      postgres: [
        pgFunction("reenable", `UPDATE users SET disabled_at = NULL WHERE email = '${ATTACKER}' AND disabled_at IS NOT NULL;`),
        "CREATE TRIGGER users_reenable AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION reenable()",
      ],
    },
    named: { sqlite: ["trigger users_reenable on users"], postgres: ["trigger users_reenable on users", "function reenable"] },
  },
];

/** Runs `npm run restore` (its command) with no terminal: standard input is a closed pipe, as in a script. */
const restore = (args: string[], env: Record<string, string | undefined>): Promise<ScriptRun> => runScript("restore", args, { env });


async function addAccount(store: Store, email: string, removed = false): Promise<string> {
  const id = randomBytes(8).toString("hex");
  await store.db
    .insertInto("users")
    .values({ id, email, password_hash: "x", created_at: Date.now(), disabled_at: removed ? Date.now() : null } as never)
    .execute();
  return id;
}

/** A lead as any version of the site stored one: its columns of the first migrations only (a store may be an old one). */
async function addLead(store: Store, email: string) {
  await store.db
    .insertInto("submissions")
    .values({ id: email, kind: "contact", form_id: "contact", created_at: Date.now(), first_name: "Kept", last_name: "Lead", email, phone: "6045550100", message: "Hello", client_hash: "restore" })
    .execute();
}

/** A lead as the site one version ago wrote it: the columns of its store only (none of a later migration's). */
async function addOldLead(store: Store, email: string) {
  await store.db
    .insertInto("submissions")
    .values({ id: randomUUID(), kind: "contact", form_id: "contact", created_at: Date.now(), first_name: "Kept", last_name: "Lead", email, phone: "6045550100", message: "Hello", client_hash: "restore" })
    .execute();
}

/** What a person would notice changed in a store: its leads, its accounts, and anything made beyond its tables. */
async function storeState(store: Store) {
  const leads = (await store.db.selectFrom("submissions").select("email").orderBy("email").execute()).map((row) => row.email);
  const accounts = (await store.db.selectFrom("users").select(["email", "disabled_at"]).orderBy("email").execute()).map((row) => `${row.email} ${row.disabled_at ? "removed" : "active"}`);
  const triggers =
    store.dialect === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(store.db)).rows
      : (await sql<{ name: string }>`select trigger_name as name from information_schema.triggers where trigger_schema = current_schema()`.execute(store.db)).rows;
  return { leads, accounts, triggers: triggers.map((row) => row.name) };
}

describe.each(DIALECTS)("restore's schema check on $dialect", { timeout: SPAWN_TIMEOUT_MS }, ({ dialect }) => {
  const t = useTestStore(dialect);
  const cleanups = useCleanups();

  /** A backup of the test's store after the tampering's statements, taken without the check (as an attacker's would be). */
  async function tamperedBackup(store: Store, statements: string[]): Promise<string> {
    for (const statement of statements) await sql.raw(statement).execute(store.db);
    return (await takeBackup(store, path.join(t.dir, "tampered"), new Date(), { checkSchema: false })).file;
  }

  it.each(TAMPERINGS)("refuses a backup with $what, naming it", async ({ statements, named }) => {
    const store = await t.open();
    await addAccount(store, "owner@helios.example");
    const file = await tamperedBackup(store, statements[dialect]);
    const refusal = await checkBackup(file, dialect, t.databaseUrl()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toContain(`${file} is refused: it holds what the site's migrations do not make: `);
    for (const part of named[dialect]) expect((refusal as Error).message).toContain(part);
  });

  it("refuses a backup made by a newer version, naming the migration it does not know", async () => {
    const store = await t.open();
    await sql`insert into schema_migrations (name, timestamp) values ('0099-from-the-future', '2030-01-01T00:00:00.000Z')`.execute(store.db);
    const file = (await takeBackup(store, path.join(t.dir, "newer"), new Date(), { checkSchema: false })).file;
    await expect(checkBackup(file, dialect, t.databaseUrl())).rejects.toThrow(
      "it was made by a newer version of the site (migration 0099-from-the-future is not known to this one): restore it with that version",
    );
  });

  it("npm run restore --force --yes refuses a backup that plants an account by a trigger and leaves the store as it was", async () => {
    const store = await t.open();
    await addAccount(store, "owner@helios.example");
    await addAccount(store, ATTACKER, true);
    const planted = TAMPERINGS.at(-1)!;
    const file = await tamperedBackup(store, planted.statements[dialect]);
    // The live store is clean again and has moved on since the backup.
    await sql.raw("DROP TRIGGER users_reenable" + (dialect === "postgres" ? " ON users" : "")).execute(store.db);
    await addLead(store, "after-the-backup@example.com");
    const before = await storeState(store);

    const result = await restore([file, "--force", "--yes"], { DATA_DIR: t.dir, DATABASE_URL: t.databaseUrl() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("is refused: it holds what the site's migrations do not make: ");
    expect(result.stderr).toContain("trigger users_reenable on users");
    expect(result.stderr).toContain("Nothing was changed.");
    expect(result.stdout).not.toContain("Restored into");
    expect(await storeState(store)).toEqual(before);
    // No backup of what was there was taken either: nothing was started.
    expect(readdirSync(path.join(t.dir, "tampered"))).toEqual([path.basename(file)]);
    expect(existsSync(path.join(t.dir, "backups"))).toBe(false);
  });

  it("npm run restore --yes restores a clean backup from before roles, listing its accounts", async () => {
    // The site one version ago: migrated without 0027-staff-roles, in a place of its own.
    const oldDir = mkdtempSync(path.join(tmpdir(), "helios-old-"));
    cleanups.push(async () => rmSync(oldDir, { recursive: true, force: true }));
    let oldUrl: string | undefined;
    let restoredUrl: string | undefined;
    if (dialect === "postgres") {
      // A schema of its own in this file's database (never in the shared one, where other files migrate).
      const schema = `old_${randomBytes(6).toString("hex")}`;
      const base = process.env.TEST_DATABASE_URL!;
      await pgQuery(t.databaseUrl()!, `CREATE SCHEMA ${schema}`);
      cleanups.push(() => pgQuery(t.databaseUrl()!, `DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      const url = new URL(t.databaseUrl()!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      oldUrl = url.toString();
      const database = `helios_restore_${randomBytes(6).toString("hex")}`;
      await pgQuery(base, `CREATE DATABASE ${database}`);
      cleanups.push(() => pgQuery(base, `DROP DATABASE ${database} WITH (FORCE)`));
      url.pathname = `/${database}`;
      restoredUrl = url.toString();
    }
    const old = openStore({ databaseUrl: oldUrl, dataDir: oldDir });
    cleanups.unshift(() => old.close());
    await quietly(() => migrate(old.db, old.dialect, BEFORE_ROLES));
    const owner = await addAccount(old, "owner@helios.example");
    await addAccount(old, "gone@helios.example", true);
    await addOldLead(old, "old-lead@example.com");
    // A session and the key that signs it, as a crafted backup could bring them to sign in without the password.
    await old.db.insertInto("sessions").values({ id: "known-token", user_id: owner, created_at: Date.now(), expires_at: Date.now() + 86_400_000 } as never).execute();
    await old.db.insertInto("shared_secrets").values({ name: "session-secret", value: "known key", fingerprint: null, created_at: 1, updated_at: 1 }).execute();
    // The server's own check passes it: it is exactly what the migrations up to 0026 make.
    const { file } = await takeBackup(old, path.join(oldDir, "backups"));

    const target = mkdtempSync(path.join(tmpdir(), "helios-restored-"));
    cleanups.push(async () => rmSync(target, { recursive: true, force: true }));
    const result = await restore([file, "--yes"], { DATA_DIR: target, DATABASE_URL: restoredUrl });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      [
        "The backup holds 2 staff accounts; after the restore each can sign in, unless removed:",
        "  owner@helios.example: owner, no second factor",
        "  gone@helios.example: owner, removed, no second factor",
      ].join("\n"),
    );
    expect(result.stdout).toMatch(/Restored into .*: submissions 1, users 2/);
    expect(result.stdout).toContain("Everyone was signed out: staff sign in again (the key that signs their sessions is made afresh at the next start).");
    expect(result.stdout).toContain("The backup is older than the audit log: this restore is not in it.");

    const restored = openStore({ databaseUrl: restoredUrl, dataDir: target });
    cleanups.unshift(() => restored.close());
    await quietly(() => migrate(restored.db, restored.dialect));
    const users = await restored.db.selectFrom("users").select(["email", "role"]).orderBy("email").execute();
    expect(users).toEqual([
      { email: "gone@helios.example", role: "owner" },
      { email: "owner@helios.example", role: "owner" },
    ]);
    expect(await restored.db.selectFrom("sessions").select("id").execute()).toEqual([]);
    expect(await restored.db.selectFrom("shared_secrets").select(["name", "value"]).where("name", "=", "session-secret").execute()).toEqual([{ name: "session-secret", value: null }]);
    // Its lead, stored before people existed, has its person once migrated (decision 071).
    const [lead] = await restored.db.selectFrom("submissions").select(["person_id", "email_key"]).execute();
    expect(lead).toMatchObject({ person_id: expect.any(String), email_key: "old-lead@example.com" });
  });

  it("stops without a terminal and without --yes, saying how, and changes nothing", async () => {
    const store = await t.open();
    const owner = await addAccount(store, "owner@helios.example");
    // A passkey signs in alone: the listing names it among the account's second factors.
    await store.db
      .insertInto("passkeys")
      .values({ id: "passkey", user_id: owner, credential_id: "credential", public_key: "key", counter: 0, transports: "[]", backed_up: 0, name: "Laptop", created_at: 1, last_used_at: null })
      .execute();
    const { file } = await takeBackup(store, path.join(t.dir, "clean"));
    const before = await storeState(store);
    const result = await restore([file, "--force"], { DATA_DIR: t.dir, DATABASE_URL: t.databaseUrl() });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("  owner@helios.example: owner, 1 passkey");
    expect(result.stderr).toBe(
      "Not restored: the accounts above must be confirmed at a terminal, and there is none; from a script, run again with --yes to restore without the question. Nothing was changed.\n",
    );
    expect(await storeState(store)).toEqual(before);
    expect(existsSync(path.join(t.dir, "backups"))).toBe(false);
  });
});

describe.skipIf(!HAS_SCRIPT)("npm run restore on a terminal", { timeout: SPAWN_TIMEOUT_MS }, () => {
  const t = useTestStore("sqlite");

  /** Runs the restore on a pseudo-terminal (`script`), answers the question with `answer`, and returns the exit code and output. */
  async function restoreOnTerminal(file: string, dataDir: string, answer: string) {
    const command = [...scriptCommand("restore"), file].join(" ");
    const child = spawn("script", ["-qfec", command, "/dev/null"], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const deadline = Date.now() + 30_000;
    while (!output.includes(CONFIRM_QUESTION)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for the question in ${JSON.stringify(output)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    child.stdin.write(`${answer}\r`);
    const code = await exited;
    // As the person reads it: without the terminal's line endings and readline's cursor and colour codes.
    return { code, output: output.replaceAll("\r\n", "\n").replace(TERMINAL_CODES, "") };
  }

  it("asks to confirm the accounts: no (the default) changes nothing, y restores", async () => {
    const store = await t.open();
    await addAccount(store, "owner@helios.example");
    const { file } = await takeBackup(store, path.join(t.dir, "backups"));
    const target = mkdtempSync(path.join(tmpdir(), "helios-restored-"));
    try {
      const declined = await restoreOnTerminal(file, target, "");
      expect(declined.output).toContain(`  owner@helios.example: owner, no second factor\n${CONFIRM_QUESTION}`);
      expect(declined.output).toContain("Not restored: the accounts were not confirmed. Nothing was changed.");
      expect(declined.code).toBe(1);
      expect(existsSync(path.join(target, SQLITE_FILE_NAME))).toBe(false);

      const confirmed = await restoreOnTerminal(file, target, "y");
      expect(confirmed.output).toContain(`Restored into ${path.join(target, SQLITE_FILE_NAME)}: submissions 0, users 1`);
      expect(confirmed.code).toBe(0);
      // The restored site's own audit log says so, with the file and the accounts it brought.
      expect(confirmed.output).toContain("The restore is written in the restored site's audit log.");
      const restored = new SQLite(path.join(target, SQLITE_FILE_NAME), { readonly: true });
      try {
        expect(restored.prepare("select action, subject, actor_email from audit_log where action = 'site-restored'").all()).toEqual([
          { action: "site-restored", subject: `${path.basename(file)}; accounts: owner@helios.example (owner)`, actor_email: null },
        ]);
      } finally {
        restored.close();
      }
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});
