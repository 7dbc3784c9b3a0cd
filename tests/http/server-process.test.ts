import { request } from "@playwright/test";
import { describe, expect, test } from "vitest";
import { freePort, startServer } from "#tests/e2e/support/processes";
import { solvedCaptcha } from "#tests/e2e/support/captcha";
import { signInApi } from "#tests/support/staff-sign-in";

/**
 * The production server as a process of its own (build/node/server.mjs): how it stops on a bad configuration, what
 * it logs, and its shutdown on SIGTERM. No browser: these run in Vitest, with child processes.
 */

/** Processes loading the server bundle (five at once in the first test): seconds on a loaded 2-core machine. */
const PROCESS_TEST_TIMEOUT_MS = 60_000;

describe("the server process", () => {
  test("stops with one clear line naming a bad PORT, SITE_URL, DATABASE_URL or SMTP_URL, never echoing a password", async () => {
    // Five processes loading the server bundle at once: seconds on a loaded 2-core machine.
    const servers: [string, ReturnType<typeof startServer>][] = [];
    for (const [variable, value] of [
      ["PORT", "not-a-port"],
      ["SITE_URL", "example.com"],
      // A password with an unencoded "/" or "#": before, node-postgres's stack trace, or the server started on a host
      // made of the password.
      ["DATABASE_URL", "postgres://helios:Zq9/secret@db.example:5432/helios"],
      ["SMTP_URL", "smtp://mailer:Zq9#secret@smtp.example:587"],
      ["SMTP_URL", "smtpx://mailer:Zq9-secret@smtp.example:587"],
    ] as const) {
      servers.push([variable, startServer({ [variable]: value }, await freePort())]);
    }
    // They start side by side: each stops at once, before it opens any store.
    for (const [variable, server] of servers) {
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect(lines[0]).not.toContain("Zq9");
    }
  }, PROCESS_TEST_TIMEOUT_MS);

  test("honours PORT, logs JSON lines with no token, staff query or personal data, and shuts down gracefully on SIGTERM", async () => {
    const port = await freePort();
    const server = startServer(
      { DATA_DIR: "./data/e2e-sigterm", ENABLE_TEST_ROUTES: "1", ALTCHA_COST: "200", INSTANCE_ID: "web-1" },
      port,
    );
    // Within the guard for a loaded machine (SERVER_READY_TIMEOUT_MS), not a fixed 10 s.
    await server.ready();
    const base = `http://127.0.0.1:${port}`;
    expect(server.output()).toContain(`ready on http://127.0.0.1:${port}`);
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    // A visit's manage link (enough to cancel it), a staff search (names, emails), a token-looking value.
    const token = "Zq9MaNaGeLiNkToKeN_0123456789abcd";
    for (const path of [`/visit/manage/${token}`, `/visit/manage/${token}?done=moved`, "/admin/submissions?q=Jane+Zq9Doe&email=jane.zq9%40example.com", `/about?gclid=${token}`]) {
      await fetch(`${base}${path}`, { redirect: "manual" });
    }
    // A visitor's message, then a signed-in search of the inbox for it.
    const api = await request.newContext({ baseURL: base });
    const visitor = { first_name: "Zq9Ana", last_name: "Zq9Lopes", _replyto: "ana.zq9@example.com", phone: "6045559901", message: "Zq9 my bay window leaks" };
    const posted = await api.post("/f/contact", { data: { ...visitor, how_did_you_hear: "Google", altcha: await solvedCaptcha(api) } });
    expect(posted.status()).toBe(200);
    await signInApi(api, base);
    expect((await api.get("/admin/submissions?q=Zq9Lopes")).status()).toBe(200);
    // A failing page: its reference is the request id, and the log has its stack under that id.
    const failed = await api.get("/__test/error");
    expect(failed.status()).toBe(500);
    const reference = /<code id="request-reference">([^<]+)<\/code>/.exec(await failed.text())?.[1];
    expect(reference).toBe(failed.headers()["x-request-id"]);
    await api.dispose();

    const lines = () =>
      server
        .output()
        .trim()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = (path: string) => lines().find((line) => line.msg === "request" && line.path === path);
    await expect.poll(() => requestLine("/about?gclid=[masked]")?.status).toBe(200);
    expect(requestLine("/about?gclid=[masked]")).toMatchObject({ level: "info", method: "GET", instance: "web-1", reqId: expect.stringMatching(/^[0-9a-f-]{36}$/), ms: expect.any(Number) });
    expect(typeof requestLine("/about?gclid=[masked]")?.time).toBe("string");
    expect(requestLine("/visit/manage/[masked]")?.status).toBe(404);
    expect(requestLine("/admin/submissions?[omitted]")?.status).toBe(302);
    expect(requestLine("/f/contact")).toMatchObject({ method: "POST", status: 200 });
    await expect.poll(() => requestLine("/__test/error")?.status).toBe(500);
    const errors = lines().filter((line) => line.level === "error" && line.reqId === reference);
    expect(errors).toHaveLength(1);
    expect((errors[0]!.err as { stack?: string }).stack).toContain("This route fails on purpose");
    // Every line the server wrote is JSON; none holds the token, the search or what the visitor typed.
    const output = server.output();
    expect(output.trim().split("\n").filter((line) => !line.startsWith("{"))).toEqual([]);
    expect(output).not.toMatch(/zq9|6045559901|bay window/i);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
  }, PROCESS_TEST_TIMEOUT_MS);
});
