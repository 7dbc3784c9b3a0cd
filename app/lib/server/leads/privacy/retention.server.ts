import { PeriodicJob } from "../../platform/periodic-job.server";
import type { Kysely } from "kysely";
import { retentionForm } from "#app/lib/leads/person-data";
import { DEFAULT_LOST_REASONS } from "#app/lib/leads/stages";
import { pacificDateOf, pacificWallClock } from "#app/lib/pacific-time";
import { recordAudit } from "../../audit/audit-log.server";
import type { Store } from "../../platform/database.server";
import type { Database } from "../../platform/db-schema";
import { eraseHoldings, emptiedPeople, leadHoldings } from "./person-holdings.server";

/**
 * Keeping leads no longer than needed (issue 43, decision 076): the owners' setting "delete leads that are won, lost
 * or handled and untouched for N months" (off until set), its preview, and the server's daily run of it.
 *
 * A lead is **done with** when it is won or lost, or handled (a staff member took it up: status "handled"), and not
 * spam or held. It is **untouched since** a time when nothing happened to it after: it was received before, its stage
 * and status were last changed before, and it has no staff event (stage, owner, note, next action), status event,
 * reply, mail of the outbox, or visit (booked, changed or taking place) after.
 */

type Db = Kysely<Database>;

/** The one row of lead_settings (shared with the lost reasons). */
const SETTINGS_ID = "pipeline";
/** The Pacific hour from which the day's run may start (a quiet hour). */
export const RETENTION_HOUR = 3;
/** How often the server looks whether the day's run is due. */
const CHECK_EVERY_MS = 10 * 60 * 1000;
/** Leads deleted per transaction: a large first run does not hold the database for long at a time. */
const RETENTION_BATCH = 100;

export async function retentionMonths(db: Db): Promise<number | null> {
  const row = await db.selectFrom("lead_settings").select("retention_months").where("id", "=", SETTINGS_ID).executeTakeFirst();
  return row?.retention_months ?? null;
}

export async function saveRetentionMonths(db: Db, months: number | null, by: string, now = Date.now()): Promise<void> {
  await db
    .insertInto("lead_settings")
    .values({ id: SETTINGS_ID, lost_reasons: JSON.stringify(DEFAULT_LOST_REASONS), retention_months: months, updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column("id").doUpdateSet({ retention_months: months, updated_at: now, updated_by: by }))
    .execute();
}

/** The time `months` calendar months before `now` (UTC): a lead untouched since before it is past the period. */
export function retentionCutoff(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** The leads done with and untouched since `cutoff`, oldest first. */
function expiredLeads(db: Db, cutoff: number) {
  return db
    .selectFrom("submissions as s")
    .where("s.status", "in", ["new", "handled"])
    .where((eb) => eb.or([eb("s.status", "=", "handled"), eb("s.stage", "in", ["won", "lost"])]))
    .where("s.created_at", "<", cutoff)
    .where((eb) => eb.or([eb("s.stage_changed_at", "is", null), eb("s.stage_changed_at", "<", cutoff)]))
    .where((eb) => eb.or([eb("s.handled_at", "is", null), eb("s.handled_at", "<", cutoff)]))
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom("lead_events as e").select("e.id").whereRef("e.submission_id", "=", "s.id").where("e.created_at", ">=", cutoff))),
        eb.not(eb.exists(eb.selectFrom("submission_events as se").select("se.id").whereRef("se.submission_id", "=", "s.id").where("se.created_at", ">=", cutoff))),
        eb.not(eb.exists(eb.selectFrom("lead_replies as r").select("r.id").whereRef("r.submission_id", "=", "s.id").where("r.created_at", ">=", cutoff))),
        eb.not(eb.exists(eb.selectFrom("outbox as o").select("o.id").whereRef("o.submission_id", "=", "s.id").where("o.created_at", ">=", cutoff))),
        eb.not(
          eb.exists(
            eb
              .selectFrom("visits as v")
              .select("v.id")
              .whereRef("v.submission_id", "=", "s.id")
              .where((v) => v.or([v("v.created_at", ">=", cutoff), v("v.changed_at", ">=", cutoff), v("v.ends_at", ">=", cutoff)])),
          ),
        ),
      ]),
    );
}

/** How many leads a retention of `months` would delete at `now`: the preview the owners see before saving it. */
export async function retentionPreview(db: Db, months: number, now: number): Promise<number> {
  const row = await expiredLeads(db, retentionCutoff(now, months))
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes the leads past the period at `now`, a batch at a time, through the erasure's own deletion (each lead's
 * events, replies, visits, files, mails; its person too when no lead of theirs is left). Answers how many.
 */
export async function deleteExpiredLeads(db: Db, months: number, now: number): Promise<number> {
  const cutoff = retentionCutoff(now, months);
  let deleted = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const batch = await expiredLeads(trx, cutoff).select(["s.id", "s.person_id"]).orderBy("s.created_at").limit(RETENTION_BATCH).execute();
      // The erasure's own finding and deletion, for the batch at once (one pass over the outbox, not one a lead).
      if (batch.length) await eraseHoldings(trx, await leadHoldings(trx, batch.map((lead) => lead.id)));
      const people = batch.map((lead) => lead.person_id).filter((id): id is string => id !== null);
      const emptied = await emptiedPeople(trx, people);
      if (emptied.length) await eraseHoldings(trx, { personIds: emptied, leadIds: [], emails: [], visitIds: [], outboxIds: [], attachmentIds: [] });
      deleted += batch.length;
      return batch.length < RETENTION_BATCH;
    });
    if (done) return deleted;
  }
}

