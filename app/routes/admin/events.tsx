import { Link } from "react-router";
import { StateBadge } from "#app/components/admin/ContentControls";
import { EventPages, STATE_TONES } from "#app/components/admin/EventParts";
import { Notice } from "#app/components/admin/Notice";
import { ListSection, StaffListPage, TITLE_LINK } from "#app/components/admin/StaffListPage";
import { contentList, justDeleted } from "#app/lib/admin/list-page";
import { EVENT_STATE_LABELS, guestsLabel, type EventLine } from "#app/lib/admin/event-lines";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { contentListAction } from "#app/lib/server/content/editor-actions.server";
import { eventsForStaff } from "#app/lib/server/content/staff-content.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/events";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Events", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const { events, deleted } = await eventsForStaff(services.store, services.content.now());
  return { events, deleted, justDeleted: justDeleted(request, deleted, (item) => item.title) };
}

/** The list brings a deleted item back; deleting is done from the editor. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("event", request, context);
}

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
          <Link to={`/admin/events/${event.id}`} className={TITLE_LINK}>
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

const EVENTS_LIST = contentList("event", {
  intro: "Each RSVP page shows its next event, or the last one once they are all over. Times are Pacific time.",
  deleted: { heading: "Deleted events", intro: "Off the website. Bring one back with its history and RSVPs as they were.", look: "boxed" },
});

export default function Events({ loaderData, actionData }: Route.ComponentProps) {
  const { events, deleted, justDeleted } = loaderData;
  const ahead = events.filter((event) => event.state !== "past");
  const past = events.filter((event) => event.state === "past");
  const card = (event: EventLine) => <EventCard key={event.id} event={event} />;
  return (
    <StaffListPage
      definition={EVENTS_LIST}
      justDeleted={justDeleted}
      notice={actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
      deleted={deleted.map((item) => ({
        id: item.id,
        title: item.title,
        detail: (
          <>
            {item.dateLabel} · deleted <time dateTime={item.deletedAt.iso}>{item.deletedAt.label}</time>
          </>
        ),
      }))}
    >
      <ListSection id="upcoming-heading" title="Upcoming" items={ahead} empty="No events ahead. Add one with “New event”.">
        {card}
      </ListSection>
      <ListSection id="past-heading" title="Past" items={past} empty="No past events.">
        {card}
      </ListSection>
    </StaffListPage>
  );
}
