import { randomUUID } from "node:crypto";
import type { FormResult } from "../../forms/results";
import type { VisitInput } from "../../forms/visit";
import { formatEventDate, formatPacificTime } from "../../pacific-time";
import { absoluteUrl } from "../../site-url";
import type { ShowroomId } from "../../visits/showrooms";
import type { Slot } from "../../visits/slots";
import type { FormServices, FormRequestMeta } from "../leads/form-handler.server";
import { submissionRow, type SubmissionFields, type VisitContext } from "../leads/submissions.server";
import { visitReminderBody, visitReminderSubject } from "./visit-mails.server";
import { availabilityOf, bookSlot, insertVisit, issueVisitToken } from "./visits.server";

/** The reminder goes this long before the visit (not at all when the visit is booked closer to it). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Where a visitor moves or cancels a visit: the link in every mail about it. */
export function manageUrl(token: string): string {
  return absoluteUrl(`/visit/manage/${token}`);
}

/** "Thursday, November 26th at 9:00 AM". */
export function slotLabel(slot: Slot): string {
  return `${formatEventDate(slot.startsAt)} at ${formatPacificTime(slot.startsAt)}`;
}

/**
 * Books a visitor's showroom visit: in one transaction (per seat tried) the lead (a submission of kind "visit"), the
 * visit holding its time, the manage link, the staff mail, the confirmation with its invitation and the reminder; the
 * visitor is told only once all of it is committed. A time taken meanwhile answers 409 with the next free times.
 */
export async function bookVisitLead(
  services: Pick<FormServices, "store" | "planOutbox" | "wakeOutbox">,
  input: VisitInput,
  fields: SubmissionFields,
  meta: FormRequestMeta & { spam: boolean },
  values: Record<string, string>,
  now = Date.now(),
): Promise<FormResult> {
  const showroom = input.showroom as ShowroomId;
  const availability = await availabilityOf(services.store.db, showroom);
  const slot: Slot = { startsAt: input.slot, endsAt: input.slot + availability.visitMinutes * 60_000 };
  if (meta.spam) {
    // Kept for the record like any spam, without taking anyone's time.
    await services.store.db.insertInto("submissions").values(submissionRow(fields, { formId: "visit", ...meta }, now)).execute();
    return { ok: true, formId: "visit" };
  }
  const outcome = await bookSlot(services.store, showroom, slot, now, async (trx, visitId, seat, settings) => {
    const submission = await trx
      .insertInto("submissions")
      .values(submissionRow(fields, { formId: "visit", ...meta }, now))
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertVisit(trx, {
      id: visitId,
      showroom,
      kind: "visit",
      slot,
      seat,
      bufferMinutes: settings.bufferMinutes,
      details: { purpose: input.purpose, name: `${fields.first_name} ${fields.last_name}`, email: fields.email, phone: fields.phone, note: input.note ?? null, submissionId: submission.id, createdBy: "visitor" },
      now,
    });
    const token = await issueVisitToken(trx, visitId, now);
    const visit: VisitContext = { id: visitId, showroom, purpose: input.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: 0, manageUrl: manageUrl(token) };
    const drafts = services.planOutbox(submission, { visit }).map((draft) => ({ ...draft, id: randomUUID(), submission_id: submission.id, created_at: now }));
    const remindAt = slot.startsAt - REMINDER_BEFORE_MS;
    if (remindAt > now) {
      const reminderId = randomUUID();
      drafts.push({
        kind: "email",
        recipient: fields.email,
        reply_to: null,
        subject: visitReminderSubject(visit),
        body: visitReminderBody(fields.first_name, visit, absoluteUrl("/").replace(/\/$/, "")),
        next_attempt_at: remindAt,
        id: reminderId,
        submission_id: submission.id,
        created_at: now,
      });
      await trx.updateTable("visits").set({ reminder_outbox_id: reminderId }).where("id", "=", visitId).execute();
    }
    await trx.insertInto("outbox").values(drafts).execute();
    return visit;
  });
  if (outcome.ok) {
    services.wakeOutbox();
    return { ok: true, formId: "visit", visit: { showroom, purpose: input.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt } };
  }
  const formError =
    outcome.reason === "taken"
      ? `Sorry, ${slotLabel(slot)} was just taken. Please choose another time${outcome.next.length ? ", for example one of these" : ""}.`
      : `${slotLabel(slot)} is not a time we can offer. Please choose one of the free times.`;
  return { ok: false, status: 409, errors: {}, formError, values, next: outcome.next };
}
