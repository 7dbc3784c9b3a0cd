import { Link } from "react-router";
import { filterSearch, type InboxFilter, type OwnerView } from "#app/lib/admin/inbox-filter";
import type { InboxPageData } from "#app/lib/server/leads/inbox-page.server";

/** The next actions due today or overdue, overdue first: the first thing owners and sales see. */
export function DueActions({ due }: { due: InboxPageData["due"] }) {
  if (!due.length) return null;
  const overdue = due.filter((action) => action.overdue).length;
  return (
    <section aria-labelledby="due-heading" className="mt-6 border-l-4 border-aegean bg-white p-4">
      <h2 id="due-heading" className="font-sans text-lg font-semibold text-ink">
        Next actions due: {due.length}
        {overdue ? `, ${overdue} overdue` : ""}
      </h2>
      <ul className="mt-2 divide-y divide-stone">
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
    </section>
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
