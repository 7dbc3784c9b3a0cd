import { describe, expect, it } from "vitest";
import { submitFields } from "#app/lib/server/leads/form-handler.server";
import { holdSubmission, releaseHeld } from "#app/lib/server/leads/held.server";
import { setSubmissionStatus } from "#app/lib/server/leads/inbox.server";
import { mergePeople, splitPerson, undoMerge } from "#app/lib/server/leads/people/person-changes.server";
import { personAction, personPage } from "#app/lib/server/leads/people/person-page.server";
import { MIGRATIONS, migrate, openStore, type Store } from "#app/lib/server/platform/database.server";
import { POSTED_PERSON, STORED_PERSON } from "../support/people";
import { formServicesFor } from "./support/form-services";
import { quietly, usePlaces } from "./support/restore-places";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * One person, all their leads (decision 071): leads with one email or phone (as compared) are one person, found when a
 * lead is stored or released; spam and held leads have none; staff merge two people (Undo puts exactly the moved leads
 * back) and split one; the migration gives the leads already stored their people.
 */

const CONTACT = { ...POSTED_PERSON, message: "Triple glazing for the whole house?", how_did_you_hear: "Google", altcha: "solution" };
const STAFF = "sales@helios.example";
const T0 = 1_700_000_000_000;
/** The migrations before people: a store as it was one version ago (or a backup of then, migrated on restore). */
const BEFORE_PEOPLE = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0037"));

let posts = 0;

