import type { Transaction } from "kysely";
import { visitSchema, type VisitInput } from "#app/lib/forms/visit";
import type { ShowroomId } from "#app/lib/visits/showrooms";
import { insertLeadVisit, requestedSlot, slotRefusalResult, type VisitRequest } from "#app/lib/server/bookings/visit-leads.server";
import type { VisitContext } from "#app/lib/server/bookings/visit-mails.server";
import { bookSlot, type BookingOutcome } from "#app/lib/server/bookings/visits.server";
import type { Store } from "#app/lib/server/platform/database.server";
import type { Database, Submission } from "#app/lib/server/platform/db-schema";
import { storeLead, submissionFields, type LeadForm } from "../lead-form.server";
import { queueMails, submissionRow, writeSubmission, type OutboxPlanner } from "../submissions.server";

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
      const row = submissionRow(lead.fields, meta, now);
      const booking = { request, slot, visitId, seat, bufferMinutes: settings.bufferMinutes };
      return writeSubmission(trx, row, meta, services.planOutbox, async (trx, submission) => ({ visit: await insertLeadVisit(trx, submission, booking, now) }), now);
    });
    if (!outcome.ok) return slotRefusalResult(slot, outcome, values);
    services.wakeOutbox();
    return { ok: true, formId: meta.formId, visit: { showroom: request.showroom, purpose: request.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt } };
  },
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
