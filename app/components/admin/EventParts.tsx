import type { EventLine } from "#app/lib/admin/event-lines";
import type { EventState } from "#app/lib/content/types";
import type { BadgeTone } from "./ContentControls";

/** Pieces the staff pages of events share: how a state looks, and the RSVP pages an event is on. */

export const STATE_TONES: Record<EventState, BadgeTone> = { upcoming: "live", full: "warning", closed: "waiting", past: "over" };

const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

/** The RSVP pages an event is on, and whether each shows it now. */
export function EventPages({ pages }: { pages: EventLine["pages"] }) {
  if (!pages.length) return <span className="text-muted">None: it is on no RSVP page.</span>;
  return (
    <ul className="space-y-0.5">
      {pages.map((page) => (
        <li key={page.page}>
          <a href={page.path} className={link}>
            {page.label}
          </a>{" "}
          <span className="text-muted">({page.path})</span>
          {page.showsInstead !== null ? (
            <span className="block text-sm text-muted">
              Not shown now: the page shows <span className="break-words">“{page.showsInstead}”</span>.
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

