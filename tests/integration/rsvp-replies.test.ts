import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { eventEditorSchema } from "#app/lib/forms/staff/event-editor";
import { eventFields, rawEventFields } from "./support/event-fields";
import { ContentService } from "#app/lib/server/content/content-service.server";
import { saveEvent } from "#app/lib/server/content/kinds/event-editor.server";
import { submitFields, type FormServices } from "#app/lib/server/leads/form-handler.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { formServicesFor } from "./support/form-services";
import { DIALECTS, useTestStore } from "./support/test-stores";
import { POSTED_PERSON, STORED_PERSON } from "../support/people";


const REPLY = { ...POSTED_PERSON, guests: "2", altcha: "solution" };

describe.each(DIALECTS)("RSVP replies on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);
  const contents: ContentService[] = [];

  afterEach(() => {
    for (const content of contents.splice(0)) content.stop();
  });

  /** The form services of one instance on `store`, its content read from the database. */
  async function instance(store: Store): Promise<FormServices> {
    const content = new ContentService(store);
    contents.push(content);
    await content.start();
    return { ...formServicesFor(store), content };
  }

  const replies = async (store: Store) =>
    store.db.selectFrom("submissions").select(["email", "guests", "status", "rsvp_status", "rsvp_email", "form_id"]).orderBy("created_at").execute();

  it("takes one reply per email per event: a second one, whatever its case, spaces or page, is 409 and changes nothing", async () => {
    const store = await stores.open();
    const event = await saveEvent(store, undefined, eventFields({ "page_rsvp-livingspace": "" }), "owner@helios.example");
    const services = await instance(store);
    const meta = { clientHash: "client-1" };

    // A bot's reply (honeypot filled) is kept as spam and blocks nobody.
    expect(await submitFields("rsvp", { ...REPLY, guests: "1", company_website: "spam.example" }, services, meta)).toMatchObject({ ok: true });
    expect(await submitFields("rsvp", REPLY, services, meta)).toEqual({ ok: true, formId: "rsvp" });
    for (const [page, email] of [["rsvp", "ana@example.com"], ["rsvp-cosentino", "  ANA@Example.COM "]] as const) {
      const again = await submitFields(page, { ...REPLY, _replyto: email, guests: "4" }, services, meta);
      expect(again).toMatchObject({
        ok: false,
        status: 409,
        formError: expect.stringMatching(
          /^We already have an RSVP from this email address for the Spring Open House, and it stands as first sent\. To change it .*reply to the confirmation email we sent you, call us at \(604\) 555-0142 or email info@helios-windows\.example\.$/,
        ),
        values: { _replyto: email, guests: "4" },
      });
    }
    expect(await replies(store)).toEqual([
      { email: "ana@example.com", guests: 1, status: "spam", rsvp_status: null, rsvp_email: null, form_id: "rsvp" },
      { email: "ana@example.com", guests: 2, status: "new", rsvp_status: "confirmed", rsvp_email: "ana@example.com", form_id: "rsvp" },
    ]);
    // Only the first reply was mailed (the lead and its confirmation).
    expect(Number((await store.db.selectFrom("outbox").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(2);

    // The same address may reply to another event.
    const other = await saveEvent(store, undefined, eventFields({ title: "Autumn Evening", page_rsvp: "", "page_rsvp-cosentino": "" }), "owner@helios.example");
    await services.content.refresh();
    expect(await submitFields("rsvp-livingspace", REPLY, services, meta)).toEqual({ ok: true, formId: "rsvp-livingspace" });
    const byEvent = await store.db.selectFrom("submissions").select("event_id").where("status", "!=", "spam").orderBy("created_at").execute();
    expect(byEvent.map((row) => row.event_id)).toEqual([event.id, other.id]);
  });

  it("refuses a reply without a solved captcha, storing and mailing nothing", async () => {
    const store = await stores.open();
    await saveEvent(store, undefined, eventFields(), "owner@helios.example");
    const services = await instance(store);
    const { altcha: _altcha, ...unsolved } = REPLY;
    expect(await submitFields("rsvp", unsolved, services, { clientHash: "c" })).toMatchObject({ ok: false, status: 400, formError: "Please complete the captcha." });
    expect(await submitFields("rsvp", { ...REPLY, altcha: "forged" }, services, { clientHash: "c" })).toMatchObject({ ok: false, status: 400 });
    expect(await replies(store)).toEqual([]);
  });

  it("holds each reply to the event's ceiling of guests, 4 until the owner sets another", async () => {
    const store = await stores.open();
    const event = await saveEvent(store, undefined, eventFields(), "owner@helios.example");
    expect(event.max_guests).toBe(4);
    const services = await instance(store);
    const five = await submitFields("rsvp", { ...REPLY, guests: "5" }, services, { clientHash: "c" });
    expect(five).toMatchObject({
      ok: false,
      status: 422,
      errors: { guests: "One reply can bring at most 4 guests. For a larger group, please call us at (604) 555-0142." },
    });
    await saveEvent(store, event.id, eventFields({ max_guests: "6" }), "owner@helios.example");
    await services.content.refresh();
    expect(await submitFields("rsvp", { ...REPLY, guests: "6" }, services, { clientHash: "c" })).toEqual({ ok: true, formId: "rsvp" });
    expect(await submitFields("rsvp", { ...REPLY, _replyto: "bo@example.com", guests: "7" }, services, { clientHash: "c" })).toMatchObject({
      status: 422,
      errors: { guests: expect.stringContaining("at most 6 guests") },
    });
    // The editor keeps the ceiling within 1–20.
    for (const value of ["0", "21", "2.5", "x"]) expect(eventEditorSchema.safeParse(rawEventFields({ max_guests: value })).success).toBe(false);
  });

  it("lets one of several racing replies with the same email in (from two instances sharing PostgreSQL)", async () => {
    const store = await stores.open();
    await saveEvent(store, undefined, eventFields({ capacity: "50" }), "owner@helios.example");
    // SQLite serves one instance; PostgreSQL may serve several.
    const [a, b] = [await instance(store), await instance(dialect === "postgres" ? await stores.open() : store)];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submitFields("rsvp", { ...REPLY, _replyto: i % 2 ? "ANA@example.com" : "ana@example.com" }, i % 2 ? a : b, { clientHash: `c${i}` })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(5);
    expect(await replies(store)).toHaveLength(1);
  });

  it("the migration keys the earliest of each address's earlier replies, so duplicates stored before it stay", async () => {
    const store = await stores.open();
    const event = await saveEvent(store, undefined, eventFields(), "owner@helios.example");
    // Two replies from one address, stored before the rule (no key), and the migration run again on them.
    const row = (id: string, email: string, created: number) => ({
      id,
      kind: "rsvp" as const,
      form_id: "rsvp",
      created_at: created,
      ...STORED_PERSON,
      email,
      message: null,
      how_did_you_hear: null,
      company: null,
      guests: 2,
      handled_at: null,
      handled_by: null,
      client_hash: "c",
      user_agent: null,
      event_id: event.id,
      rsvp_status: "confirmed" as const,
    });
    await store.db.insertInto("submissions").values([row("b", " Ana@Example.com", 2), row("a", "ana@example.com", 1)]).execute();
    await sql`drop index submissions_rsvp_email`.execute(store.db);
    await store.db.schema.alterTable("submissions").dropColumn("rsvp_email").execute();
    await store.db.schema.alterTable("events").dropColumn("max_guests").execute();
    const { up } = await import("#db/migrations/0011-rsvp-replies");
    await up(store.db as never);
    const keys = await store.db.selectFrom("submissions").select(["id", "rsvp_email"]).orderBy("id").execute();
    expect(keys).toEqual([
      { id: "a", rsvp_email: "ana@example.com" },
      { id: "b", rsvp_email: null },
    ]);
    expect((await store.db.selectFrom("events").select("max_guests").executeTakeFirstOrThrow()).max_guests).toBe(4);
  });
});
