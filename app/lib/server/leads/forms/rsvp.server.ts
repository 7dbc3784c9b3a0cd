import { acceptsRsvps, eventForPage, eventState, rsvpClosesAt } from "#app/lib/content/event-state";
import type { EventItem, RsvpPage } from "#app/lib/content/types";
import { rsvpSchemaFor } from "#app/lib/forms/rsvp";
import { shippedSettings, siteDetails } from "#app/content/settings";
import { formatEventDate, formatPacificTime } from "#app/lib/pacific-time";
import type { Kysely } from "kysely";
import { rsvpEmailKey } from "#app/lib/forms/rsvp-fields";
import { isUniqueViolation } from "#app/lib/server/platform/database.server";
import type { Database } from "#app/lib/server/platform/db-schema";
import { storeLead, submissionFields, type HeldForm, type HeldRelease, type HeldServices, type LeadForm } from "../lead-form.server";
import { duplicateRsvpMessage } from "../rsvp-replies.server";
import { DuplicateRsvp, queueMails, rsvpPlace } from "../submissions.server";

/** Why an RSVP page takes no RSVP now (no event, or it is closed or over); undefined while it does. */
export function rsvpRefusal(event: EventItem | undefined, now: number): string | undefined {
  if (!event) return "There is no event to RSVP for on this page at the moment.";
  const state = eventState(event, now);
  if (acceptsRsvps(state)) return undefined;
  if (state === "past") return `This event took place on ${formatEventDate(event.startsAt)}: RSVPs are closed.`;
  const closes = rsvpClosesAt(event);
  return `RSVPs for this event closed on ${formatEventDate(closes)} at ${formatPacificTime(closes)}.`;
}

/** Whether an RSVP that counts (not spam, not held) from this email is stored for the event. */
async function hasRsvpReply(db: Kysely<Database>, eventId: string, email: string): Promise<boolean> {
  const found = await db
    .selectFrom("submissions")
    .select("id")
    .where("event_id", "=", eventId)
    .where("rsvp_email", "=", rsvpEmailKey(email))
    .executeTakeFirst();
  return found !== undefined;
}

type HeldRsvp = { eventId: string | null };

/**
 * Releases a held RSVP as if its captcha had passed: it takes a place, or joins the waiting list, by the places left
 * now, and is mailed; unless its event is over or deleted (a new lead, nothing sent) or its email replied meanwhile.
 */
async function releaseRsvp(services: HeldServices, held: HeldRelease, { eventId }: HeldRsvp) {
  const { store, content } = services;
  const { id, now } = held;
  const event = content.current().events.find((candidate) => candidate.id === eventId);
  if (!event || eventState(event, now) === "past") {
    await store.db.transaction().execute((trx) => held.mark(trx, "event-over"));
    return { ok: false, message: "Released as a new lead, but its event is over or was deleted: no place was taken and nothing was sent." };
  }
  let status: "confirmed" | "waitlist";
  try {
    status = await store.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("submissions").select(["guests", "email"]).where("id", "=", id).executeTakeFirstOrThrow();
      const rsvpStatus = await rsvpPlace(trx, store.dialect, event, row.guests ?? 1, now);
      // A released RSVP counts as its email's one reply to the event (the unique rule of decision 025).
      const released = await held.mark(trx, rsvpStatus, { rsvp_status: rsvpStatus, rsvp_email: rsvpEmailKey(row.email) });
      await queueMails(trx, services.planOutbox, released, { event }, now);
      return rsvpStatus;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return {
      ok: false,
      status: 409 as const,
      message: "Not released: this email already has an RSVP for the event, which stands as first sent. Discard this one, or change the first reply with them.",
    };
  }
  services.wakeOutbox();
  if (event.capacity !== null) await content.refresh();
  return {
    ok: true,
    message: status === "confirmed" ? "Released: the RSVP is confirmed, and its confirmation is on its way." : "Released: the event is full, so the RSVP is on the waiting list; they are told so by email.",
  };
}

/**
 * A held RSVP (decision 027) keeps its event, and takes no place until released; a second reply from an email that
 * has one for the event is refused when it is sent, not at its release.
 */
const heldRsvp: HeldForm<HeldRsvp> = {
  request: (lead) => ({ eventId: lead.event?.id ?? null }),
  async check(services, lead, values) {
    if (lead.event && (await hasRsvpReply(services.store.db, lead.event.id, lead.fields.email))) {
      return { refusal: { ok: false, status: 409, errors: {}, formError: duplicateRsvpMessage(lead.event, siteDetails(services.content.current().settings)), values } };
    }
    return { answer: {} };
  },
  columns: (lead) => ({ event_id: lead.event?.id ?? null }),
  release: releaseRsvp,
  outcomes: {
    confirmed: "the RSVP was confirmed",
    waitlist: "the RSVP joined the waiting list",
    "event-over": "the event was over, so no place was taken and nothing was sent",
  },
};

/**
 * An RSVP to the event of its page: refused once the event is closed or over (410), checked against the event's
 * guest ceiling, one reply per email per event (409), confirmed while the event has room, else on its waiting list.
 */
export const rsvpForm: LeadForm = {
  kind: "rsvp",
  captcha: true,
  open(formId, services) {
    const now = services.content.now();
    const snapshot = services.content.current();
    const event = eventForPage(snapshot.events, formId as RsvpPage, now);
    const refusal = rsvpRefusal(event, now);
    // Nothing is stored for an event that is over: the page says so too, and has no form.
    if (refusal) return { refusal: { status: 410, formError: refusal } };
    return { open: { event, phone: snapshot.settings.phone } };
  },
  // An RSVP's guests are checked against its event's ceiling, the same schema its form checks with.
  schema: ({ event, phone }) => rsvpSchemaFor(event!.maxGuests, phone ?? shippedSettings.phone),
  lead: (data, { event }) => ({ fields: submissionFields(data), event }),
  async submit(services, lead, meta, values) {
    const event = lead.event!;
    let stored;
    try {
      stored = await storeLead(services, lead, meta);
    } catch (error) {
      // Never overwritten: the first reply stands, and the visitor is told how to change it.
      if (error instanceof DuplicateRsvp) return { ok: false, status: 409, errors: {}, formError: duplicateRsvpMessage(event, siteDetails(services.content.current().settings)), values };
      throw error;
    }
    // Filling the last places changed the event's page: show it here at once (other instances follow within a second).
    if (event.capacity != null && !meta.spam) await services.content.refresh();
    return { ok: true, formId: meta.formId, ...(stored.rsvp_status === "waitlist" ? { waitlisted: true } : {}) };
  },
  held: heldRsvp,
};