/**
 * The day's run, from RETENTION_HOUR Pacific (`anyHour`: the test route's, at whatever time the test clock says): when
 * the setting is on, the day is claimed (one row per Pacific day: a second instance, a later tick or a restart finds
 * it and does nothing), the leads past the period deleted, and one audit entry written with how many. Answers how
 * many leads it deleted, or null when it did not run.
 */
export async function runRetention(store: Store, now: number, { anyHour = false } = {}): Promise<number | null> {
  if (!anyHour && pacificWallClock(now).hour < RETENTION_HOUR) return null;
  const months = await retentionMonths(store.db);
  if (months === null) return null;
  const day = pacificDateOf(now);
  const claimed = await store.db
    .insertInto("lead_retention_runs")
    .values({ day, months, deleted: 0, created_at: now })
    .onConflict((oc) => oc.column("day").doNothing())
    .returning("day")
    .executeTakeFirst();
  if (!claimed) return null;
  const deleted = await deleteExpiredLeads(store.db, months, now);
  await store.db.transaction().execute(async (trx) => {
    await trx.updateTable("lead_retention_runs").set({ deleted }).where("day", "=", day).execute();
    if (deleted) {
      await recordAudit(trx, {
        actor: { id: null, email: null },
        action: "leads-expired",
        subject: `${deleted} ${deleted === 1 ? "lead" : "leads"} won, lost or handled and untouched for ${months} months`,
        link: "/admin/pipeline",
        at: now,
      });
    }
  });
  return deleted;
}

/** Looks every few minutes whether the day's run is due (on the clock given: the content clock, which tests move). */
export function retentionJob(store: Store, now: () => number): PeriodicJob {
  return new PeriodicJob("Lead retention", CHECK_EVERY_MS, () => runRetention(store, now()));
}

/** The retention form's answer: a sentence, and what the form shows again. */
export interface RetentionResult {
  tone: "success" | "error";
  message: string;
  status: number;
  /** The months as typed, shown again. */
  retentionText: string;
  /** The months previewed (the form's hidden `previewed`): saving them turns the setting on without asking again. */
  previewed?: string;
}

const leadsText = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;

/**
 * The owners' retention form (the pipeline page): "Preview" counts the leads the months typed would delete now;
 * "Save" saves them, but a setting turned on or changed is previewed first (a save of months not yet previewed answers
 * the preview, and the same save again turns it on). Empty turns it off.
 */
export async function retentionAction(db: Db, actor: { id: string; email: string }, fields: Record<string, unknown>, now: number): Promise<RetentionResult> {
  // A post without the field (not the form's) is refused, not read as "off".
  const typed = typeof fields.retention_months === "string" ? fields.retention_months.trim() : undefined;
  const parsed = retentionForm.safeParse({ retention_months: typed });
  if (!parsed.success) return { tone: "error", message: parsed.error.issues[0]?.message ?? "Check the months.", status: 400, retentionText: typed ?? "" };
  const months = parsed.data.retention_months;
  const current = await retentionMonths(db);
  if (months === null) {
    if (fields.do === "preview") return { tone: "success", message: "Empty keeps every lead: nothing would be deleted by age.", status: 200, retentionText: "" };
    await saveRetentionMonths(db, null, actor.email, now);
    if (current !== null) await recordAudit(db, { actor, action: "retention-changed", subject: "Leads kept: deletion by age turned off", link: "/admin/pipeline", at: now });
    return { tone: "success", message: "Leads are kept: none is deleted by age.", status: 200, retentionText: "" };
  }
  const count = await retentionPreview(db, months, now);
  const previewed = fields.previewed === String(months);
  if (fields.do === "preview" || (months !== current && !previewed)) {
    return {
      tone: "success",
      message: `Set to ${months} months, it would delete ${leadsText(count)} now (won, lost or handled, untouched since ${new Date(retentionCutoff(now, months)).toISOString().slice(0, 10)}). ${months === current ? "" : "Save to turn it on."}`.trim(),
      status: 200,
      retentionText: String(months),
      previewed: String(months),
    };
  }
  await saveRetentionMonths(db, months, actor.email, now);
  if (months !== current) await recordAudit(db, { actor, action: "retention-changed", subject: `Leads won, lost or handled are deleted after ${months} months untouched`, link: "/admin/pipeline", at: now });
  return {
    tone: "success",
    message: `Saved: leads won, lost or handled and untouched for ${months} months are deleted once a day, from ${RETENTION_HOUR}:00 Pacific (${leadsText(count)} now).`,
    status: 200,
    retentionText: String(months),
  };
}

/** The setting as the pipeline page shows it: the months (null: off), and how many leads they would delete now. */
export async function retentionSetting(db: Db, now: number): Promise<{ months: number | null; count: number | null }> {
  const months = await retentionMonths(db);
  return { months, count: months === null ? null : await retentionPreview(db, months, now) };
}
