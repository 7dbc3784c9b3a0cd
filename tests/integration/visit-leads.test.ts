import { describe, expect, it } from "vitest";
import { submitFields } from "#app/lib/server/leads/form-handler.server";
import { cancelVisit, checkVisitToken } from "#app/lib/server/bookings/visits.server";
import { DEFAULT_AVAILABILITY } from "#app/lib/visits/showrooms";
import { freeSlots } from "#app/lib/visits/slots";
import { DIALECTS, useTestStore } from "./support/test-stores";
import { formServicesFor } from "./support/form-services";
import { submissionsCsvStream } from "#app/lib/server/leads/submissions-csv.server";
import { localDateTime } from "#app/lib/business-time";
import { POSTED_PERSON } from "../support/people";

const servicesFor = formServicesFor;

/** A free time at least an hour past the notice (the store books against the real clock, which moves on meanwhile). */
function firstFree() {
  const now = Date.now();
  const margin = now + DEFAULT_AVAILABILITY.noticeMinutes * 60_000 + 3_600_000;
  return freeSlots({ availability: DEFAULT_AVAILABILITY, closures: [], busy: [], now }).flatMap((day) => day.slots).find((slot) => slot.startsAt > margin)!;
}

const person = { ...POSTED_PERSON, altcha: "solution" };

describe.each(DIALECTS)("visit bookings as leads on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("stores the lead, the visit and its three mails together; the same time again is 409 with the next free times", async () => {
    const store = await stores.open();
    const slot = firstFree();
    const fields = { ...person, showroom: "surrey", purpose: "custom-door", slot: String(slot.startsAt), note: "Pivot door, 1.4 m wide" };
    const result = await submitFields("visit", fields, servicesFor(store), { clientHash: "client-1" });
    expect(result).toMatchObject({ ok: true, formId: "visit", visit: { showroom: "surrey", startsAt: slot.startsAt } });

    const submission = await store.db.selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(submission).toMatchObject({ kind: "visit", form_id: "visit", message: "Pivot door, 1.4 m wide" });
    // Its visit booked, the lead is at "visit booked" in the pipeline by itself, still unread (decision 070).
    expect(submission).toMatchObject({ stage: "visit", status: "new" });
    const visit = await store.db.selectFrom("visits").selectAll().executeTakeFirstOrThrow();
    expect(visit).toMatchObject({ submission_id: submission.id, showroom: "surrey", purpose: "custom-door", status: "confirmed", created_by: "visitor" });
    const mails = await store.db.selectFrom("outbox").selectAll().orderBy("next_attempt_at").execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(["ana@example.com", "ana@example.com", "leads@helios.example"]);
    const lead = mails.find((mail) => mail.recipient === "leads@helios.example")!;
    expect(lead.subject).toMatch(/^New showroom visit: Ana Lopes, .+ \(Surrey showroom\)$/);
    expect(lead.body).toContain("About: Custom door design");
    const confirmation = mails.find((mail) => mail.subject.startsWith("Your visit to our Surrey showroom"))!;
    expect(confirmation.body).toMatch(/To move or cancel the visit, use this link \(no account needed\): https?:\/\/[^ ]+\/visit\/manage\/[A-Za-z0-9_-]{43}/);
    const [ics] = JSON.parse(confirmation.attachments!) as { filename: string; content: string }[];
    expect(ics!.filename).toBe("showroom-visit.ics");
    expect(ics!.content).toContain("METHOD:REQUEST");
    expect(ics!.content).toContain(`UID:visit-${visit.id}@`);
    expect(ics!.content).toMatch(/LOCATION:Surrey showroom\\, Unit 100/);
    // The reminder waits until a day before the visit, and the visit knows it.
    const reminder = mails.find((mail) => mail.subject.startsWith("Reminder:"))!;
    expect(Number(reminder.next_attempt_at)).toBe(slot.startsAt - 24 * 3_600_000);
    expect(visit.reminder_outbox_id).toBe(reminder.id);
    // The manage link works.
    const token = /\/visit\/manage\/([A-Za-z0-9_-]{43})/.exec(confirmation.body)![1]!;
    expect(await checkVisitToken(store.db, token)).toMatchObject({ ok: true });

    const again = await submitFields("visit", { ...fields, _replyto: "bo@example.com", first_name: "Bo" }, servicesFor(store), { clientHash: "client-2" });
    expect(again).toMatchObject({ ok: false, status: 409, formError: expect.stringMatching(/was just taken/) });
    expect(again.ok ? [] : again.next).not.toHaveLength(0);
    expect(await store.db.selectFrom("visits").select("id").execute()).toHaveLength(1);
    // Nothing of the second visitor is lost: the form comes back with what they typed.
    expect(again.ok ? {} : again.values).toMatchObject({ first_name: "Bo" });

    // The inbox's export has the visit's showroom, time and status.
    const csv = await new Response(submissionsCsvStream(store, { kind: "visit" })).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
    expect(cells).toMatchObject({ Kind: "visit", Showroom: "Surrey showroom", "Visit starts (America/Vancouver)": localDateTime(slot.startsAt), "Visit status": "confirmed" });

    // Cancelled: the reminder is never sent.
    await cancelVisit(store, visit.id, "visitor");
    expect(await store.db.selectFrom("outbox").select("id").where("id", "=", reminder.id).execute()).toEqual([]);
  });

  it("refuses a time that is not on offer, and a visit without a solved captcha, storing nothing", async () => {
    const store = await stores.open();
    const slot = firstFree();
    const odd = await submitFields("visit", { ...person, showroom: "surrey", purpose: "windows", slot: String(slot.startsAt + 60_000) }, servicesFor(store), { clientHash: "c" });
    expect(odd).toMatchObject({ ok: false, status: 409, formError: expect.stringMatching(/is not a time we can offer/) });
    const unsolved = await submitFields("visit", { ...person, altcha: "", showroom: "surrey", purpose: "windows", slot: String(slot.startsAt) }, servicesFor(store), { clientHash: "c" });
    expect(unsolved).toMatchObject({ ok: false, status: 400 });
    const bad = await submitFields("visit", { ...person, showroom: "vancouver", purpose: "windows", slot: "soon" }, servicesFor(store), { clientHash: "c" });
    expect(bad).toMatchObject({ ok: false, status: 422, errors: { showroom: "Please choose a showroom.", slot: "Please choose a time." } });
    expect(await store.db.selectFrom("visits").select("id").execute()).toEqual([]);
    expect(await store.db.selectFrom("submissions").select("id").execute()).toEqual([]);
  });
});
