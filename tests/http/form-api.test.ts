import { request, type APIRequestContext } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { solvedCaptcha } from "#tests/e2e/support/captcha";
import { openRsvpEvent } from "#tests/e2e/support/events";
import { uniqueName } from "#tests/e2e/support/staff";
import { POSTED_PERSON } from "#tests/support/people";
import { startApp, type RunningApp } from "./support/app";

/**
 * The form endpoint (POST /f/:formId, decision 021) and the body guards of every post, from the production app in
 * this process, set up as the browser tests' shared server is (generous limits, a cheap captcha, an open event).
 */
let app: RunningApp;
let api: APIRequestContext;

beforeAll(async () => {
  app = await startApp({ ENABLE_TEST_ROUTES: "1", FORM_RATE_LIMIT: "10000", HELD_PER_CLIENT: "10000", ALTCHA_COST: "200" });
  api = await request.newContext({ baseURL: app.url });
  await openRsvpEvent(app.url);
});

afterAll(async () => {
  await api?.dispose();
  await app?.close();
});

const RSVP = { ...POSTED_PERSON, guests: "2" };

/** A valid RSVP from an address of its own (an event takes one reply per email), with a solved captcha. */
async function reply(client: APIRequestContext, fields: Record<string, string | number> = {}) {
  return { ...RSVP, _replyto: `${uniqueName("ana-")}@example.com`, altcha: await solvedCaptcha(client), ...fields };
}
const CONTACT = {
  ...POSTED_PERSON,
  message: "Hello",
  how_did_you_hear: "Google",
};

describe("POST /f/:formId (the hosted form service's shape)", () => {
  test("accepts JSON and answers JSON", async () => {
    const response = await api.post("/f/rsvp-cosentino", { data: await reply(api, { guests: 4, company: "Lopes Design" }) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });

  test("accepts multipart form data", async () => {
    const response = await api.post("/f/rsvp", { multipart: await reply(api) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });

  test("answers invalid fields with 422 and a list of errors", async () => {
    const response = await api.post("/f/rsvp", { data: { ...RSVP, phone: "604-555-011", guests: 0 } });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(["guests", "phone"]);
  });

  test("refuses an unknown form with 404", async () => {
    const response = await api.post("/f/nope", { data: RSVP });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ ok: false, error: 'Unknown form "nope".' });
  });

  test("is never cached, answers anything but POST with 405, and refuses another site's browser", async () => {
    const posted = await api.post("/f/rsvp", { data: await reply(api) });
    expect(posted.status()).toBe(200);
    expect(posted.headers()["cache-control"]).toBe("private, no-store");
    expect(posted.headers()["content-type"]).toBe("application/json; charset=utf-8");
    const read = await api.get("/f/rsvp");
    expect(read.status()).toBe(405);
    expect(read.headers()["allow"]).toBe("POST");
    expect(await read.json()).toEqual({ ok: false, error: "Use POST." });
    const foreign = await api.post("/f/rsvp", { headers: { Origin: "https://evil.example" }, data: RSVP });
    expect(foreign.status()).toBe(403);
  });

  test("refuses the contact form without a solved captcha, and a forged one, storing nothing", async () => {
    const missing = await api.post("/f/contact", { data: CONTACT });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).error).toContain("Please complete the captcha");
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: "x" }, solution: { counter: 1 } })).toString("base64");
    const response = await api.post("/f/contact", { data: { ...CONTACT, altcha: forged } });
    expect(response.status()).toBe(400);
  });
});

describe("malformed bodies get a 4xx, never a 5xx", () => {
  test("bad percent-encoding", async () => {
    const response = await api.post("/rsvp", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "first_name=%E0%A4%A&last_name=x",
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("malformed percent-encoding");
  });

  test("broken JSON", async () => {
    const response = await api.post("/f/rsvp", { headers: { "Content-Type": "application/json" }, data: Buffer.from('{"first_name": ') });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toContain("not valid JSON");
  });

  test("unexpected multipart: a file, or a broken body", async () => {
    const withFile = await api.post("/f/rsvp", {
      multipart: { ...RSVP, upload: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("hello") } },
    });
    expect(withFile.status()).toBe(400);
    const broken = await api.post("/rsvp", {
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      data: "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated",
    });
    expect(broken.status()).toBe(400);
  });

  test("an unsupported content type", async () => {
    const response = await api.post("/f/rsvp", { headers: { "Content-Type": "text/csv" }, data: "a,b" });
    expect(response.status()).toBe(415);
  });

  test("a 2 MB message gets 413", async () => {
    const response = await api.post("/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `message=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expect(response.status()).toBe(413);
  });

  test("a post from another site gets 403", async () => {
    const response = await api.post("/rsvp", {
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      data: new URLSearchParams(RSVP).toString(),
    });
    expect(response.status()).toBe(403);
  });
});

test("one client cannot fill an event: no captcha, a second reply from one email, a party above the ceiling are refused", async () => {
  const email = `${uniqueName("fill-")}@example.com`;
  const unsolved = await api.post("/f/rsvp", { data: { ...RSVP, _replyto: email } });
  expect(unsolved.status()).toBe(400);
  expect((await unsolved.json()).error).toBe("Please complete the captcha.");

  const first = await api.post("/f/rsvp", { data: await reply(api, { _replyto: email, guests: 4 }) });
  expect(await first.json()).toEqual({ ok: true, next: "/" });
  // The same address again, in capitals with spaces, on another page of the event: refused, the first reply stands.
  const again = await api.post("/f/rsvp-cosentino", { data: await reply(api, { _replyto: `  ${email.toUpperCase()} `, guests: 1 }) });
  expect(again.status()).toBe(409);
  const said = /^We already have an RSVP from this email address for the Grand Opening of HELIOS's Experience Centre, and it stands as first sent\. To change it \(more or fewer guests, or if you can no longer come\), reply to the confirmation email we sent you, call us at \(604\) 555-0142 or email info@helios-windows\.example\.$/;
  expect((await again.json()).error).toMatch(said);
  // Sent by the page's own form (no JavaScript): the whole page answers 409, with the message and the form filled in.
  const page = await api.post("/rsvp-livingspace", { form: await reply(api, { _replyto: email, first_name: "Twice" }) });
  expect(page.status()).toBe(409);
  const html = await page.text();
  expect(html).toContain("We already have an RSVP from this email address");
  expect(html).toMatch(/name="first_name"[^>]*value="Twice"|value="Twice"[^>]*name="first_name"/);

  // A party above the event's ceiling (4 until the owner sets another) is told to call.
  const party = await api.post("/f/rsvp", { data: await reply(api, { guests: 5 }) });
  expect(party.status()).toBe(422);
  expect((await party.json()).errors).toEqual([
    { field: "guests", message: "One reply can bring at most 4 guests. For a larger group, please call us at (604) 555-0142." },
  ]);
});

test("a bot that fills the honeypot gets the same answer as a person (the store test checks nothing is sent)", async () => {
  const response = await api.post("/f/rsvp", { data: { ...RSVP, company_website: "http://spam.example" } });
  expect(response.status()).toBe(200);
});

describe("POST /f/quote", () => {
  const QUOTE = {
    ...CONTACT,
    project_location: "Vernon",
    project_type: "renovation",
    timeline: "exploring",
  };

  test("answers an impossible opening with 422 and the field's error, before any captcha", async () => {
    const response = await api.post("/f/quote", {
      data: { ...QUOTE, opening_1_product: "sf85", opening_1_width: 0, opening_1_height: 2000, opening_1_quantity: 1 },
    });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual([{ field: "opening_1_width", message: "The width must be more than zero." }]);
  });

});
