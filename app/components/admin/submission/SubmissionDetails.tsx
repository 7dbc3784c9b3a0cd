import { formatPhone, phoneHref } from "#app/lib/forms/phone";
import { Link } from "react-router";
import type { SubmissionPageData } from "#app/lib/server/leads/submission-page.server";
import { Field, notGiven } from "./Field";

/** What a visitor sent: the person, an RSVP's event and place, a held visit's time, the form and the browser. */
export function SubmissionDetails({ page }: { page: SubmissionPageData }) {
  const { submission: s, held } = page;
  const isRsvp = s.kind === "rsvp";
  return (
    <dl className="mt-3 border-b border-stone">
      <Field label="First name">{s.firstName}</Field>
      <Field label="Last name">{s.lastName}</Field>
      <Field label="Email">
        <a href={`mailto:${s.email}`} className="break-all text-aegean underline">
          {s.email}
        </a>
      </Field>
      <Field label="Phone">
        <a href={phoneHref(s.phone) ?? `tel:${s.phone}`} className="text-aegean underline tabular-nums">
          {formatPhone(s.phone)}
        </a>
      </Field>
      {isRsvp ? (
        <Field label="Event">
          {s.event ? (
            <>
              <Link to={`/admin/events/${s.event.id}`} className="text-aegean underline">
                {s.event.title}
              </Link>{" "}
              <span className="text-muted">
                ({s.event.dateLabel}
                {s.event.deleted ? ", deleted" : ""})
              </span>
            </>
          ) : s.eventId ? (
            <span className="text-muted">An event that no longer exists</span>
          ) : (
            <span className="text-muted">None: sent before RSVPs belonged to an event</span>
          )}
        </Field>
      ) : null}
      {held?.visit ? (
        <Field label="Visit asked for">
          {held.visit.when}, {held.visit.showroom} ({held.visit.purpose})
        </Field>
      ) : null}
      {isRsvp && s.rsvpStatus ? (
        <Field label="RSVP status">{s.rsvpStatus === "waitlist" ? <strong>On the waiting list</strong> : "Confirmed"}</Field>
      ) : null}
      {isRsvp || s.company ? <Field label="Company">{s.company ?? notGiven}</Field> : null}
      {isRsvp || s.guests !== null ? <Field label="Guests">{s.guests ?? notGiven}</Field> : null}
      {!isRsvp || s.howDidYouHear ? <Field label="How they heard of us">{s.howDidYouHear ?? notGiven}</Field> : null}
      {!isRsvp ? <Field label="Marketing emails">{s.marketingConsent ? "Yes, they agreed" : "No"}</Field> : null}
      {!isRsvp || s.message ? (
        <Field label="Message">
          {s.message ? <p className="whitespace-pre-wrap">{s.message}</p> : notGiven}
        </Field>
      ) : null}
      <Field label="Form">{s.formLabel}</Field>
      <Field label="Sent from">{s.browser ?? notGiven}</Field>
      <Field label="Reference">
        <span className="font-mono text-sm">{s.id}</span>
      </Field>
    </dl>
  );
}
