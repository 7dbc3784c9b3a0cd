import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { shippedSettings, siteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { currentSettings } from "../content/settings.server";
import type { Env } from "#app/lib/env.server";
import { absoluteUrl } from "#app/lib/site-url";
import type { Slot } from "#app/lib/visits/slots";
import type { ShowroomId } from "#app/lib/visits/showrooms";
import type { Store } from "../platform/database.server";
import type { Database, NewOutboxRow, VisitRow } from "../platform/db-schema";
import { manageUrl, REMINDER_BEFORE_MS } from "./visit-leads.server";
import {
  showroomOf,
  VISIT_ICS_FILE,
  visitCalendar,
  visitConfirmationLines,
  visitConfirmationSubject,
  visitLines,
  visitReminderBody,
  visitReminderSubject,
  type VisitContext,
} from "./visit-mails.server";
import { bookSlot, cancelVisit, insertVisit, issueVisitToken, moveVisit, useVisitToken, type MoveOutcome } from "./visits.server";

type ChangeEnv = Pick<Env, "NOTIFY_TO">;

function contextOf(visit: VisitRow, link: string, company: CompanySettings): VisitContext {
  return {
    company,
    id: visit.id,
    showroom: visit.showroom,
    purpose: visit.purpose ?? "general",
    startsAt: Number(visit.starts_at),
    endsAt: Number(visit.ends_at),
    sequence: visit.sequence,
    manageUrl: link,
  };
}

const firstName = (visit: VisitRow) => (visit.name ?? "").split(" ")[0] || "there";

/** A mail about a visit, keeping the company details it was written with (decision 045: its sender name reads them). */
function mail(visit: VisitRow, now: number, context: Pick<VisitContext, "company">, draft: Omit<NewOutboxRow, "id" | "submission_id" | "created_at" | "kind" | "company">): NewOutboxRow {
  return { ...draft, kind: "email", id: randomUUID(), submission_id: visit.submission_id, created_at: now, company: context.company ? JSON.stringify(context.company) : null };
}

/**
 * The visitor's mail about a change to their visit: the greeting, `lines`, the sign-off, and the invitation (updated
 * with REQUEST, withdrawn with CANCEL).
 */
function visitorMail(visit: VisitRow & { email: string }, now: number, context: VisitContext, mailed: { subject: string; lines: string[]; method: "REQUEST" | "CANCEL" }): NewOutboxRow {
  const { method } = mailed;
  const site = siteDetails(context.company ?? shippedSettings);
  return mail(visit, now, context, {
    recipient: visit.email,
    reply_to: site.email,
    // Not a direct answer: it carries the unsubscribe link (decision 074), as every mail to a visitor but a reply.
    unsubscribe: 1,
    subject: mailed.subject,
    body: [`Hi ${firstName(visit)},`, "", ...mailed.lines, "", site.name, ""].join("\n"),
    next_attempt_at: now,
    attachments: JSON.stringify([
      {
        filename: VISIT_ICS_FILE,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: visitCalendar(context, { name: visit.name ?? "", email: visit.email }, now, method),
      },
    ]),
  });
}

/** Drops the visit's reminder if it has not gone yet. */
async function dropReminder(trx: Transaction<Database>, visit: VisitRow): Promise<void> {
  if (visit.reminder_outbox_id) await trx.deleteFrom("outbox").where("id", "=", visit.reminder_outbox_id).where("sent_at", "is", null).execute();
}

/**
 * A visitor moves their visit through its link: the old link is used up, and in the move's transaction the new
 * confirmation (a new link, the invitation with a raised sequence), a note to the staff and a new reminder are queued.
 */
export function moveVisitByLink(store: Store, env: ChangeEnv, visit: VisitRow, tokenHash: string, slot: Slot, now = Date.now()) {
  return moveVisitAndTell(store, env, visit, slot, "visitor", now, tokenHash);
}

/**
 * Moves a visit and tells the visitor (a new confirmation with a new link and the updated invitation, a new
 * reminder); a move by the visitor also tells the staff, and uses up the link it came through.
 */
export async function moveVisitAndTell(
  store: Store,
  env: ChangeEnv,
  visit: VisitRow,
  slot: Slot,
  by: string,
  now = Date.now(),
  tokenHash?: string,
): Promise<MoveOutcome & { link?: string }> {
  let link: string | undefined;
  const byVisitor = by === "visitor";
  const outcome = await moveVisit(store, visit.id, slot, by, now, async (trx, moved) => {
    if (tokenHash) await useVisitToken(trx, tokenHash, now);
    link = manageUrl(await issueVisitToken(trx, visit.id, now));
    const context = contextOf(moved, link, await currentSettings(trx));
    const site = siteDetails(context.company!);
    await dropReminder(trx, visit);
    const rows: NewOutboxRow[] = [];
    if (visit.email) {
      const moved = byVisitor ? "Your visit is moved. The new time:" : "We have moved your visit, as agreed. The new time:";
      rows.push(
        visitorMail({ ...visit, email: visit.email }, now, context, {
          subject: `Your visit is moved: ${showroomOf(visit.showroom, context.company).name}`,
          lines: [moved, "", ...visitLines(context), "", "The updated invitation is attached.", `To move or cancel it again: ${link}`],
          method: "REQUEST",
        }),
      );
      const remindAt = context.startsAt - REMINDER_BEFORE_MS;
      if (remindAt > now) {
        const reminder = mail(visit, now, context, { recipient: visit.email, reply_to: null, unsubscribe: 1, subject: visitReminderSubject(context), body: visitReminderBody(firstName(visit), context, absoluteUrl("/").replace(/\/$/, "")), next_attempt_at: remindAt });
        rows.push(reminder);
        await trx.updateTable("visits").set({ reminder_outbox_id: reminder.id }).where("id", "=", visit.id).execute();
      } else {
        await trx.updateTable("visits").set({ reminder_outbox_id: null }).where("id", "=", visit.id).execute();
      }
    }
    if (byVisitor) {
      rows.push(mail(visit, now, context, { recipient: env.NOTIFY_TO ?? site.email, reply_to: visit.email, subject: `Showroom visit moved by ${visit.name}`, body: ["The visitor moved their visit. The new time:", "", ...visitLines(context), ""].join("\n"), next_attempt_at: now }));
    }
    if (rows.length) await trx.insertInto("outbox").values(rows).execute();
  });
  return { ...outcome, link };
}

/** A visitor cancels through the link: the time is free at once, the reminder dropped, both sides told. */
export function cancelVisitByLink(store: Store, env: ChangeEnv, visit: VisitRow, tokenHash: string, now = Date.now()) {
  return cancelVisitAndTell(store, env, visit, "visitor", now, tokenHash);
}

/** Cancels a visit (or lifts a block) and tells the visitor; a cancel by the visitor also tells the staff. */
export async function cancelVisitAndTell(store: Store, env: ChangeEnv, visit: VisitRow, by: string, now = Date.now(), tokenHash?: string): Promise<boolean> {
  const cancelled = await cancelVisit(store, visit.id, by, now);
  if (!cancelled || visit.kind === "block") return cancelled;
  await store.db.transaction().execute(async (trx) => {
    const context = contextOf({ ...visit, sequence: visit.sequence + 1 }, "", await currentSettings(trx));
    const site = siteDetails(context.company!);
    if (tokenHash) await useVisitToken(trx, tokenHash, now);
    const rows: NewOutboxRow[] =
      by === "visitor"
        ? [mail(visit, now, context, { recipient: env.NOTIFY_TO ?? site.email, reply_to: visit.email, subject: `Showroom visit cancelled by ${visit.name}`, body: ["The visitor cancelled their visit:", "", ...visitLines(context).slice(0, 2), ""].join("\n"), next_attempt_at: now })]
        : [];
    if (visit.email) {
      rows.push(
        visitorMail({ ...visit, email: visit.email }, now, context, {
          subject: `Your visit is cancelled: ${showroomOf(visit.showroom, context.company).name}`,
          lines: ["Your visit is cancelled:", "", ...visitLines(context).slice(0, 2), "", `Book another time whenever you like: ${absoluteUrl("/visit")}`],
          method: "CANCEL",
        }),
      );
    }
    if (rows.length) await trx.insertInto("outbox").values(rows).execute();
  });
  return true;
}


/**
 * Staff book a visit by hand (a phone booking). With the visitor's email the visitor gets the confirmation with its
 * invitation and link, and the reminder, as for a booking made on the site.
 */
export async function bookVisitByPhone(
  store: Store,
  showroom: ShowroomId,
  slot: Slot,
  details: { purpose: string; name: string; email: string | null; phone: string | null; note: string | null },
  by: string,
  now = Date.now(),
) {
  return bookSlot(store, showroom, slot, now, async (trx, id, seat, availability) => {
    await insertVisit(trx, { id, showroom, kind: "visit", slot, seat, bufferMinutes: availability.bufferMinutes, details: { ...details, submissionId: null, createdBy: by }, now });
    if (!details.email) return id;
    const link = manageUrl(await issueVisitToken(trx, id, now));
    const company = await currentSettings(trx);
    const site = siteDetails(company);
    const context: VisitContext = { id, showroom, purpose: details.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: 0, manageUrl: link, company };
    const visit = { id, submission_id: null, name: details.name, email: details.email } as VisitRow;
    const rows: NewOutboxRow[] = [
      mail(visit, now, context, {
        recipient: details.email,
        reply_to: site.email,
        unsubscribe: 1,
        subject: visitConfirmationSubject(context),
        body: [`Hi ${firstName(visit)},`, "", ...visitConfirmationLines(context), site.name, ""].join("\n"),
        next_attempt_at: now,
        attachments: JSON.stringify([
          { filename: VISIT_ICS_FILE, contentType: "text/calendar; charset=utf-8; method=REQUEST", content: visitCalendar(context, { name: details.name, email: details.email }, now) },
        ]),
      }),
    ];
    const remindAt = slot.startsAt - REMINDER_BEFORE_MS;
    if (remindAt > now) {
      const reminder = mail(visit, now, context, { recipient: details.email, reply_to: null, unsubscribe: 1, subject: visitReminderSubject(context), body: visitReminderBody(firstName(visit), context, absoluteUrl("/").replace(/\/$/, "")), next_attempt_at: remindAt });
      rows.push(reminder);
      await trx.updateTable("visits").set({ reminder_outbox_id: reminder.id }).where("id", "=", id).execute();
    }
    await trx.insertInto("outbox").values(rows).execute();
    return id;
  });
}
