import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, vi } from "vitest";
import { pgQuery, type useTestStore } from "./test-stores";

/** Runs `work` with console.log silenced (a restore prints what it does), and puts it back whatever happens. */
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    return await work();
  } finally {
    quiet.mockRestore();
  }
}

/** Cleanups a test registers (push: in order; unshift: first), run after each test. */
export function useCleanups(): (() => Promise<void>)[] {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return cleanups;
}

/**
 * An empty place of its own to restore into, removed after the test: a fresh folder and, on PostgreSQL, a fresh
 * database (its public schema; `keepSchemaOption` keeps the test store's schema in the address, which a dump makes).
 */
export function usePlaces(dialect: "sqlite" | "postgres", store: ReturnType<typeof useTestStore>, prefix: string) {
  const cleanups = useCleanups();
  async function emptyPlace(keepSchemaOption = false): Promise<{ dir: string; databaseUrl?: string }> {
    const dir = mkdtempSync(path.join(tmpdir(), `helios-${prefix}-`));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    if (dialect === "sqlite") return { dir };
    const name = `helios_${prefix}_${randomBytes(6).toString("hex")}`;
    await pgQuery(process.env.TEST_DATABASE_URL!, `CREATE DATABASE ${name}`);
    cleanups.push(() => pgQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE ${name} WITH (FORCE)`));
    const url = new URL(store.databaseUrl()!);
    url.pathname = `/${name}`;
    if (!keepSchemaOption) url.searchParams.delete("options");
    return { dir, databaseUrl: url.toString() };
  }
  return { cleanups, emptyPlace };
}
