import { PeriodicJob } from "../../platform/periodic-job.server";
import { randomUUID } from "node:crypto";
import { siteDetails } from "#app/content/settings";
import { pacificDateOf, pacificWallClock } from "#app/lib/pacific-time";
import { absoluteUrl } from "#app/lib/site-url";
import { currentSettings } from "../../content/settings.server";
import type { Store } from "../../platform/database.server";
import { singleLine } from "../../platform/mail-line.server";
import { dueActions, dueDayLabel, type DueAction } from "./due-actions.server";
import { assignableStaff, type LeadStaff } from "./pipeline.server";

/** The Pacific hour each owner's morning mail goes out (08:00 America/Vancouver). */
export const MORNING_MAIL_HOUR = 8;
/** How often the server looks whether the morning mail is due. */
const CHECK_EVERY_MS = 60 * 1000;

/** The morning mail of one owner's due and overdue next actions. */
export function morningMailText(owner: LeadStaff, day: string, actions: readonly DueAction[], siteName: string): { subject: string; body: string } {
  const overdue = actions.filter((action) => action.overdue).length;
  const subject = `Your leads for ${dueDayLabel(day)}: ${actions.length} next ${actions.length === 1 ? "action" : "actions"} due${overdue ? `, ${overdue} overdue` : ""}`;
  const lines = [`Good morning,`, "", `The next actions of your leads due today or overdue, overdue first:`, ""];
  for (const action of actions) {
    lines.push(`- ${singleLine(action.what)}: ${singleLine(action.name)} (${action.form}, ${action.stageLabel})`);
    lines.push(`  ${action.overdue ? `Overdue, was due ${action.dueLabel}` : "Due today"}: ${absoluteUrl(`/admin/submissions/${action.id}`)}`);
  }
  lines.push("", `Your leads: ${absoluteUrl("/admin/submissions?owner=mine")}`, "", singleLine(siteName), "");
  return { subject: singleLine(subject, 250), body: lines.join("\n") };
}

/**
 * Sends the morning mail of the Pacific day of `now`, if it is 08:00 or later: for each active owner or sales
 * account, a claim row (day, account) is inserted, and in the same transaction the mail of its due next actions is
 * queued (none when nothing is due). A claim already there (another instance, an earlier tick, a start before a
 * restart) means it was sent: so once a day whatever the number of instances, and a start after 08:00 still sends
 * it that day. Answers how many mails it queued.
 */
export async function runMorningMail(store: Store, now: number): Promise<number> {
  if (pacificWallClock(now).hour < MORNING_MAIL_HOUR) return 0;
  const day = pacificDateOf(now);
  const claimed = new Set(
    (await store.db.selectFrom("lead_digests").select("owner_id").where("day", "=", day).execute()).map((row) => row.owner_id),
  );
  let queued = 0;
  for (const owner of await assignableStaff(store.db)) {
    if (claimed.has(owner.id)) continue;
    const sent = await store.db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto("lead_digests")
        .values({ day, owner_id: owner.id, created_at: now })
        .onConflict((oc) => oc.columns(["day", "owner_id"]).doNothing())
        .returning("owner_id")
        .executeTakeFirst();
      if (!claim) return false;
      const actions = await dueActions(trx, now, owner.id);
      if (!actions.length) return false;
      const company = await currentSettings(trx);
      const { subject, body } = morningMailText(owner, day, actions, siteDetails(company).name);
      await trx
        .insertInto("outbox")
        .values({ id: randomUUID(), submission_id: null, kind: "email", recipient: owner.email, reply_to: null, subject, body, created_at: now, next_attempt_at: now, company: JSON.stringify(company) })
        .execute();
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Looks every minute whether the morning mail is due (on the clock given: the content clock, which tests move). */
export function morningMailJob(store: Store, now: () => number, wakeOutbox: () => void): PeriodicJob {
  return new PeriodicJob("Morning mail", CHECK_EVERY_MS, async () => {
    if (await runMorningMail(store, now())) wakeOutbox();
  });
}
