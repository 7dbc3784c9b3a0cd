import { execFile } from "node:child_process";
import { accessSync, constants, readdirSync } from "node:fs";
import path from "node:path";

/** Where Debian and Ubuntu install the PostgreSQL client programs, one folder per major version. */
const DEBIAN_PG_ROOT = "/usr/lib/postgresql";
/** pg_dump and pg_restore of a large database take a while; beyond this they are stopped. */
export const PG_TOOL_TIMEOUT_MS = 60 * 60 * 1000;
/** Output kept from a tool for its error message. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export class PgToolMissing extends Error {}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path of pg_dump or pg_restore: the newest Debian install (a newer pg_dump reads older servers, not the other
 * way round), else the first on PATH. Throws PgToolMissing with what to install.
 */
export function findPgTool(name: "pg_dump" | "pg_restore"): string {
  let versions: string[] = [];
  try {
    versions = readdirSync(DEBIAN_PG_ROOT).filter((entry) => /^\d+$/.test(entry)).sort((a, b) => Number(b) - Number(a));
  } catch {
    // Not Debian's layout.
  }
  const candidates = [
    ...versions.map((version) => path.join(DEBIAN_PG_ROOT, version, "bin", name)),
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, name)),
  ];
  const found = candidates.find(executable);
  if (!found) {
    throw new PgToolMissing(
      `${name} was not found (looked in ${DEBIAN_PG_ROOT}/*/bin and PATH): install the PostgreSQL client programs, at least the server's version (Debian: apt install postgresql-client)`,
    );
  }
  return found;
}

/**
 * How the tools connect: the URL without its password (the process list shows arguments) and the password in
 * PGPASSWORD, which only this process and its children see.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  // node-postgres reads the query as a form ("+" a space); libpq only percent-decodes: write it so both read the same.
  parsed.search = [...parsed.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&");
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool without a shell; rejects with its last line of error output. */
export function runPgTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, timeout: PG_TOOL_TIMEOUT_MS, maxBuffer: MAX_OUTPUT_BYTES }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const lines = String(stderr).trim().split("\n").filter(Boolean);
      reject(new Error(`${path.basename(tool)} failed: ${lines.at(-1) ?? error.message}`));
    });
  });
}
