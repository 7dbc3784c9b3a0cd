import { Form, Link } from "react-router";
import type { PersonPageData } from "#app/lib/server/leads/people/person-page.server";

type Summary = PersonPageData["candidates"][number] | NonNullable<PersonPageData["found"]>[number];

const REASONS = { name: "Same name", email: "Same email", phone: "Same phone" } as const;

/** Another person, as a line to merge from: their name, how to reach them, their leads, and Merge. */
function OtherPerson({ other, busy }: { other: Summary; busy: boolean }) {
  return (
    <li className="border border-stone bg-white p-4">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <Link to={`/admin/people/${other.id}`} className="font-semibold text-aegean underline">
          {other.name}
        </Link>
        {"reasons" in other ? <span className="text-sm text-muted">{other.reasons.map((reason) => REASONS[reason]).join(", ")}</span> : null}
      </p>
      <p className="mt-1 break-words text-sm">{[...other.emails, ...other.phones].join(" · ")}</p>
      <p className="mt-1 text-sm text-muted">
        {other.leadCount === 1 ? "1 lead" : `${other.leadCount} leads`}; latest: {other.latest.what},{" "}
        <time dateTime={other.latest.at.iso}>{other.latest.at.label}</time>
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="other" value={other.id} />
        <button type="submit" name="intent" value="merge" disabled={busy} className="btn btn-outline w-full sm:w-auto">
          Merge into this person<span className="sr-only"> ({other.name})</span>
        </button>
      </Form>
    </li>
  );
}

/** The merges to undo, the people who may be the same one, and a search for another person to merge with. */
export function PersonMerge({ page, busy }: { page: PersonPageData; busy: boolean }) {
  const { merges, candidates, find, found } = page;
  return (
    <section aria-labelledby="merge-heading" className="min-w-0 self-start border border-stone bg-marble p-5">
      <h2 id="merge-heading" className="text-2xl">
        Same person?
      </h2>
      <p className="mt-1 text-sm">
        Leads with the same email or phone are one person by themselves. Merge another person here when they are this
        one under another email and phone; their leads move here, and Undo moves them back.
      </p>

      {merges.length ? (
        <>
          <h3 className="mt-5 font-sans text-base font-semibold text-ink">Merged here</h3>
          <ul className="mt-2 space-y-3">
            {merges.map((merge) => (
              <li key={merge.id} className="border border-stone bg-white p-4">
                <p>
                  {merge.from}: {merge.count === 1 ? "1 lead" : `${merge.count} leads`}, merged by{" "}
                  <span className="font-semibold">{merge.by}</span> on <time dateTime={merge.at.iso}>{merge.at.label}</time>
                </p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="change" value={merge.id} />
                  <button type="submit" name="intent" value="undo-merge" disabled={busy} className="btn btn-outline w-full sm:w-auto">
                    Undo this merge<span className="sr-only"> ({merge.from})</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="mt-5 font-sans text-base font-semibold text-ink">People who may be the same</h3>
      {candidates.length ? (
        <ul className="mt-2 space-y-3">
          {candidates.map((other) => (
            <OtherPerson key={other.id} other={other} busy={busy} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">Nobody else has this name, email or phone.</p>
      )}

      <Form method="get" className="mt-5">
        <label htmlFor="find-person" className="block font-semibold">
          Find another person
        </label>
        <p id="find-person-hint" className="mt-0.5 text-sm text-muted">
          By name, email or phone, as in the inbox search.
        </p>
        <div className="mt-2 flex gap-2">
          <input
            id="find-person"
            name="find"
            type="search"
            defaultValue={find ?? ""}
            aria-describedby="find-person-hint"
            className="block min-h-11 w-full min-w-0 rounded-sm border border-[#8b8578] bg-white px-3 py-2"
          />
          <button type="submit" className="btn btn-outline shrink-0">
            Find
          </button>
        </div>
      </Form>
      {found ? (
        found.length ? (
          <ul className="mt-3 space-y-3" aria-label={`People found for “${find}”`}>
            {found.map((other) => (
              <OtherPerson key={other.id} other={other} busy={busy} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm" role="status">
            Nobody else matches “{find}”.
          </p>
        )
      ) : null}
    </section>
  );
}