describe.each(DIALECTS)("one person, all their leads, on $dialect", ({ dialect }) => {
  const t = useTestStore(dialect);
  const { cleanups, emptyPlace } = usePlaces(dialect, t, "people");

  /** Sends the contact form as a visitor (a client of its own each time: no rate limit in the way); answers the lead. */
  async function send(store: Store, fields: Record<string, string> = {}) {
    posts++;
    const result = await submitFields("contact", { ...CONTACT, ...fields }, formServicesFor(store), { clientHash: `client-${posts}` });
    expect(result).toMatchObject({ ok: true });
    return store.db.selectFrom("submissions").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
  }
  const personOf = async (store: Store, id: string) =>
    (await store.db.selectFrom("submissions").select("person_id").where("id", "=", id).executeTakeFirstOrThrow()).person_id;

  it("makes leads with one email or one phone, however typed, one person, and others people of their own", async () => {
    const store = await t.open();
    const first = await send(store);
    const sameEmail = await send(store, { _replyto: "  ANA@Example.com ", phone: "250-555-0100" });
    const samePhone = await send(store, { _replyto: "ana.work@example.com", phone: "+1 (604) 555 0111" });
    const gmail = await send(store, { _replyto: "Ana.Lopes+quotes@googlemail.com", phone: "778 555 0190", first_name: "A." });
    const gmailAgain = await send(store, { _replyto: "analopes@gmail.com", phone: "778 555 0191" });
    const stranger = await send(store, { _replyto: "bo@example.com", phone: "2365550123", first_name: "Bo" });

    expect(first.person_id).toBeTruthy();
    expect([sameEmail.person_id, samePhone.person_id]).toEqual([first.person_id, first.person_id]);
    expect(gmailAgain.person_id).toBe(gmail.person_id);
    expect(new Set([first.person_id, gmail.person_id, stranger.person_id]).size).toBe(3);
    expect(first).toMatchObject({ email_key: STORED_PERSON.email, phone_key: "6045550111" });
    expect(gmail.email_key).toBe("analopes@gmail.com");
    expect(await store.db.selectFrom("people").select("id").execute()).toHaveLength(3);
  });

  // Several instances share one PostgreSQL; an SQLite file has one server.
  it.runIf(dialect === "postgres")("gives two leads with one email, sent at the same moment to two instances, one person", async () => {
    const [one, two] = [await t.open(), await t.open()];
    const email = "same.moment@example.com";
    await Promise.all([
      submitFields("contact", { ...CONTACT, _replyto: email, phone: "2505550101" }, formServicesFor(one), { clientHash: "moment-1" }),
      submitFields("contact", { ...CONTACT, _replyto: email, phone: "2505550102" }, formServicesFor(two), { clientHash: "moment-2" }),
    ]);
    const people = await one.db.selectFrom("submissions").select("person_id").distinct().where("email", "=", email).execute();
    expect(people).toHaveLength(1);
    expect(await one.db.selectFrom("people").select("id").execute()).toEqual([{ id: people[0]!.person_id }]);
  });

  it("gives spam and held leads no person until they are moved to the inbox or released", async () => {
    const store = await t.open();
    const services = formServicesFor(store);
    const known = await send(store);
    const spam = await send(store, { company_website: "buy now" });
    expect(spam).toMatchObject({ status: "spam", person_id: null });

    expect(await holdSubmission(services, { formId: "contact", fields: { ...STORED_PERSON, message: "Held one" } }, { clientHash: "held" }, {})).toMatchObject({ ok: true, held: true });
    const held = await store.db.selectFrom("submissions").selectAll().where("status", "=", "held").executeTakeFirstOrThrow();
    expect(held.person_id).toBeNull();

    expect(await releaseHeld(services, held.id, STAFF)).toMatchObject({ ok: true });
    expect(await personOf(store, held.id)).toBe(known.person_id);
    expect(await setSubmissionStatus(store, spam.id, "new", STAFF)).toBe(true);
    expect(await personOf(store, spam.id)).toBe(known.person_id);
  });

  it("goes by the email when the email and the phone match two people, and records the other on the timeline", async () => {
    const store = await t.open();
    const ana = await send(store);
    const bo = await send(store, { _replyto: "bo@example.com", phone: "2365550123", first_name: "Bo", last_name: "Chen" });
    const both = await send(store, { phone: "236-555-0123" });
    expect(both.person_id).toBe(ana.person_id);
    expect(bo.person_id).not.toBe(ana.person_id);

    const page = await personPage(store.db, ana.person_id!, null);
    expect(page.timeline.map((entry) => entry.title)).toContain("Matched by email; the phone number is also on the leads of Bo Chen");
    // Bo shares a phone with this person's leads: offered for merging, saying why.
    expect(page.candidates).toEqual([expect.objectContaining({ id: bo.person_id, name: "Bo Chen", reasons: ["phone"] })]);
  });

  it("merges two people, with Undo putting back exactly the leads moved, recorded without personal data", async () => {
    const store = await t.open();
    const ana = await send(store);
    const anaWork = await send(store, { _replyto: "a.lopes@work.example", phone: "2505550188" });
    const anaWork2 = await send(store, { _replyto: "a.lopes@work.example", phone: "2505550188", message: "And the back door, please." });
    expect(anaWork.person_id).not.toBe(ana.person_id);

    // Found by a shared name, and by a search.
    const before = await personPage(store.db, ana.person_id!, "a.lopes@work");
    expect(before.candidates.map((person) => [person.id, person.reasons])).toEqual([[anaWork.person_id, ["name"]]]);
    expect(before.found?.map((person) => person.id)).toEqual([anaWork.person_id]);

    expect(await personAction(store.db, ana.person_id!, STAFF, { intent: "merge", other: anaWork.person_id })).toEqual({
      result: { tone: "success", message: "Merged: 2 leads moved to this person." },
    });
    expect(await personOf(store, anaWork2.id)).toBe(ana.person_id);
    // The merged person's page leads to the person kept.
    await expect(personPage(store.db, anaWork.person_id!, null)).rejects.toMatchObject({ status: 302, headers: expect.anything() });
    // A later lead with the merged person's email finds the person kept.
    const later = await send(store, { _replyto: "a.lopes@work.example", phone: "2505550177" });
    expect(later.person_id).toBe(ana.person_id);

    const merged = await personPage(store.db, ana.person_id!, null);
    expect(merged.leads).toHaveLength(4);
    expect(merged.merges).toEqual([expect.objectContaining({ from: "Ana Lopes", count: 2, by: STAFF })]);
    expect(merged.timeline.map((entry) => entry.title)).toContain("People merged: 2 leads of Ana Lopes joined Ana Lopes");
    expect(await mergePeople(store.db, ana.person_id!, anaWork.person_id!, STAFF)).toMatchObject({ ok: false, status: 409 });

    const undone = await undoMerge(store.db, ana.person_id!, merged.merges[0]!.id, STAFF);
    expect(undone).toMatchObject({ ok: true, personId: anaWork.person_id, message: "Merge undone: 2 leads moved back to their own person." });
    expect([await personOf(store, anaWork.id), await personOf(store, anaWork2.id), await personOf(store, later.id)]).toEqual([
      anaWork.person_id,
      anaWork.person_id,
      ana.person_id,
    ]);
    expect(await undoMerge(store.db, ana.person_id!, merged.merges[0]!.id, STAFF)).toMatchObject({ ok: false, status: 409 });
    const back = await personPage(store.db, anaWork.person_id!, null);
    expect(back.timeline.map((entry) => entry.title).slice(0, 2)).toEqual([
      "Merge undone: 2 leads of Ana Lopes back to their own person",
      "People merged: 2 leads of Ana Lopes joined Ana Lopes",
    ]);

    const audit = await store.db.selectFrom("audit_log").select(["action", "actor_email", "subject", "link"]).where("area", "=", "leads").orderBy("at").execute();
    expect(audit.map((entry) => [entry.action, entry.actor_email, entry.link])).toEqual([
      ["people-merged", STAFF, `/admin/people/${ana.person_id}`],
      ["people-unmerged", STAFF, `/admin/people/${ana.person_id}`],
    ]);
    for (const entry of audit) expect(entry.subject).not.toMatch(/ana|lopes|example|555/i);
  });

  it("splits chosen leads off to a new person, never none or all of them", async () => {
    const store = await t.open();
    const ana = await send(store);
    const other = await send(store, { first_name: "Luis", message: "My wife Ana's email, my own order." });
    const third = await send(store, { message: "The windows, again." });
    expect(await splitPerson(store.db, ana.person_id!, [], STAFF)).toMatchObject({ ok: false, status: 400 });
    expect(await splitPerson(store.db, ana.person_id!, [ana.id, other.id, third.id], STAFF)).toMatchObject({ ok: false, status: 400 });
    expect(await splitPerson(store.db, ana.person_id!, ["not-theirs"], STAFF)).toMatchObject({ ok: false, status: 409 });

    const split = await personAction(store.db, ana.person_id!, STAFF, { intent: "split", [`lead:${other.id}`]: "on" });
    expect(split.result).toMatchObject({ tone: "success", message: "Split: 1 lead moved to a new person.", link: { label: "Open the new person" } });
    const luis = await personOf(store, other.id);
    expect(luis).not.toBe(ana.person_id);
    expect(split.result.link?.to).toBe(`/admin/people/${luis}`);
    expect((await personPage(store.db, ana.person_id!, null)).leads.map((lead) => lead.id).sort()).toEqual([ana.id, third.id].sort());
    const luisPage = await personPage(store.db, luis!, null);
    expect(luisPage.person.name).toBe("Luis Lopes");
    expect(luisPage.timeline.map((entry) => entry.title)).toContain("Split: 1 lead moved to a new person, Luis Lopes");
    expect(await store.db.selectFrom("audit_log").select("action").execute()).toEqual([{ action: "person-split" }]);
  });

  it("gives the leads stored before people existed theirs when the store (or a backup of then) is migrated", async () => {
    const place = await emptyPlace();
    const old = openStore({ databaseUrl: place.databaseUrl, dataDir: place.dir });
    cleanups.unshift(() => old.close());
    await quietly(() => migrate(old.db, old.dialect, BEFORE_PEOPLE));
    const lead = (id: string, at: number, email: string, phone: string, status: "new" | "spam" | "held" | "handled" = "new") =>
      old.db.insertInto("submissions").values({ id, kind: "contact", form_id: "contact", created_at: T0 + at, first_name: "Pat", last_name: id, email, phone, client_hash: "c", status }).execute();
    await lead("a1", 1, "Pat.Doe@Gmail.com", "604-555-0101");
    await lead("a2", 2, "patdoe@googlemail.com", "2505550100", "handled");
    await lead("a3", 3, "pat@work.example", "+1 (604) 555 0101");
    await lead("b1", 4, "bo@example.com", "2365550123");
    await lead("short", 5, "x@example.com", "0101");
    await lead("short2", 6, "y@example.com", "0101");
    await lead("both", 7, "bo@example.com", "6045550101");
    await lead("spam", 8, "pat.doe@gmail.com", "6045550101", "spam");
    await lead("held", 9, "pat.doe@gmail.com", "6045550101", "held");
    await quietly(() => migrate(old.db, old.dialect));

    const rows = await old.db.selectFrom("submissions").select(["id", "person_id", "email_key", "phone_key"]).orderBy("created_at").execute();
    const person = Object.fromEntries(rows.map((row) => [row.id, row.person_id]));
    expect(person.a2).toBe(person.a1);
    expect(person.a3).toBe(person.a1);
    expect(person.b1).not.toBe(person.a1);
    expect(person.short2).not.toBe(person.short);
    expect(person.both).toBe(person.b1);
    expect([person.spam, person.held]).toEqual([null, null]);
    expect(rows.find((row) => row.id === "a1")).toMatchObject({ email_key: "patdoe@gmail.com", phone_key: "6045550101" });
    expect(rows.find((row) => row.id === "short")).toMatchObject({ phone_key: null });
    const matches = await old.db.selectFrom("person_changes").select(["kind", "person_id", "other_person_id", "lead_ids"]).execute();
    expect(matches).toEqual([{ kind: "match", person_id: person.b1, other_person_id: person.a1, lead_ids: '["both"]' }]);

    // A new lead finds the backfilled person.
    const next = await send(old, { _replyto: "pat.doe@gmail.com", phone: "7785550123" });
    expect(next.person_id).toBe(person.a1);
  });
});
