// Shared helpers for the bench sections: ports, child processes, cleanup on exit, and table output.
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { accessSync, closeSync, constants } from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";

/** A port the OS says is free right now (listen on 0, read it, close). */
export async function freePort() {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The system Chromium the browser sections drive (CHROMIUM_PATH, as for the browser tests), or a clear error. */
export function chromiumPath() {
  const executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  try {
    accessSync(executable, constants.X_OK);
  } catch {
    throw new Error(`no Chromium at ${executable}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return executable;
}

// ---- cleanup: everything we start is registered here and stopped at the end, on error and on SIGINT/SIGTERM.

const cleanups = [];

/**
 * Registers something to stop later. `stop` is async and graceful; `kill` is sync and used as the last
 * resort from the process "exit" handler. Returns a function that runs the cleanup now (once).
 */
export function registerCleanup(name, { stop, kill }) {
  const entry = { name, stop, kill, done: false };
  cleanups.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await stop();
  };
}

/** Runs every cleanup not yet run, newest first. */
export async function runCleanups() {
  for (const entry of cleanups.toReversed()) {
    if (entry.done) continue;
    entry.done = true;
    try {
      await entry.stop();
    } catch (error) {
      console.error(`bench: could not stop ${entry.name}: ${error.message}`);
    }
  }
}

process.on("exit", () => {
  for (const entry of cleanups) if (!entry.done) entry.kill();
});

let interrupted = false;
/** True once SIGINT/SIGTERM arrived: the runner stops starting new work. */
export const isInterrupted = () => interrupted;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal} received, stopping servers and Chromium…`);
    await runCleanups();
    process.exit(130);
  });
}

// ---- child processes

const alive = (child) => child.exitCode === null && child.signalCode === null;

/** SIGTERM, then SIGKILL if the child is still there after `graceMs`. */
export async function stopChild(child, graceMs = 5000) {
  if (!alive(child)) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = sleep(graceMs).then(() => "timeout");
  if ((await Promise.race([exited, timer])) === "timeout" && alive(child)) {
    child.kill("SIGKILL");
    await exited;
  }
}

/**
 * Spawns a long-running Node child with stdout/stderr going to `logFd` (taken over), registers its cleanup and waits until
 * GET `readyUrl` answers 200 (or fails early if the child exits).
 */
export async function startServerProcess({ name, args, cwd, env, logFd, readyUrl, timeoutMs = 30_000 }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", logFd, logFd] });
  closeSync(logFd); // the child has its own copy
  const stop = registerCleanup(name, {
    stop: () => stopChild(child),
    kill: () => alive(child) && child.kill("SIGKILL"),
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(child)) throw new Error(`${name} exited with code ${child.exitCode ?? child.signalCode} before it was ready`);
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) return { child, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs / 1000} s`);
}

/** Runs a command to completion with inherited stdio; throws when it fails. */
export async function runCommand(command, args, options) {
  const child = spawn(command, args, { stdio: "inherit", ...options });
  const stop = registerCleanup(command, {
    stop: () => stopChild(child),
    kill: () => alive(child) && child.kill("SIGKILL"),
  });
  const [code, signal] = await once(child, "exit");
  await stop();
  if (code !== 0) throw new Error(`${[command, ...args].join(" ")} failed (${signal ?? `exit code ${code}`})`);
}

/** Filling 100,000 leads takes about a minute on SQLite and a few on PostgreSQL on 2 cores; beyond this it is stopped. */
const STORE_BENCH_TIMEOUT_MS = 20 * 60 * 1000;

/**
 * Runs a store bench script (scripts/bench/*-run.ts, which makes its store with bench-store.ts) on SQLite, then on
 * PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema of its own); the parsed JSON line each
 * run prints last, in that order.
 */
export async function runStoreBench(root, script, env) {
  const runOne = async (pgUrl) => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench", script)], {
      cwd: root,
      env: { ...process.env, ...env, BENCH_PG_URL: pgUrl },
      timeout: STORE_BENCH_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout.trim().split("\n").at(-1));
  };
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const results = [await runOne("")];
  if (pgUrl) results.push(await runOne(pgUrl));
  return results;
}

// ---- output

/** A plain-text table: columns padded to their widest cell; numbers-looking cells right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? "—")));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = headers.map((_, i) => rows.every((row) => /^[\d.,\s—!✗%-]*$/.test(String(row[i] ?? "—"))));
  const line = (row) =>
    row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ").trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)];
}

/** Signs the bench's staff account in (a same-origin post of the sign-in form); gives the session cookie. */
export async function signIn(url, account) {
  const response = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  if (response.status !== 303 || !cookie) throw new Error(`signing in answered ${response.status}`);
  return cookie;
}
