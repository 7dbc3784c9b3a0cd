import type { Transaction } from "kysely";
import { visitSchema, type VisitInput } from "#app/lib/forms/visit";
import { SHOWROOMS, VISIT_PURPOSES, isShowroomId, type ShowroomId } from "#app/lib/visits/showrooms";
import { insertLeadVisit, requestedSlot, slotLabel, slotRefusal, slotRefusalResult, type VisitRequest } from "#app/lib/server/bookings/visit-leads.server";
import type { VisitContext } from "#app/lib/server/bookings/visit-mails.server";
import { bookSlot, type BookingOutcome } from "#app/lib/server/bookings/visits.server";
import type { Store } from "#app/lib/server/platform/database.server";
import type { Database, Submission } from "#app/lib/server/platform/db-schema";
import { storeLead, submissionFields, type HeldForm, type HeldRelease, type HeldServices, type LeadForm } from "../lead-form.server";
import { queueMails, submissionRow, writeSubmission, type OutboxPlanner } from "../submissions.server";

type HeldVisit = { visit: VisitRequest };

/**
 * Releases a held visit: booked if its time is still free, or else a new lead with nothing sent, for staff to
 * contact the person about another time.
 */
async function releaseVisit(services: HeldServices, held: HeldRelease, { visit: request }: HeldVisit) {
  const { now } = held;
  const outcome = await bookHeldVisit(services.store, services.planOutbox, request, (trx) => held.mark(trx, "booked"), now);
  if (outcome.ok) {
    services.wakeOutbox();
    return { ok: true, message: `Released: the visit on ${slotLabel(outcome.result)} is booked, and its confirmation is on its way.` };
  }
  await services.store.db.transaction().execute((trx) => held.mark(trx, "slot-taken"));
  const slot = await requestedSlot(services.store.db, request);
  return {
    ok: false,
    message: `Released as a new lead, but ${slotLabel(slot)} is ${outcome.reason === "taken" ? "no longer free" : "no longer offered"}: no visit was booked and nothing was sent. Contact ${held.name} to choose another time.`,
  };
}

/**
 * A held visit (decision 027) takes no time: its time is checked when it is sent (one already gone gets the usual
 * 409 with the next free times), kept with the held row, and booked only on release if still free.
 */
const heldVisit: HeldForm<HeldVisit> = {
  request(lead) {
    // Only what the booking needs: the person's details are the submission's own.
    const { showroom, purpose, slot, note } = lead.visit!;
    return { visit: { showroom, purpose, slot, note } };
  },
  async check(services, lead, values, now) {
    const request = lead.visit!;
    const slot = await requestedSlot(services.store.db, request);
    const refusal = await slotRefusal(services.store.db, request.showroom as ShowroomId, slot, now);
    if (refusal) return { refusal: slotRefusalResult(slot, refusal, values) };
    return { answer: { visit: { showroom: request.showroom, purpose: request.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt } } };
  },
  release: releaseVisit,
  outcomes: {
    booked: "the visit was booked",
    "slot-taken": "the time was no longer free, so no visit was booked and nothing was sent",
  },
  async view(db, { visit: request }) {
    const slot = await requestedSlot(db, request);
    const showroom = request.showroom;
    return {
      visit: {
        when: slotLabel(slot),
        showroom: isShowroomId(showroom) ? SHOWROOMS[showroom].name : showroom,
        purpose: VISIT_PURPOSES.find((purpose) => purpose.value === request.purpose)?.label ?? request.purpose,
      },
    };
  },
};

/**
 * A showroom visit: in one transaction (per seat tried, bookSlot) the lead, written by the submission writer with its
 * mails, the visit holding its time, the manage link and the reminder; the visitor is told only once all of it is
 * committed. A time taken meanwhile answers 409 with the next free times. Spam is kept for the record like any spam,
 * without taking anyone's time.
 */
export const visitForm: LeadForm = {
  kind: "visit",
  captcha: true,
  schema: () => visitSchema,
  lead(data) {
    const { showroom, purpose, note, slot } = data as VisitInput;
    return { fields: submissionFields(data), visit: { showroom, purpose, note, slot } };
  },
  async submit(services, lead, meta, values) {
    const request = lead.visit!;
    if (meta.spam) {
      await storeLead(services, lead, meta);
      return { ok: true, formId: meta.formId };
    }
    const now = Date.now();
    const slot = await requestedSlot(services.store.db, request);
    const outcome = await bookSlot(services.store, request.showroom as ShowroomId, slot, now, (trx, visitId, seat, settings) => {
      const row = submissionRow(lead.fields, { ...meta, channelRules: services.content.current().channels.rules }, now);
      const booking = { request, slot, visitId, seat, bufferMinutes: settings.bufferMinutes };
      return writeSubmission(trx, row, meta, services.planOutbox, async (trx, submission) => ({ visit: await insertLeadVisit(trx, submission, booking, now) }), now);
    });
    if (!outcome.ok) return slotRefusalResult(slot, outcome, values);
    services.wakeOutbox();
    return { ok: true, formId: meta.formId, visit: { showroom: request.showroom, purpose: request.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt } };
  },
  held: heldVisit,
};

/**
 * Books the visit of a held submission that staff release (decision 027), as if its captcha had passed: in one
 * transaction (per seat tried), `release` (which takes the submission out of held), the visit and the mails a
 * booking queues. When the time was taken or is no longer offered, nothing is written and the outcome says so.
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
    const visit = await insertLeadVisit(trx, released, { request, slot, visitId, seat, bufferMinutes: settings.bufferMinutes }, now);
    await queueMails(trx, planOutbox, released, { visit }, now);
    return visit;
  });
}
