import { Link, useNavigation } from "react-router";
import { DeletedNotice, StateBadge, UndoDeleteForm } from "../../components/admin/ContentControls";
import { EventPages, STATE_TONES } from "../../components/admin/EventParts";
import { Notice } from "../../components/admin/Notice";
import { EVENT_STATE_LABELS, guestsLabel, type EventLine } from "../../lib/admin/event-lines";
import { staffMeta } from "../../lib/admin/staff-meta";
import { contentListAction } from "../../lib/server/content/editor-actions.server";
import { eventsForStaff } from "../../lib/server/content/staff-content.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/events";

export const meta = () => staffMeta("Events");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const { events, deleted } = await eventsForStaff(services.store, services.content.now());
  const deletedId = new URL(request.url).searchParams.get("deleted");
  const justDeleted = deleted.find((item) => item.id === deletedId);
  return {
    events,
    deleted,
    justDeleted: justDeleted ? { id: justDeleted.id, title: justDeleted.title } : null,
  };
}

/** The list brings a deleted item back; deleting is done from the editor. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("event", request, context);
}

const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function EventCard({ event }: { event: EventLine }) {
  return (
    <li className="border border-stone bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="min-w-0 break-words font-display text-xl md:text-2xl">
          <Link to={`/admin/events/${event.id}`} className={link}>
            {event.title}
          </Link>
        </h3>
        <StateBadge tone={STATE_TONES[event.state]}>{EVENT_STATE_LABELS[event.state]}</StateBadge>
      </div>
      <p className="mt-1">
        <time dateTime={event.startsIso}>{event.dateLabel}</time>, {event.timeLabel} <span className="text-muted">Pacific time</span>
      </p>
      <p className="break-words text-muted">{event.place}</p>
      <dl className="mt-3 grid gap-3 border-t border-stone pt-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Figure term="RSVP pages">
          <EventPages pages={event.pages} />
        </Figure>
        <Figure term="Guests">{guestsLabel(event)}</Figure>
        <Figure term="Waiting list">
          {event.waitlistGuests} {event.waitlistGuests === 1 ? "guest" : "guests"}
        </Figure>
      </dl>
    </li>
  );
}

function EventSection({ id, title, events, empty }: { id: string; title: string; events: EventLine[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {events.length ? (
        <ul className="mt-4 space-y-4">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">{empty}</p>
      )}
    </section>
  );
}

export default function Events({ loaderData, actionData }: Route.ComponentProps) {
  const { events, deleted, justDeleted } = loaderData;
  const busy = useNavigation().state === "submitting";
  const ahead = events.filter((event) => event.state !== "past");
  const past = events.filter((event) => event.state === "past");
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl md:text-4xl">Events</h1>
          <p className="mt-1 text-muted">
            Each RSVP page shows its next event, or the last one once they are all over. Times are Pacific time.
          </p>
        </div>
        <Link to="/admin/events/new" className="btn btn-primary">
          New event
        </Link>
      </div>

      {justDeleted || actionData ? (
        <div className="mt-6 space-y-3">
          {justDeleted ? <DeletedNotice what="Event" title={justDeleted.title} id={justDeleted.id} busy={busy} /> : null}
          {actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
        </div>
      ) : null}

      <EventSection id="upcoming-heading" title="Upcoming" events={ahead} empty="No events ahead. Add one with “New event”." />
      <EventSection id="past-heading" title="Past" events={past} empty="No past events." />

      {deleted.length ? (
        <section aria-labelledby="deleted-heading" className="mt-12">
          <h2 id="deleted-heading" className="text-2xl">
            Deleted events
          </h2>
          <p className="mt-1 text-muted">Off the website. Bring one back with its history and RSVPs as they were.</p>
          <ul className="mt-4 divide-y divide-stone border border-stone bg-white">
            {deleted.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="break-words font-medium">{item.title}</p>
                  <p className="text-sm text-muted">
                    {item.dateLabel} · deleted <time dateTime={item.deletedAt.iso}>{item.deletedAt.label}</time>
                  </p>
                </div>
                <UndoDeleteForm id={item.id} busy={busy} label="Undo delete" title={item.title} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
