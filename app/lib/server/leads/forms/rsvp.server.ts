import { acceptsRsvps, eventForPage, eventState, rsvpClosesAt } from "#app/lib/content/event-state";
import type { EventItem, RsvpPage } from "#app/lib/content/types";
import { rsvpSchemaFor } from "#app/lib/forms/rsvp";
import { formatEventDate, formatPacificTime } from "#app/lib/pacific-time";
import { storeLead, submissionFields, type LeadForm } from "../lead-form.server";
import { duplicateRsvpMessage } from "../rsvp-replies.server";
import { DuplicateRsvp } from "../submissions.server";

/** Why an RSVP page takes no RSVP now (no event, or it is closed or over); undefined while it does. */
export function rsvpRefusal(event: EventItem | undefined, now: number): string | undefined {
  if (!event) return "There is no event to RSVP for on this page at the moment.";
  const state = eventState(event, now);
  if (acceptsRsvps(state)) return undefined;
  if (state === "past") return `This event took place on ${formatEventDate(event.startsAt)}: RSVPs are closed.`;
  const closes = rsvpClosesAt(event);
  return `RSVPs for this event closed on ${formatEventDate(closes)} at ${formatPacificTime(closes)}.`;
}

/**
 * An RSVP to the event of its page: refused once the event is closed or over (410), checked against the event's
 * guest ceiling, one reply per email per event (409), confirmed while the event has room, else on its waiting list.
 */
export const rsvpForm: LeadForm = {
  kind: "rsvp",
  captcha: true,
  open(formId, services) {
    const now = services.content.now();
    const event = eventForPage(services.content.current().events, formId as RsvpPage, now);
    const refusal = rsvpRefusal(event, now);
    // Nothing is stored for an event that is over: the page says so too, and has no form.
    if (refusal) return { refusal: { status: 410, formError: refusal } };
    return { open: { event } };
  },
  // An RSVP's guests are checked against its event's ceiling, the same schema its form checks with.
  schema: ({ event }) => rsvpSchemaFor(event!.maxGuests),
  lead: (data, { event }) => ({ fields: submissionFields(data), event }),
  async submit(services, lead, meta, values) {
    const event = lead.event!;
    let stored;
    try {
      stored = await storeLead(services, lead, meta);
    } catch (error) {
      // Never overwritten: the first reply stands, and the visitor is told how to change it.
      if (error instanceof DuplicateRsvp) return { ok: false, status: 409, errors: {}, formError: duplicateRsvpMessage(event), values };
      throw error;
    }
    // Filling the last places changed the event's page: show it here at once (other instances follow within a second).
    if (event.capacity != null && !meta.spam) await services.content.refresh();
    return { ok: true, formId: meta.formId, ...(stored.rsvp_status === "waitlist" ? { waitlisted: true } : {}) };
  },
};
