import { Link } from "react-router";
import { EVENT_STATE_HINTS, EVENT_STATE_LABELS, guestsLabel, type EventLine } from "#app/lib/admin/event-lines";
import { filterSearch } from "#app/lib/admin/inbox-filter";
import { StateBadge } from "../ContentControls";
import { StatusPanel } from "../EditorFrame";
import { EventPages, STATE_TONES } from "../EventParts";
import { Notice } from "../Notice";

const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

/** "/rsvp, /rsvp-cosentino and /rsvp-livingspace", each a link to the public page. */
function PageLinks({ pages }: { pages: EventLine["pages"] }) {
  return (
    <>
      {pages.map((page, i) => (
        <span key={page.page}>
          {i > 0 ? (i === pages.length - 1 ? " and " : ", ") : null}
          <a href={page.path} className="underline">
            {page.path}
          </a>
        </span>
      ))}
    </>
  );
}

/** The success notice after a save: where the event is now, with a link to each public page it is on. */
export function EventSavedNotice({ line }: { line: EventLine }) {
  const shown = line.pages.filter((page) => page.shown);
  const waiting = line.pages.filter((page) => !page.shown);
  return (
    <Notice tone="success">
      Event saved.{" "}
      {shown.length ? (
        <>
          It is live on <PageLinks pages={shown} />.
        </>
      ) : null}
      {waiting.length ? (
        <>
          {shown.length ? " " : null}
          <PageLinks pages={waiting} /> {waiting.length === 1 ? "shows" : "show"} another event first (see “On the website”).
        </>
      ) : null}
      {line.pages.length === 0 ? "It is on no RSVP page yet: tick one under “RSVP pages” to show it." : null}
    </Notice>
  );
}

/** Where the event stands on the site: its state, guests, pages and RSVPs. */
export function EventStatus({ line, id }: { line: EventLine; id: string }) {
  return (
    <StatusPanel badge={<StateBadge tone={STATE_TONES[line.state]}>{EVENT_STATE_LABELS[line.state]}</StateBadge>} hint={EVENT_STATE_HINTS[line.state]}>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm font-semibold text-muted">When</dt>
          <dd>
            <time dateTime={line.startsIso}>{line.dateLabel}</time>, {line.timeLabel}
            <span className="block text-sm text-muted">RSVPs close {line.closesLabel} (Pacific time)</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Guests</dt>
          <dd>{guestsLabel(line)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Waiting list</dt>
          <dd>
            {line.waitlistGuests} {line.waitlistGuests === 1 ? "guest" : "guests"}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">RSVP pages</dt>
          <dd>
            <EventPages pages={line.pages} />
          </dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-1 border-t border-stone pt-3">
        <li>
          <Link to={`/admin/submissions${filterSearch({ event: id, page: 1 })}`} className={`inline-flex min-h-11 items-center ${link}`}>
            Its RSVPs in the inbox
          </Link>
        </li>
        <li>
          <a href={`/events/${id}.ics`} className={`inline-flex min-h-11 items-center ${link}`}>
            Calendar file (.ics)
          </a>
        </li>
      </ul>
    </StatusPanel>
  );
}
