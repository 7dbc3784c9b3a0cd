import { Link } from "react-router";
import { Badge } from "#app/components/admin/Badge";
import type { DashboardData } from "#app/lib/server/dashboard/dashboard-page.server";

const panel = "min-w-0 border border-stone bg-white p-4 print:break-inside-avoid";
const heading = "font-sans text-lg font-semibold text-ink";
const link = "inline-flex min-h-11 items-center font-semibold text-aegean underline";

/** The front page's place for the next actions due (the inbox's list) when none is due today. */
export function NothingDue() {
  return (
    <section aria-labelledby="due-heading" className="mt-6 border-l-4 border-aegean bg-white p-4">
      <h2 id="due-heading" className={heading}>
        Next actions due: none
      </h2>
      <p className="mt-1">No open lead has a next action due today or overdue.</p>
    </section>
  );
}

/** Quote requests of the period won out of those decided (won or lost), each count a link to its leads. */
export function WinRate({ won, decided, wonHref, lostHref }: { won: number; decided: number; wonHref: string; lostHref: string }) {
  const share = decided ? Math.round((won / decided) * 100) : null;
  return (
    <section aria-labelledby="won-heading" className={panel}>
      <h2 id="won-heading" className={heading}>
        Quote requests won
      </h2>
      <p className="mt-2 text-3xl font-semibold tabular-nums text-ink">{share === null ? "None decided yet" : `${share}%`}</p>
      <p className="mt-1">
        {share === null ? "No quote request of this period is won or lost yet." : `${won} won out of ${decided} decided (won or lost) among this period's quote requests.`}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        <a href={wonHref} className={link}>
          The won ones
        </a>
        <a href={lostHref} className={link}>
          The lost ones
        </a>
      </p>
    </section>
  );
}

const VISIT_ROWS = [
  { key: "kept", label: "Kept", about: "still booked when their time came" },
  { key: "moved", label: "Moved", about: "moved at least once, then kept" },
  { key: "missed", label: "Missed", about: "cancelled at or after their start" },
  { key: "cancelled", label: "Cancelled ahead", about: "cancelled before their start" },
] as const;

/** The showroom visits whose time fell in the period and has passed, by how they went (decision 075). */
export function VisitSummary({ visits }: { visits: DashboardData["visits"] }) {
  return (
    <section aria-labelledby="visits-heading" className={panel}>
      <h2 id="visits-heading" className={heading}>
        Showroom visits
      </h2>
      <table className="mt-2 w-full border-collapse text-sm">
        <caption className="sr-only print:not-sr-only print:text-left">Visits whose time has passed in this period</caption>
        <tbody>
          {VISIT_ROWS.map((row) => (
            <tr key={row.key} className="border-b border-stone/60">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                <span className="font-semibold">{row.label}</span> <span className="text-muted">({row.about})</span>
              </th>
              <td className="py-1 text-right tabular-nums">{visits[row.key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link to="/admin/visits" className={link}>
        Open the visits
      </Link>
    </section>
  );
}

/** What needs looking at: energy figures past their check and the backups, each with the page that sees to it. */
export function FiguresToCheck({ staleFigures, backup }: Pick<DashboardData, "staleFigures" | "backup">) {
  return (
    <section aria-labelledby="check-heading" className={panel}>
      <h2 id="check-heading" className={heading}>
        Figures to check
      </h2>
      <ul className="mt-2 divide-y divide-stone">
        <li className="py-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">Energy and rebate figures</span>
            {staleFigures.length ? <Badge tone="border-[#8a5a00] bg-[#fff3d6] text-[#5c3c00]">{staleFigures.length} to check</Badge> : <Badge tone="border-[#2e6b3a] bg-[#e6f2e8] text-[#1f4a28]">Checked</Badge>}
          </p>
          {staleFigures.length ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {staleFigures.map((figure) => (
                <li key={figure.key}>
                  {figure.name}: last {figure.checkedText}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">Every figure was checked recently.</p>
          )}
          <Link to="/admin/energy" className={link}>
            Open the energy figures
          </Link>
        </li>
        <li className="py-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">Backups</span>
            {backup.warning || !backup.lastGood ? <Badge tone="border-[#8a5a00] bg-[#fff3d6] text-[#5c3c00]">To check</Badge> : <Badge tone="border-[#2e6b3a] bg-[#e6f2e8] text-[#1f4a28]">Recent</Badge>}
          </p>
          <p className="mt-1 text-sm">
            {backup.warning ? `${backup.warning} ` : ""}
            {backup.lastGood ? (
              <>
                The last good backup was taken <time dateTime={backup.lastGood.iso}>{backup.lastGood.label}</time> ({backup.lastGood.hours < 1 ? "less than an hour ago" : `${backup.lastGood.hours} ${backup.lastGood.hours === 1 ? "hour" : "hours"} ago`}).
              </>
            ) : (
              "No backup has been taken yet."
            )}
          </p>
          <Link to="/admin/backups" className={link}>
            Open the backups
          </Link>
        </li>
      </ul>
    </section>
  );
}
