import { describe, expect, it } from "vitest";
import { dueActions } from "#app/lib/server/leads/pipeline/due-actions.server";
import { runMorningMail } from "#app/lib/server/leads/pipeline/morning-mail.server";
import { pipelineAction } from "#app/lib/server/leads/pipeline/pipeline-actions.server";
import { advanceToVisitBooked } from "#app/lib/server/bookings/visit-stage.server";
import { assignOwner, lostReasons, moveStage, saveLostReasons, setNextAction } from "#app/lib/server/leads/pipeline/pipeline.server";
import { leadTimeline } from "#app/lib/server/leads/timeline/timeline.server";
import { listSubmissions } from "#app/lib/server/leads/inbox.server";
import { MIGRATIONS, migrate, openStore, type Store } from "#app/lib/server/platform/database.server";
import type { Submission } from "#app/lib/server/platform/db-schema";
import { parsePacificDateTime } from "#app/lib/pacific-time";
import { quietly, usePlaces } from "./support/restore-places";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * One pipeline for every lead (decision 070): stages dated and kept, a lost reason from the owners' list, owners
 * (mailed when given a lead; a removed account refused, its leads unassigned), next actions due and overdue, the
 * morning mail claimed once a day per owner whatever the number of instances, a booked visit moving its lead, the
 * timeline, and the existing leads carried over by the migration.
 */

const at = (local: string) => parsePacificDateTime(local)!;
const T0 = at("2026-12-01T09:00");
const BEFORE_PIPELINE = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0035"));

async function addLead(store: Store, id: string, fields: Partial<Pick<Submission, "kind" | "form_id" | "status" | "first_name">> = {}, created = T0): Promise<string> {
  await store.db
    .insertInto("submissions")
    .values({ id, kind: "contact", form_id: "contact", created_at: created, first_name: "Pat", last_name: "Doe", email: `${id}@example.com`, phone: "2505550100", client_hash: "c", ...fields })
    .execute();
  return id;
}

async function addStaff(store: Store, id: string, role: "owner" | "sales" | "editor" = "sales"): Promise<string> {
  await store.db.insertInto("users").values({ id, email: `${id}@helios.example`, password_hash: "none", created_at: T0, role }).execute();
  return id;
}

const outbox = (store: Store) => store.db.selectFrom("outbox").select(["recipient", "subject", "body", "submission_id"]).orderBy("created_at").orderBy("subject").execute();

