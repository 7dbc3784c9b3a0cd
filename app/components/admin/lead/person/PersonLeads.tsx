import { Form, Link } from "react-router";
import { StatusBadge } from "#app/components/admin/StatusBadge";
import { SPLIT_FIELD_PREFIX } from "#app/lib/admin/person-page";
import type { PersonPageData } from "#app/lib/server/leads/people/person-page.server";

/**
 * A person's leads, newest first, each with its kind, date, status and a link to its page; with several leads, each
 * can be chosen and moved to a new person (Split), a plain form post.
 */
export function PersonLeads({ page, busy }: { page: PersonPageData; busy: boolean }) {
  const { leads } = page;
  const splittable = leads.length > 1;
  const list = (
    <ol className="mt-3 space-y-3">
      {leads.map((lead) => {
        const what = `${lead.formLabel} of ${lead.received.label}`;
        return (
          <li key={lead.id} className="flex gap-3 border border-stone bg-white p-4">
            {splittable ? (
              <input
                type="checkbox"
                id={`choose-${lead.id}`}
                name={`${SPLIT_FIELD_PREFIX}${lead.id}`}
                aria-label={`Choose the ${what}`}
                className="mt-1 size-5 shrink-0 accent-aegean"
              />
            ) : null}
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link to={`/admin/submissions/${lead.id}`} className="font-semibold text-aegean underline">
                  {lead.formLabel}
                </Link>
                <StatusBadge status={lead.status} />
              </p>
              <p className="mt-1 text-sm text-muted">
                Received <time dateTime={lead.received.iso}>{lead.received.label}</time>
              </p>
              {lead.visit ? (
                <p className="mt-1 text-sm">
                  Visit {lead.visit.cancelled ? "(cancelled) " : ""}on <time dateTime={lead.visit.at.iso}>{lead.visit.at.label}</time>
                </p>
              ) : null}
              <p className="mt-1 break-words text-sm">
                {lead.name} · {lead.email} · {lead.phone}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
  return (
    <section aria-labelledby="leads-heading">
      <h2 id="leads-heading" className="text-2xl">
        Their leads ({leads.length})
      </h2>
      {splittable ? (
        <Form method="post">
          <p className="mt-1 text-sm text-muted">
            Some of these someone else's? Choose them and move them to a new person.
          </p>
          {list}
          <button type="submit" name="intent" value="split" disabled={busy} className="btn btn-outline mt-4">
            Move the chosen leads to a new person
          </button>
        </Form>
      ) : (
        list
      )}
    </section>
  );
}
