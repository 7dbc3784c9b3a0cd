import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/lib/server/staff/sessions.server";
import { bodyReader, MAX_POST_BYTES, MAX_QUOTE_POST_BYTES, MAX_STAFF_POST_BYTES, postLimit } from "#server/post-guards";

describe("the POST body limit", () => {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";

  beforeAll(async () => {
    const app = express();
    // The session check, stubbed: only this cookie's session is valid (the app asks the store: server/uploads.ts).
    app.use(bodyReader(async (req) => (req.headers.cookie ?? "").includes(SESSION)));
    app.post("/{*path}", (req, res) => {
      res.json({ bytes: (req.body as Buffer).length });
    });
    app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(error.status ?? 500).end();
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const SESSION = `${SESSION_COOKIE}=signed.token`;
  const MADE_UP = `${SESSION_COOKIE}=made.up`;
  const post = (path: string, bytes: number, cookie = "") =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: "a".repeat(bytes),
    });

  it("is 64 KB for the public forms and 1 MB for the staff pages only, for a signed-in staff member", () => {
    expect(postLimit("/contact", true)).toBe(MAX_POST_BYTES);
    expect(postLimit("/f/rsvp")).toBe(MAX_POST_BYTES);
    expect(postLimit("/administration", true)).toBe(MAX_POST_BYTES);
    expect(postLimit("/admin/journal/new", true)).toBe(MAX_STAFF_POST_BYTES);
    expect(postLimit("/admin/journal/new")).toBe(MAX_POST_BYTES);
    expect(postLimit("/admin/login", false)).toBe(MAX_POST_BYTES);
    // A quote's schedule of 60 openings, from the page (with or without JavaScript) or as JSON.
    for (const path of ["/quote", "/quote.data", "/f/quote"]) expect(postLimit(path)).toBe(MAX_QUOTE_POST_BYTES);
    expect(postLimit("/quote/x")).toBe(MAX_POST_BYTES);
    expect(MAX_POST_BYTES).toBe(64 * 1024);
    expect(MAX_STAFF_POST_BYTES).toBe(1024 * 1024);
  });

  it("refuses a public post over 64 KB, reads a staff post of a long journal post", async () => {
    expect((await post("/contact", MAX_POST_BYTES + 1)).status).toBe(413);
    expect((await post("/contact", MAX_POST_BYTES)).status).toBe(200);
    // 100,000 characters of Markdown outside ASCII, form-encoded: about 900 KB.
    const staff = await post("/admin/journal/new", 900_000, SESSION);
    expect(staff.status).toBe(200);
    expect(await staff.json()).toEqual({ bytes: 900_000 });
    expect((await post("/admin/journal/new", MAX_STAFF_POST_BYTES + 1, SESSION)).status).toBe(413);
    // Without a session, or with a made-up cookie of the session's name, the staff pages take no more than the public forms.
    expect((await post("/admin/journal/new", MAX_POST_BYTES + 1)).status).toBe(413);
    expect((await post("/admin/journal/new", MAX_POST_BYTES + 1, MADE_UP)).status).toBe(413);
    expect((await post("/admin/journal/new", MAX_POST_BYTES, MADE_UP)).status).toBe(200);
  });
});
