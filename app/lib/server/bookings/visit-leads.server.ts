import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { FormResult } from "#app/lib/forms/results";
import type { VisitInput } from "#app/lib/forms/visit";
import { formatEventDate, formatPacificTime } from "#app/lib/pacific-time";
import { absoluteUrl } from "#app/lib/site-url";
import type { ShowroomId } from "#app/lib/visits/showrooms";
import { hasRoom, isOffered, nextFreeSlots, type Slot } from "#app/lib/visits/slots";
import type { Database, Submission } from "../platform/db-schema";
import { currentSettings } from "../content/settings.server";
import { visitReminderBody, visitReminderSubject, type VisitContext } from "./visit-mails.server";
import { dayLabel } from "#app/lib/visits/booking-steps";
import { pacificDateOf } from "#app/lib/pacific-time";
import { advanceToVisitBooked } from "./visit-stage.server";
import { availabilityOf, closedOn, insertVisit, issueVisitToken, NEXT_FREE_COUNT, showroomSchedule, type BookingOutcome } from "./visits.server";

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
  if (!isOffered(slot, input)) return { ok: false, reason: "not-offered", next, ...closedOn(slot, input.closures) };
  if (!hasRoom(slot, input.busy, input.availability)) return { ok: false, reason: "taken", next };
  return undefined;
}

/** The visitor's answer when a time cannot be booked: 409 with the next free times to choose from. */
export function slotRefusalResult(slot: Slot, refusal: SlotRefusal, values: Record<string, string>): FormResult {
  const day = dayLabel(pacificDateOf(slot.startsAt));
  const formError =
    refusal.reason === "taken"
      ? `Sorry, ${slotLabel(slot)} was just taken. Please choose another time${refusal.next.length ? ", for example one of these" : ""}.`
      : refusal.closed?.holiday
        ? `The showroom is closed on ${day} for ${refusal.closed.reason}, a statutory holiday. Please choose one of the free times.`
        : refusal.closed
          ? `The showroom is closed on ${day}. Please choose one of the free times.`
          : `${slotLabel(slot)} is not a time we can offer. Please choose one of the free times.`;
  return { ok: false, status: 409, errors: {}, formError, values, next: refusal.next };
}

/** Who a visit is booked for: the stored submission of its lead. */
export type VisitLead = Pick<Submission, "id" | "first_name" | "last_name" | "email" | "phone">;

/** A time to book, with the seat and buffer bookSlot found for it. */
export interface VisitBooking {
  request: VisitRequest;
  slot: Slot;
  visitId: string;
  seat: number;
  bufferMinutes: number;
}

/**
 * Inside bookSlot's transaction, for a stored submission: the visit holding its time at `seat`, the manage link and
 * the reminder (queued for a day before, unless the visit is sooner). The lead's own mails are the submission
 * writer's, planned with the visit this returns.
 */
export async function insertLeadVisit(trx: Transaction<Database>, lead: VisitLead, booking: VisitBooking, now: number): Promise<VisitContext> {
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
      name: `${lead.first_name} ${lead.last_name}`,
      email: lead.email,
      phone: lead.phone,
      note: request.note ?? null,
      submissionId: lead.id,
      createdBy: "visitor",
    },
    now,
  });
  // A booked visit moves its lead to "visit booked" by itself (decision 070), only forward.
  await advanceToVisitBooked(trx, lead.id, now);
  const token = await issueVisitToken(trx, visitId, now);
  const visit: VisitContext = {
    id: visitId,
    showroom,
    purpose: request.purpose,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    sequence: 0,
    manageUrl: manageUrl(token),
    company: await currentSettings(trx),
  };
  const remindAt = slot.startsAt - REMINDER_BEFORE_MS;
  if (remindAt > now) {
    const reminderId = randomUUID();
    await trx
      .insertInto("outbox")
      .values({
        kind: "email",
        recipient: lead.email,
        reply_to: null,
        unsubscribe: 1,
        subject: visitReminderSubject(visit),
        body: visitReminderBody(lead.first_name, visit, absoluteUrl("/").replace(/\/$/, "")),
        next_attempt_at: remindAt,
        id: reminderId,
        submission_id: lead.id,
        created_at: now,
        company: JSON.stringify(visit.company),
      })
      .execute();
    await trx.updateTable("visits").set({ reminder_outbox_id: reminderId }).where("id", "=", visitId).execute();
  }
  return visit;
}
