import { afterEach, describe, expect, it } from "vitest";
import { eventFields } from "./support/event-fields";
import { blockTime } from "#app/lib/server/bookings/visits.server";
import { ContentService } from "#app/lib/server/content/content-service.server";
import { saveEvent } from "#app/lib/server/content/kinds/event-editor.server";
import { submitFields, type FormServices } from "#app/lib/server/leads/form-handler.server";
import { discardHeld, HELD_FILES_BUDGET_BYTES, holdSubmission, releaseHeld } from "#app/lib/server/leads/held.server";
import { SEED_QUOTE_CATALOGUE } from "../support/seed-quote-catalogue";
import { quoteSummary } from "#app/lib/quote/summary";
import { setSubmissionStatus } from "#app/lib/server/leads/inbox.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DEFAULT_AVAILABILITY } from "#app/lib/visits/showrooms";
import { freeSlots } from "#app/lib/visits/slots";
import { formServicesFor } from "./support/form-services";
import { DIALECTS, useTestStore } from "./support/test-stores";
import { POSTED_PERSON, STORED_PERSON } from "../support/people";

const CONTACT = { ...POSTED_PERSON, message: "Triple glazing?", how_did_you_hear: "Google" };
/** A post from a form page whose browser did not run the captcha: no captcha field at all. */
const PAGE = { clientHash: "client-1", fromPage: true };

/** Free times at least an hour past the notice (the store books against the real clock). */
function freeTimes() {
  const now = Date.now();
  const margin = now + DEFAULT_AVAILABILITY.noticeMinutes * 60_000 + 3_600_000;
  return freeSlots({ availability: DEFAULT_AVAILABILITY, closures: [], busy: [], now }).flatMap((day) => day.slots).filter((slot) => slot.startsAt > margin);
}

