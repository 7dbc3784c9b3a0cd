import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { FormResult } from "../../forms/results";
import type { VisitInput } from "../../forms/visit";
import { formatEventDate, formatPacificTime } from "../../pacific-time";
import { absoluteUrl } from "../../site-url";
import type { ShowroomId } from "../../visits/showrooms";
import { hasRoom, isOffered, nextFreeSlots, type Slot } from "../../visits/slots";
import type { FormServices, FormRequestMeta } from "../leads/form-handler.server";
import { submissionRow, type OutboxPlanner, type SubmissionFields, type VisitContext } from "../leads/submissions.server";
import type { Store } from "../platform/database.server";
import type { Database, Submission } from "../platform/db-schema";
import { visitReminderBody, visitReminderSubject } from "./visit-mails.server";
import { availabilityOf, bookSlot, insertVisit, issueVisitToken, NEXT_FREE_COUNT, showroomSchedule, type BookingOutcome } from "./visits.server";

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

/** What a visitor asked for: the showroom, the purpose, the note and the time's start. */
export type VisitRequest = Pick<VisitInput, "showroom" | "purpose" | "note" | "slot">;

type SlotRefusal = Extract<BookingOutcome<never>, { ok: false }>;

/** The time a visit asks for, from its start, for the showroom's visit length now. */
export async function requestedSlot(db: Kysely<Database>, request: Pick<VisitRequest, "showroom" | "slot">): Promise<Slot> {
  const availability = await availabilityOf(db, request.showroom as ShowroomId);
  return { startsAt: request.slot, endsAt: request.slot + availability.visitMinutes * 60_000 };
}

/** Why a time cannot be booked just now (taken, or not offered, with the next free times); undefined when it can. */
export async function slotRefusal(db: Kysely<Database>, showroom: ShowroomId, slot: Slot, now: number): Promise<SlotRefusal | undefined> {
  const { input, days } = await showroomSchedule(db, showroom, now);
  const next = nextFreeSlots(days, slot.startsAt, NEXT_FREE_COUNT);
  if (!isOffered(slot, input)) return { ok: false, reason: "not-offered", next };
  if (!hasRoom(slot, input.busy, input.availability)) return { ok: false, reason: "taken", next };
  return undefined;
}

/** The visitor's answer when a time cannot be booked: 409 with the next free times to choose from. */
export function slotRefusalResult(slot: Slot, refusal: SlotRefusal, values: Record<string, string>): FormResult {
  const formError =
    refusal.reason === "taken"
      ? `Sorry, ${slotLabel(slot)} was just taken. Please choose another time${refusal.next.length ? ", for example one of these" : ""}.`
      : `${slotLabel(slot)} is not a time we can offer. Please choose one of the free times.`;
  return { ok: false, status: 409, errors: {}, formError, values, next: refusal.next };
}

/**
 * Inside bookSlot's transaction, for a stored submission: the visit holding its time at `seat`, the manage link, the
 * staff mail, the confirmation with its invitation and the reminder.
 */
async function writeVisitBooking(
  trx: Transaction<Database>,
  planOutbox: OutboxPlanner,
  submission: Submission,
  booking: { request: VisitRequest; slot: Slot; visitId: string; seat: number; bufferMinutes: number },
  now: number,
): Promise<VisitContext> {
  const { request, slot, visitId } = booking;
  const showroom = request.showroom as ShowroomId;
  await insertVisit(trx, {
    id: visitId,
    showroom,
    kind: "visit",
    slot,
    seat: booking.seat,
    bufferMinutes: booking.bufferMinutes,
    details: {
      purpose: request.purpose,
      name: `${submission.first_name} ${submission.last_name}`,
      email: submission.email,
      phone: submission.phone,
      note: request.note ?? null,
      submissionId: submission.id,
      createdBy: "visitor",
    },
    now,
  });
  const token = await issueVisitToken(trx, visitId, now);
  const visit: VisitContext = { id: visitId, showroom, purpose: request.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: 0, manageUrl: manageUrl(token) };
  const drafts = planOutbox(submission, { visit }).map((draft) => ({ ...draft, id: randomUUID(), submission_id: submission.id, created_at: now }));
  const remindAt = slot.startsAt - REMINDER_BEFORE_MS;
  if (remindAt > now) {
    const reminderId = randomUUID();
    drafts.push({
      kind: "email",
      recipient: submission.email,
      reply_to: null,
      subject: visitReminderSubject(visit),
      body: visitReminderBody(submission.first_name, visit, absoluteUrl("/").replace(/\/$/, "")),
      next_attempt_at: remindAt,
      id: reminderId,
      submission_id: submission.id,
      created_at: now,
    });
    await trx.updateTable("visits").set({ reminder_outbox_id: reminderId }).where("id", "=", visitId).execute();
  }
  await trx.insertInto("outbox").values(drafts).execute();
  return visit;
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
  const slot = await requestedSlot(services.store.db, input);
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
    return writeVisitBooking(trx, services.planOutbox, submission, { request: input, slot, visitId, seat, bufferMinutes: settings.bufferMinutes }, now);
  });
  if (outcome.ok) {
    services.wakeOutbox();
    return { ok: true, formId: "visit", visit: { showroom, purpose: input.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt } };
  }
  return slotRefusalResult(slot, outcome, values);
}

/**
 * Books the visit of a held submission that staff release (decision 027), as if its captcha had passed: in one
 * transaction (per seat tried), `release` (which takes the submission out of held) and everything a booking writes.
 * When the time was taken or is no longer offered, nothing is written and the outcome says so.
 */
export async function bookHeldVisit(
  store: Store,
  planOutbox: OutboxPlanner,
  request: VisitRequest,
  release: (trx: Transaction<Database>) => Promise<Submission>,
  now = Date.now(),
): Promise<BookingOutcome<VisitContext>> {
  const slot = await requestedSlot(store.db, request);
  return bookSlot(store, request.showroom as ShowroomId, slot, now, async (trx, visitId, seat, settings) => {
    const released = await release(trx);
    return writeVisitBooking(trx, planOutbox, released, { request, slot, visitId, seat, bufferMinutes: settings.bufferMinutes }, now);
  });
}