describe.each(DIALECTS)("the lead pipeline on $dialect", ({ dialect }) => {
  const t = useTestStore(dialect);
  const { cleanups, emptyPlace } = usePlaces(dialect, t, "pipeline");

  it("moves a lead through every stage, dated and kept, with the status following and a lost reason required", async () => {
    const store = await t.open();
    const id = await addLead(store, "ana");
    for (const [n, stage] of (["contacted", "visit", "quoted", "won"] as const).entries()) {
      expect(await moveStage(store.db, id, stage, undefined, "sam@helios.example", T0 + n + 1)).toMatchObject({ ok: true, changed: true });
    }
    const lead = await store.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ stage: "won", status: "handled", handled_by: "sam@helios.example" });
    expect(Number(lead.stage_changed_at)).toBe(T0 + 4);
    const events = await store.db.selectFrom("lead_events").select(["value", "actor"]).where("kind", "=", "stage").orderBy("created_at").execute();
    expect(events.map((event) => event.value)).toEqual(["contacted", "visit", "quoted", "won"]);

    // Lost needs a reason from the owners' list; the list is theirs to change.
    expect(await pipelineAction(store.db, "stage", id, "sam@helios.example", { stage: "lost" }, T0 + 10)).toMatchObject({ status: 400, message: "Choose why the lead was lost.", form: "stage" });
    expect(await moveStage(store.db, id, "lost", "Because", "sam@helios.example")).toMatchObject({ ok: false, status: 400 });
    expect(await lostReasons(store.db)).toEqual(["Price", "Timing", "Chose another supplier", "No reply", "Out of our area"]);
    await saveLostReasons(store.db, ["Price", "Went quiet"], "owner@helios.example");
    expect(await pipelineAction(store.db, "stage", id, "sam@helios.example", { stage: "lost", lost_reason: "Went quiet" }, T0 + 11)).toMatchObject({ status: 200, message: "Moved to Lost (Went quiet)." });
    expect(await store.db.selectFrom("submissions").select(["stage", "lost_reason"]).where("id", "=", id).executeTakeFirst()).toEqual({ stage: "lost", lost_reason: "Went quiet" });
    // The audit log says what changed, without the lead's personal data.
    const audit = await store.db.selectFrom("audit_log").select(["action", "subject"]).where("action", "=", "lead-stage").execute();
    expect(audit).toEqual([{ action: "lead-stage", subject: `Lead ${id}: moved to Lost (Went quiet)` }]);

    // Back to new: the status is new again. Spam stays outside the pipeline.
    await moveStage(store.db, id, "new", undefined, "sam@helios.example");
    expect(await store.db.selectFrom("submissions").select(["status", "stage", "lost_reason"]).where("id", "=", id).executeTakeFirst()).toEqual({ status: "new", stage: "new", lost_reason: null });
    const spam = await addLead(store, "bot", { status: "spam" });
    expect(await moveStage(store.db, spam, "contacted", undefined, "sam@helios.example")).toMatchObject({ ok: false, status: 409 });
    expect((await listSubmissions(store, { stage: "new", page: 1 })).rows.map((row) => row.id)).toEqual([id]);
  });

  it("gives a lead to an account and mails it; an account removed meanwhile is refused, and its leads show unassigned", async () => {
    const store = await t.open();
    const id = await addLead(store, "bo", { first_name: "Bo" });
    const sam = await addStaff(store, "sam");
    const eve = await addStaff(store, "eve", "editor");
    expect(await assignOwner(store.db, id, sam, "owner@helios.example", T0)).toMatchObject({ ok: true, changed: true, mailed: true, message: "Given to sam@helios.example, who was emailed." });
    const [mail] = await outbox(store);
    expect(mail).toMatchObject({ recipient: "sam@helios.example", subject: "A lead is yours: Bo Doe (Contact form)", submission_id: id });
    expect(mail!.body).toContain(`/admin/submissions/${id}`);
    // An editor has no leads.
    expect(await assignOwner(store.db, id, eve, "owner@helios.example")).toMatchObject({ ok: false, status: 409 });

    expect((await listSubmissions(store, { owner: "mine", viewer: sam, page: 1 })).rows.map((row) => row.id)).toEqual([id]);
    expect((await listSubmissions(store, { owner: "none", page: 1 })).rows).toEqual([]);

    // Sam's account is removed: the lead is unassigned again (in that view), and giving it to Sam is refused.
    await store.db.updateTable("users").set({ disabled_at: T0 + 1, disabled_by: "owner@helios.example" }).where("id", "=", sam).execute();
    expect((await listSubmissions(store, { owner: "none", page: 1 })).rows.map((row) => row.id)).toEqual([id]);
    expect((await listSubmissions(store, { owner: "mine", viewer: sam, page: 1 })).rows).toEqual([]);
    const other = await addLead(store, "cy");
    expect(await assignOwner(store.db, other, sam, "owner@helios.example")).toMatchObject({
      ok: false,
      status: 409,
      message: "That account (sam@helios.example) has been removed, so the lead cannot be given to it: choose another owner.",
    });
    expect(await assignOwner(store.db, other, "no-such-account", "owner@helios.example")).toMatchObject({ ok: false, status: 409 });
    expect(await store.db.selectFrom("submissions").select("owner_id").where("id", "=", other).executeTakeFirst()).toEqual({ owner_id: null });
  });

  it("lists due and overdue next actions, overdue first, and mails each owner once a morning from 08:00, whatever the number of instances", async () => {
    const store = await t.open();
    // Another instance: another connection on PostgreSQL (how several instances run); SQLite has one instance.
    const second = dialect === "postgres" ? await t.open() : store;
    const sam = await addStaff(store, "sam");
    const kim = await addStaff(store, "kim", "owner");
    const late = await addLead(store, "late", { first_name: "Late" });
    const today = await addLead(store, "today", { first_name: "Today" });
    const later = await addLead(store, "later", { first_name: "Later" });
    for (const id of [late, today, later]) await assignOwner(store.db, id, sam, "kim@helios.example", T0);
    await setNextAction(store.db, late, "Call back", "2026-11-30", "sam@helios.example", T0);
    await setNextAction(store.db, today, "Send the quote", "2026-12-02", "sam@helios.example", T0);
    await setNextAction(store.db, later, "Visit the site", "2026-12-09", "sam@helios.example", T0);
    expect(await pipelineAction(store.db, "next-action", later, "sam@helios.example", { next_action: "Call", next_action_due: "" })).toMatchObject({ status: 400, values: { next_action: "Call", next_action_due: "" } });

    const morning = at("2026-12-02T08:00");
    expect((await dueActions(store.db, morning)).map((action) => [action.id, action.overdue])).toEqual([
      [late, true],
      [today, false],
    ]);
    await store.db.deleteFrom("outbox").execute();

    // Before 08:00 nothing; at 08:00 two instances at once send Sam one mail (Kim, with nothing due, none).
    expect(await runMorningMail(store, at("2026-12-02T07:59"))).toBe(0);
    const counts = await Promise.all([runMorningMail(store, morning), runMorningMail(second, morning)]);
    expect(counts.sort()).toEqual([0, 1]);
    // A restart later that morning, and the next tick, send nothing more that day.
    expect(await runMorningMail(second, at("2026-12-02T10:30"))).toBe(0);
    const mails = await outbox(store);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "sam@helios.example", subject: "Your leads for Wednesday, December 2: 2 next actions due, 1 overdue" });
    expect(mails[0]!.body.indexOf("Call back: Late Doe")).toBeGreaterThan(0);
    expect(mails[0]!.body.indexOf("Call back")).toBeLessThan(mails[0]!.body.indexOf("Send the quote: Today Doe"));
    expect(mails[0]!.body).not.toContain("Visit the site");
    expect(await store.db.selectFrom("lead_digests").select(["day", "owner_id"]).orderBy("owner_id").execute()).toEqual([
      { day: "2026-12-02", owner_id: kim },
      { day: "2026-12-02", owner_id: sam },
    ]);
    // An instance that starts after 08:00 on a day not yet sent sends it.
    expect(await runMorningMail(second, at("2026-12-03T11:00"))).toBe(1);

    // Won, the lead has no next action any more.
    await moveStage(store.db, late, "won", undefined, "sam@helios.example");
    expect((await dueActions(store.db, morning)).map((action) => action.id)).toEqual([today]);
  });

  it("moves a lead whose visit is booked to visit booked, only forward, and keeps one timeline of it", async () => {
    const store = await t.open();
    const fresh = await addLead(store, "fresh");
    const quoted = await addLead(store, "quoted");
    await moveStage(store.db, quoted, "quoted", undefined, "sam@helios.example", T0 + 1);
    await store.db.transaction().execute(async (trx) => {
      await advanceToVisitBooked(trx, fresh, T0 + 2);
      await advanceToVisitBooked(trx, quoted, T0 + 2);
    });
    expect(await store.db.selectFrom("submissions").select(["id", "stage", "status"]).orderBy("id").execute()).toEqual([
      { id: fresh, stage: "visit", status: "new" },
      { id: quoted, stage: "quoted", status: "handled" },
    ]);
    await pipelineAction(store.db, "note", fresh, "sam@helios.example", { note: "Prefers mornings.\nCall first." }, T0 + 3);
    const timeline = await leadTimeline(store.db, [fresh]);
    expect(timeline.map((entry) => [entry.kind, entry.title, entry.actor])).toEqual([
      ["note", "Note", "sam@helios.example"],
      ["stage", "Moved to Visit booked (a visit was booked)", null],
      ["received", "Received: Contact form", null],
    ]);
    expect(timeline[0]!.detail).toBe("Prefers mornings.\nCall first.");
  });

  it("carries the leads over: handled is contacted, a quote's won or lost its stage, a booked visit's lead visit booked", async () => {
    const place = await emptyPlace();
    const old = openStore({ databaseUrl: place.databaseUrl, dataDir: place.dir });
    cleanups.unshift(() => old.close());
    await quietly(() => migrate(old.db, old.dialect, BEFORE_PIPELINE));
    await addLead(old, "new-one");
    await addLead(old, "handled-one", { status: "handled" });
    await addLead(old, "spam-one", { status: "spam" });
    for (const [id, status] of [["won-quote", "won"], ["lost-quote", "lost"], ["new-quote", "new"]] as const) {
      await addLead(old, id, { kind: "quote", form_id: "quote" });
      await old.db
        .insertInto("quote_requests")
        .values({ submission_id: id, project_location: "Kelowna", project_type: "renovation", timeline: "asap", energy_target: null, summary: "{}", created_at: T0, quote_status: status, status_changed_at: status === "new" ? null : T0 + 5, status_changed_by: null })
        .execute();
    }
    await addLead(old, "visit-one", { kind: "visit", form_id: "visit" });
    await old.db
      .insertInto("visits")
      .values({ id: "v1", submission_id: "visit-one", showroom: "kelowna", kind: "visit", purpose: null, starts_at: T0 + 86_400_000, ends_at: T0 + 90_000_000, buffer_minutes: 0, seat: 1, name: "Pat Doe", email: null, phone: null, note: null, reminder_outbox_id: null, created_at: T0, created_by: "visitor", changed_at: null, changed_by: null })
      .execute();
    await quietly(() => migrate(old.db, old.dialect));

    const rows = await old.db.selectFrom("submissions").select(["id", "stage", "status"]).orderBy("id").execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, `${row.stage}/${row.status}`]))).toEqual({
      "handled-one": "contacted/handled",
      "lost-quote": "lost/handled",
      "new-one": "new/new",
      "new-quote": "new/new",
      "spam-one": "new/spam",
      "visit-one": "visit/new",
      "won-quote": "won/handled",
    });
  });
});