describe.each(DIALECTS)("held submissions on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);
  const contents: ContentService[] = [];
  afterEach(() => contents.splice(0).forEach((content) => content.stop()));

  async function setUp(limits?: FormServices["heldLimits"]) {
    const store = await stores.open();
    const content = new ContentService(store);
    contents.push(content);
    await content.start();
    const services: FormServices = { ...formServicesFor(store), content, ...(limits ? { heldLimits: limits } : {}) };
    return { store, services };
  }
  const rows = (store: Store) => store.db.selectFrom("submissions").selectAll().orderBy("created_at").execute();
  const mails = (store: Store) => store.db.selectFrom("outbox").selectAll().orderBy("created_at").execute();

  it("keeps a form page's post without the captcha as held: no visitor mail, one staff notice an hour, nothing else refused differently", async () => {
    const { store, services } = await setUp();
    expect(await submitFields("contact", CONTACT, services, PAGE)).toEqual({ ok: true, formId: "contact", held: true });
    expect(await submitFields("contact", { ...CONTACT, first_name: "Bo" }, services, { ...PAGE, clientHash: "client-2" })).toMatchObject({ ok: true, held: true });
    expect((await rows(store)).map((row) => row.status)).toEqual(["held", "held"]);
    // Staff are told once, without a word the visitor typed; the address typed is never mailed.
    const [notice, ...more] = await mails(store);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ recipient: "leads@helios.example", reply_to: null, subject: "Held for checking: Contact form" });
    expect(notice!.body).not.toMatch(/Ana|Lopes|Triple|ana@example/);
    // A browser that ran the captcha and sent a wrong or empty answer is refused as before; so is the /f/ endpoint.
    expect(await submitFields("contact", { ...CONTACT, altcha: "" }, services, PAGE)).toMatchObject({ ok: false, status: 400, formError: "Please complete the captcha." });
    expect(await submitFields("contact", { ...CONTACT, altcha: "forged" }, services, PAGE)).toMatchObject({ ok: false, status: 400 });
    expect(await submitFields("contact", CONTACT, services, { clientHash: "client-3" })).toMatchObject({ ok: false, status: 400 });
    // Honeypot spam is still dropped silently, never held.
    expect(await submitFields("contact", { ...CONTACT, company_website: "http://spam.example" }, services, PAGE)).toEqual({ ok: true, formId: "contact" });
    expect((await rows(store)).map((row) => row.status)).toEqual(["held", "held", "spam"]);
    // Held leaves held only by Release or Discard.
    expect(await setSubmissionStatus(store, (await rows(store))[0]!.id, "handled", "owner@helios.example")).toBe(false);
  });

  it("answers 429 with the form given back beyond the per-client and the site-wide quota, storing nothing more", async () => {
    const { store, services } = await setUp({ perClient: 2, siteWide: 3 });
    for (let i = 0; i < 2; i++) expect(await submitFields("contact", CONTACT, services, PAGE)).toMatchObject({ ok: true, held: true });
    const mine = await submitFields("contact", CONTACT, services, PAGE);
    expect(mine).toMatchObject({ ok: false, status: 429, formError: expect.stringMatching(/^We already have messages from your connection waiting/), values: { message: CONTACT.message } });
    expect(await submitFields("contact", CONTACT, services, { ...PAGE, clientHash: "client-2" })).toMatchObject({ ok: true, held: true });
    const site = await submitFields("contact", CONTACT, services, { ...PAGE, clientHash: "client-3" });
    expect(site).toMatchObject({ ok: false, status: 429, formError: expect.stringMatching(/^We cannot take more messages from browsers without JavaScript/) });
    expect(await rows(store)).toHaveLength(3);
    // Discarding frees the place; a discarded submission is gone with its notice.
    expect(await discardHeld(store, (await rows(store))[0]!.id)).toBe(true);
    expect(await submitFields("contact", CONTACT, services, { ...PAGE, clientHash: "client-3" })).toMatchObject({ ok: true, held: true });
    expect(await rows(store)).toHaveLength(3);
    await discardHeld(store, (await rows(store))[0]!.id);
    // Files held without a captcha have a budget of their own: over it, refused with the files listed back.
    const file = { id: "f".repeat(22), name: "plans.pdf", contentType: "application/pdf", bytes: HELD_FILES_BUDGET_BYTES + 1 };
    const quote = { projectLocation: "Surrey", projectType: "new-build", timeline: "asap", energyTarget: null, openings: [], summary: quoteSummary([], SEED_QUOTE_CATALOGUE), attachments: [file] };
    const person = { ...STORED_PERSON };
    expect(await holdSubmission(services, { formId: "quote", fields: person, quote }, { clientHash: "client-4" }, {})).toMatchObject({
      ok: false,
      status: 429,
      formError: expect.stringMatching(/^We cannot take more files from browsers without JavaScript/),
      attachments: [file],
    });
    expect(await rows(store)).toHaveLength(2);
  });

  it("releases a held enquiry as if the captcha had passed, once", async () => {
    const { store, services } = await setUp();
    await submitFields("contact", CONTACT, services, PAGE);
    const [held] = await rows(store);
    expect(await releaseHeld(services, held!.id, "owner@helios.example")).toMatchObject({ ok: true, message: expect.stringMatching(/^Released/) });
    expect((await rows(store))[0]).toMatchObject({ status: "new" });
    expect((await mails(store)).map((mail) => mail.recipient).sort()).toEqual(["ana@example.com", "leads@helios.example", "leads@helios.example"]);
    expect(await releaseHeld(services, held!.id, "owner@helios.example")).toMatchObject({ ok: false, status: 409 });
    expect(await discardHeld(store, held!.id)).toBe(false);
    const events = await store.db.selectFrom("submission_events").select(["action", "actor"]).execute();
    expect(events).toEqual([{ action: "released", actor: "owner@helios.example" }]);
  });

  it("takes no visit time while held; on release books it if still free, or else leaves a lead and sends nothing", async () => {
    const { store, services } = await setUp();
    const [first, second] = freeTimes();
    const visit = (slot: number, first_name: string) => ({ ...CONTACT, first_name, showroom: "surrey", purpose: "windows", slot: String(slot), note: "Two bays" });
    expect(await submitFields("visit", visit(first!.startsAt, "Ana"), services, PAGE)).toMatchObject({ ok: true, held: true, visit: { startsAt: first!.startsAt } });
    expect(await submitFields("visit", visit(second!.startsAt, "Bo"), services, { ...PAGE, clientHash: "client-2" })).toMatchObject({ ok: true, held: true });
    expect(await store.db.selectFrom("visits").select("id").execute()).toEqual([]);
    const [ana, bo] = await rows(store);

    const booked = await releaseHeld(services, ana!.id, "owner@helios.example");
    expect(booked).toMatchObject({ ok: true, message: expect.stringMatching(/^Released: the visit on .+ is booked/) });
    expect(await store.db.selectFrom("visits").select(["submission_id", "starts_at", "note"]).execute()).toEqual([{ submission_id: ana!.id, starts_at: first!.startsAt, note: "Two bays" }]);
    const anaMails = (await mails(store)).filter((mail) => mail.submission_id === ana!.id).map((mail) => mail.subject);
    expect(anaMails).toEqual(expect.arrayContaining([expect.stringMatching(/^New showroom visit: Ana Lopes/), expect.stringMatching(/^Your visit to our Surrey showroom/)]));

    await blockTime(store, "surrey", second!, "Staff training", "owner@helios.example");
    const before = (await mails(store)).length;
    const gone = await releaseHeld(services, bo!.id, "owner@helios.example");
    expect(gone).toMatchObject({ ok: false, message: expect.stringMatching(/is no longer free: no visit was booked and nothing was sent\. Contact Bo Lopes/) });
    expect((await rows(store))[1]).toMatchObject({ status: "new" });
    expect(await mails(store)).toHaveLength(before);
  });

  it("takes no RSVP place while held; on release it is confirmed or waits, by the places left", async () => {
    const { store, services } = await setUp();
    const fields = eventFields({ capacity: "3", "page_rsvp-cosentino": "", "page_rsvp-livingspace": "" });
    await saveEvent(store, undefined, fields, "owner@helios.example");
    await services.content.refresh();
    const [event] = services.content.current().events;
    const guest = { ...STORED_PERSON, guests: 2 };
    // Held (once RSVPs need the captcha, a page post without it comes here the same way).
    expect(await holdSubmission(services, { formId: "rsvp", fields: guest, event }, PAGE, {})).toEqual({ ok: true, formId: "rsvp", held: true });
    await services.content.refresh();
    expect(services.content.current().events[0]).toMatchObject({ confirmedGuests: 0 });
    // Two places go to a reply that passed the captcha meanwhile: 2 + 2 > 3, so the held one waits once released.
    const bo = { first_name: "Bo", last_name: "Lee", _replyto: "bo@example.com", phone: "6045550112", guests: "2" };
    expect(await submitFields("rsvp", { ...bo, altcha: "solution" }, services, { clientHash: "c" })).toEqual({ ok: true, formId: "rsvp" });
    // The RSVP page's own post without the captcha is held the same way, but not a second reply from an email that has one.
    expect(await submitFields("rsvp", { ...bo, _replyto: " BO@example.com" }, services, PAGE)).toMatchObject({ ok: false, status: 409, formError: expect.stringMatching(/already have an RSVP/) });
    const held = (await rows(store)).find((row) => row.status === "held")!;
    expect(await releaseHeld(services, held.id, "owner@helios.example")).toMatchObject({ ok: true, message: expect.stringMatching(/waiting list/) });
    expect(await store.db.selectFrom("submissions").select("rsvp_status").where("id", "=", held.id).executeTakeFirst()).toEqual({ rsvp_status: "waitlist" });
    const subjects = (await mails(store)).filter((mail) => mail.submission_id === held.id).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining(["You are on the waiting list: Spring Open House"]));
    expect(services.content.current().events[0]).toMatchObject({ confirmedGuests: 2, waitlistGuests: 2 });
  });

  it("does not release a held RSVP whose email replied to the event meanwhile: the first reply stands", async () => {
    const { store, services } = await setUp();
    const fields = eventFields({ title: "Autumn Open House", "page_rsvp-cosentino": "", "page_rsvp-livingspace": "" });
    await saveEvent(store, undefined, fields, "owner@helios.example");
    await services.content.refresh();
    const reply = { first_name: "Cy", last_name: "Moe", _replyto: "cy@example.com", phone: "6045550113", guests: "1" };
    expect(await submitFields("rsvp", reply, services, PAGE)).toMatchObject({ ok: true, held: true });
    expect(await submitFields("rsvp", { ...reply, guests: "3", altcha: "solution" }, services, { clientHash: "c" })).toEqual({ ok: true, formId: "rsvp" });
    const held = (await rows(store)).find((row) => row.status === "held")!;
    expect(await releaseHeld(services, held.id, "owner@helios.example")).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/already has an RSVP/) });
    // Still held, for staff to discard; the reply that passed the captcha keeps its three places.
    expect((await rows(store)).map((row) => [row.status, row.guests])).toEqual([["held", 1], ["new", 3]]);
    // Only staff's notice that something is held: no confirmation went to the address typed.
    expect((await mails(store)).filter((mail) => mail.submission_id === held.id).map((mail) => mail.subject)).toEqual(["Held for checking: RSVP"]);
  });
});
