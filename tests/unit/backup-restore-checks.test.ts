import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { decodeCopyField, readPgScript } from "#app/lib/server/backup/pg-script.server";
import { accountLines, CONFIRM_QUESTION, confirmAccounts } from "#app/lib/server/backup/restore-accounts.server";
import { compareShapes, describeDifference } from "#app/lib/server/backup/schema-shape.server";

/** The lines of a script as pg_restore --file=- writes them. */
async function* linesOf(text: string) {
  yield* text.split("\n");
}

const HEADER = `--
-- PostgreSQL database dump
--
\\restrict abc123

SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);
`;

const TABLES = `
CREATE TABLE site.schema_migrations (
    name character varying(255) NOT NULL,
    "timestamp" character varying(255) NOT NULL
);

CREATE TABLE site.users (
    id text NOT NULL,
    email text NOT NULL,
    role text DEFAULT 'owner'::text NOT NULL,
    CONSTRAINT users_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'editor'::text])))
);
`;

const DATA = `
COPY site.schema_migrations (name, "timestamp") FROM stdin;
0001-initial	2026-11-01
\\.

COPY site.users (id, email, role) FROM stdin;
u1	owner@helios.example	owner
u2	tab\\there@helios.example	\\N
\\.

ALTER TABLE ONLY site.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

CREATE INDEX users_email ON site.users USING btree (email);
`;

describe("a dump read as text", () => {
  it("names every part, keeps the migration record and the accounts, and writes its own schema the same whatever it is called", async () => {
    const script = await readPgScript(linesOf(HEADER + TABLES + DATA));
    expect(script.schema).toBe("site");
    expect([...script.shape.keys()]).toEqual([
      "table schema_migrations",
      "column schema_migrations.name",
      "column schema_migrations.timestamp",
      "table users",
      "column users.id",
      "column users.email",
      "column users.role",
      "constraint users_role_check on users",
      "constraint users_pkey on users",
      "index users_email on users",
    ]);
    expect(script.rows.schema_migrations).toEqual([{ name: "0001-initial", timestamp: "2026-11-01" }]);
    expect(script.rows.users?.[1]).toEqual({ id: "u2", email: "tab\there@helios.example", role: null });
    const other = await readPgScript(linesOf((HEADER + TABLES + DATA).replaceAll("site.", "public.")));
    expect(compareShapes(script.shape, other.shape)).toEqual({ extra: [], changed: [], missing: [] });
  });

  it("names a trigger, its function, a rule and a statement of a kind the migrations never write as extra", async () => {
    const expected = (await readPgScript(linesOf(HEADER + TABLES + DATA))).shape;
    const tampered = await readPgScript(
      linesOf(
        HEADER +
          TABLES.replace("    email text NOT NULL,", "    email text NOT NULL,\n    backdoor text,") +
          DATA +
          `
CREATE FUNCTION site.reenable() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN UPDATE site.users SET role = 'owner'; RETURN NEW; END $$;

CREATE TRIGGER users_reenable AFTER UPDATE ON site.users FOR EACH ROW EXECUTE FUNCTION site.reenable();

CREATE RULE leads_copy AS ON INSERT TO site.users DO ALSO NOTIFY leads;

GRANT ALL ON SCHEMA site TO mallory;
`,
      ),
    );
    const difference = compareShapes(expected, tampered.shape);
    expect(difference.extra).toEqual([
      "column users.backdoor",
      "function reenable",
      "trigger users_reenable on users",
      "rule leads_copy on users",
      'statement "GRANT ALL ON SCHEMA site TO mallory;"',
    ]);
    expect(describeDifference(difference)).toBe(
      `it holds what the site's migrations do not make: column users.backdoor, function reenable, trigger users_reenable on users, rule leads_copy on users, statement "GRANT ALL ON SCHEMA site TO mallory;"`,
    );
  });

  it("refuses what follows a COPY it cannot place, rather than skip it as data", async () => {
    const script = await readPgScript(linesOf(`${HEADER}COPY site.users FROM stdin; DELETE FROM site.users;\nu1\towner\n\\.\n`));
    expect([...script.shape.keys()].some((what) => what.startsWith('statement "COPY'))).toBe(true);
    expect(script.rows.users).toBeUndefined();
  });

  it("decodes COPY's text fields", () => {
    expect(decodeCopyField("\\N")).toBeNull();
    expect(decodeCopyField("a\\\\b\\nc\\x41\\101")).toBe("a\\b\ncAA");
  });
});

describe("the accounts a restore brings", () => {
  /** A terminal's input and output, as streams. */
  function terminal() {
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = new PassThrough();
    let shown = "";
    output.on("data", (chunk) => (shown += chunk));
    return { input, output, shown: () => shown };
  }

  it("lists each account with its name, role, whether it was removed and its second factors (the app, passkeys)", () => {
    expect(
      accountLines([
        { email: "ann@helios.example", role: "owner", displayName: "Ann Lee", removed: false, secondFactor: true, passkeys: 2 },
        { email: "bo@helios.example", role: "editor", displayName: null, removed: false, secondFactor: false, passkeys: 1 },
        { email: "old@helios.example", role: "sales", displayName: null, removed: true, secondFactor: false, passkeys: 0 },
      ]),
    ).toEqual([
      "The backup holds 3 staff accounts; after the restore each can sign in, unless removed:",
      "  ann@helios.example (Ann Lee): owner, authenticator app and 2 passkeys",
      "  bo@helios.example: editor, 1 passkey",
      "  old@helios.example: sales, removed, no second factor",
    ]);
    expect(accountLines([])).toEqual(["The backup holds no staff accounts (add one with npm run admin:create after the restore)."]);
  });

  it("restores on y or yes at a terminal; anything else, or the end of input, is no", async () => {
    for (const [typed, expected] of [["y\n", "confirmed"], ["Yes\n", "confirmed"], ["\n", "declined"], ["sure\n", "declined"]] as const) {
      const { input, output, shown } = terminal();
      const answer = confirmAccounts({ yes: false, input, output });
      input.write(typed);
      expect(await answer).toBe(expected);
      expect(shown()).toContain(CONFIRM_QUESTION);
    }
    const { input, output } = terminal();
    const answer = confirmAccounts({ yes: false, input, output });
    input.end();
    expect(await answer).toBe("declined");
  });

  it("answers yes for --yes without asking, and asks nothing without a terminal", async () => {
    const { input, output, shown } = terminal();
    expect(await confirmAccounts({ yes: true, input, output })).toBe("confirmed");
    expect(await confirmAccounts({ yes: false, input: new PassThrough(), output })).toBe("no-terminal");
    expect(shown()).toBe("");
  });
});
