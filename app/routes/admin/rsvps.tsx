import { Link } from "react-router";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { StateBadge } from "#app/components/admin/ContentControls";
import { STATE_TONES } from "#app/components/admin/EventParts";
import { EVENT_STATE_LABELS } from "#app/lib/admin/event-lines";
import { filterSearch, NO_EVENT } from "#app/lib/admin/inbox-filter";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { isFormId } from "#app/lib/forms/form-ids";
import { rsvpOverview, type RsvpOverviewGroup } from "#app/lib/server/content/staff-content.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/rsvps";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("RSVPs", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  return rsvpOverview(services.store, services.content.now());
}

const cell = "px-1 py-2.5 first:pl-2 last:pr-2 sm:px-3 sm:first:pl-3 sm:last:pr-3";
const number = `${cell} text-right tabular-nums`;
const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

function Figure({ term, value, detail }: { term: string; value: string | number; detail?: string }) {
  return (
    <div className="border border-stone bg-white p-3">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      {/* The sans face: the display face's zero reads as a letter O. */}
      <dd className="mt-0.5 text-2xl font-semibold text-aegean-dark tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function EventGroup({ group, index }: { group: RsvpOverviewGroup; index: number }) {
  const { event, rsvps } = group;
  const headingId = `rsvp-group-${index}`;
  const inbox = (form?: string) =>
    `/admin/submissions${filterSearch({ kind: "rsvp", event: event ? event.id : NO_EVENT, ...(form && isFormId(form) ? { form } : {}), page: 1 })}`;
  return (
    <section aria-labelledby={headingId} className="border border-stone bg-ivory p-3 sm:p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="min-w-0 break-words text-2xl">
          {event ? (
            <Link to={`/admin/events/${event.id}`} className={link}>
              {event.title}
            </Link>
          ) : (
            "RSVPs without an event"
          )}
        </h2>
        {event ? (
          event.deleted ? (
            <StateBadge tone="deleted">Deleted</StateBadge>
          ) : (
            <StateBadge tone={STATE_TONES[event.state]}>{EVENT_STATE_LABELS[event.state]}</StateBadge>
          )
        ) : null}
      </div>
      <p className="mt-1 text-muted">
        {event ? (
          <>
            <time dateTime={event.startsIso}>{event.dateLabel}</time>, {event.timeLabel} Pacific time
          </>
        ) : (
          "Sent before RSVPs belonged to an event."
        )}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {event ? <Figure term="Capacity" value={event.capacity ?? "No limit"} detail={event.capacity === null ? undefined : "guests"} /> : null}
        <Figure term={event ? "Confirmed guests" : "Guests"} value={rsvps.total.confirmedGuests} />
        {event ? (
          <Figure term="Waiting list" value={rsvps.total.waitlistGuests} detail={plural(rsvps.total.waitlistReplies, "reply", "replies")} />
        ) : null}
        <Figure term="Replies" value={rsvps.total.replies} detail={`${rsvps.total.newReplies} new`} />
      </dl>

      {rsvps.pages.length ? (
        <div role="region" aria-labelledby={`${headingId}-caption`} tabIndex={0} className="relative mt-4 overflow-x-auto border border-stone bg-white">
          <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
            <caption id={`${headingId}-caption`} className="px-3 pt-3 text-left font-semibold text-ink">
              Replies and guests per RSVP page
              {event ? <span className="sr-only">: {event.title}</span> : <span className="sr-only">: RSVPs without an event</span>}
            </caption>
            <thead className="bg-marble text-xs">
              <tr>
                <th scope="col" className={`${cell} font-semibold`}>
                  Page
                </th>
                <th scope="col" className={`${number} font-semibold`}>
                  Replies
                </th>
                <th scope="col" className={`${number} font-semibold`}>
                  {event ? "Confirmed guests" : "Guests"}
                </th>
                {event ? (
                  <th scope="col" className={`${number} font-semibold`}>
                    Waiting list guests
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rsvps.pages.map((line) => (
                <tr key={line.formId} className="border-t border-stone">
                  <th scope="row" className={`${cell} font-semibold`}>
                    <Link to={inbox(line.formId)} className={link}>
                      {line.label}
                    </Link>
                  </th>
                  <td className={number}>{line.replies}</td>
                  <td className={number}>{line.confirmedGuests}</td>
                  {event ? <td className={number}>{line.waitlistGuests}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <p className="mt-3 flex flex-wrap gap-x-6">
        <Link to={inbox()} className={`inline-flex min-h-11 items-center ${link}`}>
          Its RSVPs in the inbox<span className="sr-only">: {event ? event.title : "RSVPs without an event"}</span>
        </Link>
        {event ? (
          <a href={`/admin/export.csv${filterSearch({ kind: "rsvp", event: event.id, page: 1 })}`} className={`inline-flex min-h-11 items-center ${link}`}>
            Its guest list (CSV)<span className="sr-only">: {event.title}</span>
          </a>
        ) : null}
      </p>
    </section>
  );
}

export default function Rsvps({ loaderData }: Route.ComponentProps) {
  const { groups, total } = loaderData;
  const allRsvps = `/admin/submissions${filterSearch({ kind: "rsvp", page: 1 })}`;
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl md:text-4xl">RSVPs</h1>
          <SectionAbout to="/admin/rsvps" />
          <p className="mt-1 text-muted">
            Replies and guests for each event, the latest first, and from each RSVP page. Spam is not counted.
          </p>
        </div>
        <p className="flex flex-wrap gap-3">
          <Link to={allRsvps} className="btn btn-primary">
            See every RSVP
          </Link>
          <a href={`/admin/export.csv${filterSearch({ kind: "rsvp", page: 1 })}`} className="btn btn-outline">
            Download the guest list (CSV)
          </a>
        </p>
      </div>

      <dl className="mt-6 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure term="Replies in all" value={total.replies} detail={`${total.newReplies} new`} />
        <Figure term="Confirmed guests in all" value={total.confirmedGuests} />
        <Figure term="On waiting lists" value={total.waitlistGuests} detail="guests" />
      </dl>

      {groups.length ? (
        <div className="mt-8 space-y-6">
          {groups.map((group, index) => (
            <EventGroup key={group.event?.id ?? "none"} group={group} index={index} />
          ))}
        </div>
      ) : (
        <p className="mt-8 text-muted">
          No events and no RSVPs yet. <Link to="/admin/events/new" className={link}>Add an event</Link>.
        </p>
      )}
    </div>
  );
}
