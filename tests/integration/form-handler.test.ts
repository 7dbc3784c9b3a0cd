import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server";
import type { CaptchaResult, CaptchaService } from "#app/lib/server/leads/captcha.server";
import { migrate, openStore, type Store } from "#app/lib/server/platform/database.server";
import { submitFields, handleFormPost, type FormServices } from "#app/lib/server/leads/form-handler.server";
import { planOutbox } from "#app/lib/server/leads/notifications.server";
import { pendingUploadLimits } from "#app/lib/server/leads/pending-uploads.server";
import { createRateLimiter } from "#app/lib/server/leads/rate-limit.server";
import { eventFields } from "./support/event-fields";
import { ContentService } from "#app/lib/server/content/content-service.server";
import { saveEvent } from "#app/lib/server/content/kinds/event-editor.server";
import { POSTED_PERSON } from "../support/people";


const CONTACT = {
  ...POSTED_PERSON,
  message: "A quote for windows, please.",
  how_did_you_hear: "Google",
  altcha: "solution",
};
const RSVP = { ...POSTED_PERSON, guests: "3" };
const META = { clientHash: "client-1" };

let replies = 0;
/** A valid RSVP from an address of its own, with a fresh captcha solution (one reply per email per event). */
function rsvp(overrides: Record<string, string> = {}) {
  replies++;
  return { ...RSVP, _replyto: `guest${replies}@example.com`, altcha: `solution-${replies}`, ...overrides };
}

/** A captcha that accepts each response starting "solution" once, like the real one, so a replay is refused. */
function fakeCaptcha(): CaptchaService {
  const used = new Set<string>();
  return {
    provider: "altcha",
    challenge: async () => ({}),
    async verify(response): Promise<CaptchaResult> {
      if (!response) return { ok: false, reason: "missing" };
      if (!response.startsWith("solution")) return { ok: false, reason: "invalid" };
      if (used.has(response)) return { ok: false, reason: "replayed" };
      used.add(response);
      return { ok: true };
    },
    sweep: async () => {},
  };
}

