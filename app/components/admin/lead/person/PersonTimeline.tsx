import type { PersonPageData } from "#app/lib/server/leads/people/person-page.server";

/** Everything that happened with a person's leads, newest first (a person entry lists the leads it moved). */
export function PersonTimeline({ page }: { page: PersonPageData }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="text-2xl">
        Timeline
      </h2>
      <ol className="mt-3 border-l-2 border-stone">
        {page.timeline.map((entry) => (
          <li key={entry.key} className="relative pb-4 pl-5">
            <span aria-hidden="true" className="absolute -left-[7px] top-1.5 size-3 rounded-full border-2 border-white bg-aegean" />
            <p className="text-sm text-muted">
              <time dateTime={entry.when.iso}>{entry.when.label}</time>
              {entry.actor ? <> · {entry.actor}</> : null}
            </p>
            <p className="font-semibold">{entry.title}</p>
            {entry.lead && entry.kind !== "received" && entry.kind !== "person" ? <p className="text-sm text-muted">About the {entry.lead}</p> : null}
            {entry.detail ? <p className="mt-1 whitespace-pre-line break-words text-sm">{entry.detail}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
