import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, REDACTED, routeConsoleTo, withRequestId } from "#app/lib/server/platform/logger.server";
import { requestIdOf } from "#server/request-id";

/** A logger writing into an array of parsed lines. */
async function captured() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: await createLogger({ level: "info", instance: "web-2", destination }) };
}

const originalConsole = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
afterEach(() => Object.assign(console, originalConsole));

describe("the log", () => {
  it("writes JSON lines with time, level, instance and the id of the request being answered", async () => {
    const { lines, logger } = await captured();
    logger.info("outside any request");
    await withRequestId("req-0001-abcd", async () => {
      await Promise.resolve();
      logger.warn({ path: "/doors" }, "inside");
    });
    expect(lines[0]).toMatchObject({ level: "info", instance: "web-2", msg: "outside any request" });
    expect(lines[0]).not.toHaveProperty("reqId");
    expect(typeof lines[0]!.time).toBe("string");
    expect(lines[1]).toMatchObject({ level: "warn", reqId: "req-0001-abcd", path: "/doors", msg: "inside" });
  });

  it("sends console output through it, an Error with its stack, and redacts fields that would name someone", async () => {
    const { lines, logger } = await captured();
    routeConsoleTo(logger);
    withRequestId("req-0002-abcd", () => console.error(new Error("it broke")));
    console.log("Migration %s applied", "0001-init");
    logger.info({ email: "ana@example.com", message: "my window", submission: { phone: "6045550111", name: "Ana" } }, "an object by mistake");
    expect(lines[0]).toMatchObject({ level: "error", reqId: "req-0002-abcd", msg: "it broke", err: { message: "it broke" } });
    expect((lines[0]!.err as { stack: string }).stack).toMatch(/^Error: it broke\n\s+at /);
    expect(lines[1]).toMatchObject({ level: "info", msg: "Migration 0001-init applied" });
    expect(lines[2]).toMatchObject({ email: REDACTED, message: REDACTED, submission: { phone: REDACTED, name: REDACTED } });
    expect(JSON.stringify(lines)).not.toMatch(/ana@example|6045550111|"Ana"|my window/);
  });
});

describe("request ids", () => {
  it("keeps a trusted proxy's well-formed id and makes one otherwise", () => {
    expect(requestIdOf("0f8e2c3d4b5a69788796a5b4c3d2e1f0", 1)).toBe("0f8e2c3d4b5a69788796a5b4c3d2e1f0");
    expect(requestIdOf(["abc-123-def-456", "other"], 1)).toBe("abc-123-def-456");
    const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    // Not trusted (no proxy), too short, too long, or with characters that could forge a log line or a page.
    for (const [sent, trust] of [
      ["0f8e2c3d4b5a69788796a5b4c3d2e1f0", 0],
      ["short", 1],
      ["x".repeat(65), 1],
      ['abc"}\n{"level":"fatal', 1],
      ["<script>alert(1)</script>", 1],
      [undefined, 1],
    ] as const) {
      expect(requestIdOf(sent, trust)).toMatch(generated);
    }
  });
});

describe("/healthz and /livez", () => {
  /** Calls a handler with just enough of a response to read what it answered. */
  async function answer(handler: (req: never, res: never) => unknown) {
    const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
    const res = {
      setHeader: (name: string, value: string) => void (sent.headers[name.toLowerCase()] = value),
      status(code: number) {
        sent.status = code;
        return res;
      },
      json: (body: unknown) => void (sent.body = body),
    };
    await handler({} as never, res as never);
    return sent;
  }

  it("answers 503 naming each failed check, 200 when all pass, and livez without any", async () => {
    const { liveness, readiness } = await import("#server/health");
    expect(await answer(readiness(() => ({ database: true, migrations: true, mail: true })))).toMatchObject({ status: 200, body: { status: "ok" } });
    const stalled = await answer(readiness(async () => ({ database: true, migrations: false, mail: false })));
    expect(stalled).toMatchObject({ status: 503, body: { status: "unavailable", failed: ["migrations", "mail"] }, headers: { "cache-control": "no-store" } });
    expect(await answer(readiness(() => Promise.reject(new Error("pool closed"))))).toMatchObject({ status: 503, body: { failed: ["checks"] } });
    expect(await answer(liveness)).toMatchObject({ status: 200, body: { status: "ok" } });
  });
});

describe("the mail worker's health", () => {
  it("is alive once started and while its loop turns, not before it starts, after it stops or when the loop stalls", async () => {
    const { OutboxWorker, POLL_MS } = await import("#app/lib/server/leads/outbox-worker.server");
    const quiet = { log: () => {}, warn: () => {}, error: () => {} };
    const env = { SMTP_URL: undefined, MAIL_FROM: undefined, SITE_URL: "https://www.helios-windows.example", DATA_DIR_ABSOLUTE: "/nonexistent" };
    // A store that fails every query: the batch fails (and is logged), the loop goes on.
    const worker = new OutboxWorker({ store: {} as never, env: env as never, logger: quiet });
    expect(worker.alive()).toBe(false);
    worker.start();
    expect(worker.alive()).toBe(true);
    expect(worker.alive(Date.now() + POLL_MS * 2)).toBe(true);
    expect(worker.alive(Date.now() + 60 * 60 * 1000)).toBe(false);
    await worker.stop();
    expect(worker.alive()).toBe(false);
  });
});
