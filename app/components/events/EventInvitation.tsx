import { eventPlaceLine, invitationHeading, type PublicEvent } from "#app/lib/content/public-event";
import { RSVP_ISLAND } from "../island-names";
import type { FormResult } from "#app/lib/forms/results";
import { usePostedForm } from "../forms/posted-form";
import { RsvpForm } from "../forms/RsvpForm";
import { PartnerMarks } from "../PartnerMarks";
import { Meander } from "../Meander";

/** The "Add to calendar" link of an event: its .ics file, the same invitation the confirmation email carries. */
export function calendarPath(event: Pick<PublicEvent, "id">): string {
  return `/events/${event.id}.ics`;
}


export interface EventInvitationProps {
  event: PublicEvent;
  /** The page the form posts to (each variant records its own form). */
  formAction: string;
  result?: FormResult;
}

/**
 * An RSVP page: the event as it stands now, and the form while RSVPs are taken. An island: after a post it shows the
 * event as the server now has it (full, or closed meanwhile) with the post's result.
 */
export function EventInvitation(served: EventInvitationProps) {
  const { props, submitting, onSubmit } = usePostedForm(RSVP_ISLAND, served);
  const { event, formAction, result } = props;
  const open = event.state === "upcoming" || event.state === "full";
  return (
    <div className="container-site py-12 md:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl sm:text-4xl md:text-5xl">{open ? invitationHeading(event.title) : event.title}</h1>
        {event.partners.length ? (
          <>
            <p className="mt-8 text-sm font-semibold uppercase tracking-[0.16em] text-muted">In collaboration with</p>
            <div className="mt-4">
              <PartnerMarks partners={event.partners} />
            </div>
          </>
        ) : null}
        <Meander className="mx-auto mt-10 w-48" />
        <p className="mt-8 font-display text-3xl text-aegean-dark">{event.dateLabel}</p>
        <p className="mt-1 text-lg">{event.timeLabel}</p>
        <p className="mt-3 text-muted">{eventPlaceLine(event)}</p>
        <p className="mx-auto mt-8 max-w-2xl whitespace-pre-line text-lg">{event.description}</p>
        {event.state !== "past" ? (
          <p className="mt-6">
            <a href={calendarPath(event)} download className="text-aegean underline">
              Add to calendar
            </a>
            <span className="text-muted"> (.ics)</span>
          </p>
        ) : null}
      </div>
      <div className="mx-auto mt-12 max-w-2xl border border-stone bg-white p-6 md:p-8">
        {open ? (
          <>
            {event.state === "full" && !result?.ok ? (
              <p role="status" className="mb-6 border-l-4 border-bronze bg-marble p-4">
                <strong>This event is full.</strong> Leave your details and we will put you on the waiting list, and
                write to you as soon as a place opens.
              </p>
            ) : null}
            <RsvpForm
              action={formAction}
              result={result}
              submitting={submitting}
              onSubmit={onSubmit}
              waitlist={event.state === "full"}
              eventTitle={event.title}
              maxGuests={event.maxGuests}
            />
          </>
        ) : (
          <EventOver event={event} />
        )}
      </div>
    </div>
  );
}

function EventOver({ event }: { event: PublicEvent }) {
  return (
    <section aria-labelledby="event-over-heading" className="text-center">
      <h2 id="event-over-heading" className="text-3xl">
        {event.state === "past" ? "Thank you for coming" : "RSVPs are closed"}
      </h2>
      <p className="mt-4 text-lg">
        {event.state === "past"
          ? `This event took place on ${event.dateLabel}.`
          : `RSVPs for this event closed on ${event.closesLabel}.`}
      </p>
      <p className="mt-4 text-muted">
        Questions, or want to visit us? <a href="/contact" className="text-aegean underline">Contact us</a>.
      </p>
    </section>
  );
}

/** An RSVP page with no event bound to it. */
export function NoEvent() {
  return (
    <div className="container-site py-12 md:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl sm:text-4xl md:text-5xl">RSVP</h1>
        <p className="mt-8 text-lg">There is no event to RSVP for at the moment.</p>
        <p className="mt-4 text-muted">
          To hear about our next one, or to visit us, <a href="/contact" className="text-aegean underline">contact us</a>.
        </p>
      </div>
    </div>
  );
}