describe("the form handler, on a real SQLite file", () => {
  let dir: string;
  let store: Store;
  let services: FormServices;
  let wakes: number;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "helios-forms-"));
    store = openStore({ dataDir: dir });
    await migrate(store.db, store.dialect);
    wakes = 0;
    const env = parseEnv({ DATA_DIR: dir, NOTIFY_TO: "leads@helios.example" });
    services = {
      store,
      captcha: fakeCaptcha(),
      formLimiter: createRateLimiter(store, { keyPrefix: "form", points: 20, durationSeconds: 600 }),
      attachmentLimiter: createRateLimiter(store, { keyPrefix: "attachment", points: 30, durationSeconds: 600 }),
      uploadLimits: pendingUploadLimits(env),
      planOutbox: planOutbox(env),
      wakeOutbox: () => wakes++,
      content: new ContentService(store),
    };
    await saveEvent(store, undefined, eventFields(), "owner@helios.example");
    await services.content.start();
  });

  afterEach(async () => {
    services.content.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (table: "submissions" | "outbox") =>
    Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("stores a valid enquiry with its two mails, and wakes the outbox", async () => {
    const result = await submitFields("contact", CONTACT, services, META);
    expect(result).toEqual({ ok: true, formId: "contact" });
    const row = await store.db.selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "contact", form_id: "contact", email: "ana@example.com", status: "new", marketing_consent: 0 });
    const mail = await store.db.selectFrom("outbox").select(["recipient", "reply_to"]).orderBy("recipient").execute();
    expect(mail).toEqual([
      { recipient: "ana@example.com", reply_to: expect.any(String) },
      { recipient: "leads@helios.example", reply_to: "ana@example.com" },
    ]);
    expect(wakes).toBe(1);
  });

  it("records which RSVP form a reply came from, with its guests", async () => {
    await submitFields("rsvp-livingspace", rsvp(), services, META);
    const row = await store.db.selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "rsvp", form_id: "rsvp-livingspace", guests: 3 });
  });

  it("confirms every RSVP of an event without a limit, and counts their guests", async () => {
    const [event] = services.content.current().events;
    expect(event!.capacity).toBeNull();
    for (let i = 0; i < 4; i++) expect(await submitFields("rsvp", rsvp(), services, META)).toEqual({ ok: true, formId: "rsvp" });
    const rows = await store.db.selectFrom("submissions").select(["rsvp_status", "event_id"]).execute();
    expect(rows).toEqual(Array.from({ length: 4 }, () => ({ rsvp_status: "confirmed", event_id: event!.id })));
    await services.content.refresh();
    expect(services.content.current().events[0]).toMatchObject({ confirmedGuests: 12, waitlistGuests: 0 });
  });

  it("puts guests beyond an event's capacity on its waiting list, and the page shows it full", async () => {
    const [event] = services.content.current().events;
    await saveEvent(store, event!.id, eventFields({ capacity: "5" }), "owner@helios.example");
    await services.content.refresh();
    expect(await submitFields("rsvp", rsvp(), services, META)).toEqual({ ok: true, formId: "rsvp" });
    // 3 of 5 taken: a party of 3 does not fit, and waits.
    expect(await submitFields("rsvp", rsvp(), services, META)).toEqual({ ok: true, formId: "rsvp", waitlisted: true });
    expect(await submitFields("rsvp", rsvp({ guests: "2" }), services, META)).toEqual({ ok: true, formId: "rsvp" });
    const rows = await store.db.selectFrom("submissions").select(["guests", "rsvp_status", "event_id"]).orderBy("created_at").execute();
    expect(rows.map((row) => [row.guests, row.rsvp_status, row.event_id])).toEqual([
      [3, "confirmed", event!.id],
      [3, "waitlist", event!.id],
      [2, "confirmed", event!.id],
    ]);
    // The RSVP that took the last place moved the content on: the snapshot knows the event is full.
    expect(services.content.current().events[0]).toMatchObject({ confirmedGuests: 5, waitlistGuests: 3 });
  });

  it("refuses with 410 and stores nothing when the event is over, its RSVPs closed, or no event is bound", async () => {
    const [event] = services.content.current().events;
    const refuse = async (formError: RegExp) => {
      expect(await submitFields("rsvp", rsvp(), services, META)).toMatchObject({ ok: false, status: 410, formError: expect.stringMatching(formError) });
    };
    await saveEvent(store, event!.id, eventFields({ rsvp_deadline: "2020-01-01T12:00" }), "owner@helios.example");
    await services.content.refresh();
    await refuse(/^RSVPs for this event closed on January 1st, 2020 at 12:00 PM\.$/);
    await saveEvent(store, event!.id, eventFields({ starts_at: "2025-10-22T18:00", ends_at: "2025-10-22T21:00" }), "owner@helios.example");
    await services.content.refresh();
    await refuse(/^This event took place on October 22nd, 2025: RSVPs are closed\.$/);
    await saveEvent(store, event!.id, eventFields({ page_rsvp: "" }), "owner@helios.example");
    await services.content.refresh();
    await refuse(/^There is no event to RSVP for on this page/);
    expect(await count("submissions")).toBe(0);
  });

  it("stores nothing for invalid fields (422) or a missing, forged or replayed captcha (400)", async () => {
    const invalid = await submitFields("contact", { ...CONTACT, phone: "604 555 011" }, services, META);
    expect(invalid).toMatchObject({ ok: false, status: 422, errors: { phone: expect.stringMatching(/^That's 9 digits: 604 555 011\./) } });
    const { altcha: _altcha, ...withoutCaptcha } = CONTACT;
    expect(await submitFields("contact", withoutCaptcha, services, META)).toMatchObject({
      ok: false,
      status: 400,
      formError: "Please complete the captcha.",
    });
    expect(await submitFields("contact", { ...CONTACT, altcha: "forged" }, services, META)).toMatchObject({ status: 400 });
    expect(await count("submissions")).toBe(0);
    expect((await submitFields("contact", CONTACT, services, META)).ok).toBe(true);
    expect(await submitFields("contact", CONTACT, services, META)).toMatchObject({ ok: false, status: 400 });
    expect(await count("submissions")).toBe(1);
  });

  it("keeps a honeypot submission as spam, without any mail", async () => {
    const result = await submitFields("rsvp", { ...RSVP, company_website: "http://spam.example" }, services, META);
    expect(result.ok).toBe(true);
    expect(await store.db.selectFrom("submissions").select("status").executeTakeFirstOrThrow()).toEqual({ status: "spam" });
    expect(await count("outbox")).toBe(0);
    expect(wakes).toBe(0);
  });

  it("limits a flood from one client to 20 posts, not others", async () => {
    const post = (client: string) =>
      handleFormPost(
        "rsvp",
        { contentType: "application/x-www-form-urlencoded", bytes: Buffer.from(new URLSearchParams(rsvp()).toString()) },
        services,
        { clientHash: client },
      );
    const results = [];
    for (let i = 0; i < 25; i++) results.push(await post("flood"));
    expect(results.slice(0, 20).every((result) => result.ok)).toBe(true);
    expect(results.slice(20).every((result) => !result.ok && result.status === 429)).toBe(true);
    // Refused but not lost: the form comes back filled in, with when to try again.
    const refused = results[24]!;
    if (refused.ok) throw new Error("expected a refusal");
    expect(refused.values).toMatchObject({ first_name: RSVP.first_name, _replyto: expect.stringMatching(/^guest\d+@example\.com$/) });
    expect(refused.values).not.toHaveProperty("company_website");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await count("submissions")).toBe(20);
    expect((await post("someone-else")).ok).toBe(true);
  });
});
