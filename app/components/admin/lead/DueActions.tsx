import { Link } from "react-router";
import { filterSearch, type InboxFilter, type OwnerView } from "#app/lib/admin/inbox-filter";
import type { InboxPageData } from "#app/lib/server/leads/inbox-page.server";

/**
 * The next actions due today or overdue, overdue first: the first thing owners and sales see. On a phone the list is
 * behind its heading (a disclosure), so that the newest leads stay on the first screen; wider, it is open.
 */
export function DueActions({ due }: { due: InboxPageData["due"] }) {
  if (!due.length) return null;
  const overdue = due.filter((action) => action.overdue).length;
  const heading = `Next actions due: ${due.length}${overdue ? `, ${overdue} overdue` : ""}`;
  return (
    <>
      <details className="group mt-6 border-l-4 border-aegean bg-white md:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
            ▸
          </span>
          <h2 className="font-sans text-base font-semibold text-ink">{heading}</h2>
        </summary>
        <DueList due={due} className="px-4 pb-2" />
      </details>
      <section aria-labelledby="due-heading" className="mt-6 hidden border-l-4 border-aegean bg-white p-4 md:block">
        <h2 id="due-heading" className="font-sans text-lg font-semibold text-ink">
          {heading}
        </h2>
        <DueList due={due} className="mt-2" />
      </section>
    </>
  );
}

function DueList({ due, className }: { due: InboxPageData["due"]; className: string }) {
  return (
    <ul className={`divide-y divide-stone ${className}`}>
      {due.map((action) => (
        <li key={action.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
          <span className={`text-xs font-semibold uppercase tracking-wider ${action.overdue ? "text-danger" : "text-aegean"}`}>
            {action.overdue ? `Overdue, due ${action.dueLabel}` : "Due today"}
          </span>
          <span className="min-w-0 break-words">
            {action.what}:{" "}
            <Link to={`/admin/submissions/${action.id}`} className="font-semibold text-aegean underline">
              {action.name}
            </Link>{" "}
            <span className="text-sm text-muted">
              ({action.form}, {action.stageLabel}
              {action.owner ? `, ${action.owner}` : ", unassigned"})
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const VIEWS: { owner: OwnerView | undefined; label: string }[] = [
  { owner: undefined, label: "All leads" },
  { owner: "mine", label: "Mine" },
  { owner: "none", label: "Unassigned" },
];

/** All leads, the viewer's ("Mine") and those with no owner ("Unassigned"), as links that keep the other filters. */
export function OwnerViews({ filter, base = "/admin/submissions" }: { filter: InboxFilter; base?: string }) {
  return (
    <nav aria-label="Whose leads" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {VIEWS.map((view) => {
          const current = filter.owner === view.owner;
          return (
            <li key={view.label}>
              <Link
                to={`${base}${filterSearch(filter, { owner: view.owner, page: 1 })}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border px-4 ${current ? "border-aegean bg-aegean text-white" : "border-stone bg-white text-aegean underline"}`}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
        <li>
          {base === "/admin/pipeline" ? (
            <Link to={`/admin/submissions${filterSearch(filter, { page: 1 })}`} className="inline-flex min-h-11 items-center px-4 text-aegean underline">
              The list (inbox)
            </Link>
          ) : (
            <Link to={`/admin/pipeline${filterSearch({ page: 1, owner: filter.owner })}`} className="inline-flex min-h-11 items-center px-4 text-aegean underline">
              The board, by stage
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
