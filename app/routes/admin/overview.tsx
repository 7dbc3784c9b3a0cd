import { SectionAbout } from "#app/components/admin/SectionAbout";
import { OVERVIEW_PATH } from "#app/lib/admin/staff-nav";
import { DueActions } from "#app/components/admin/lead/DueActions";
import { DashboardFilters } from "#app/components/admin/dashboard/DashboardFilters";
import { StageChart } from "#app/components/admin/dashboard/StageChart";
import { FiguresToCheck, NothingDue, VisitSummary, WinRate } from "#app/components/admin/dashboard/Summaries";
import { WeeklyChart, type ChartWeek, type Series } from "#app/components/admin/dashboard/WeeklyChart";
import { inboxHref } from "#app/lib/admin/dashboard-filter";
import { NOT_RECORDED } from "#app/lib/admin/lead-source-filter";
import { staffMeta } from "#app/lib/admin/staff-meta";
import type { MetaMatches } from "#app/lib/content/root-content";
import { dashboardPage } from "#app/lib/server/dashboard/dashboard-page.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/overview";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Overview", matches);

/** The owners' front page (decision 075): the business at a glance, for the weeks and channel in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return dashboardPage(requireServices(context), new URL(request.url));
}

/** The kinds of lead as the chart names them, and how a count of each reads. */
const KIND_SERIES: readonly Series[] = [
  { key: "contact", label: "Contact enquiries", noun: ["contact enquiry", "contact enquiries"] },
  { key: "quote", label: "Quote requests", noun: ["quote request", "quote requests"] },
  { key: "visit", label: "Visit requests", noun: ["visit request", "visit requests"] },
  { key: "rsvp", label: "RSVPs", noun: ["RSVP", "RSVPs"] },
];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { filter, weeks, counts, channels } = loaderData;
  const period = { from: weeks[0]!.from, to: weeks[weeks.length - 1]!.to };
  const channelSeries: Series[] = channels
    .filter((channel) => !filter.channel || channel.key === filter.channel)
    .map(({ key, label }) => ({
      key,
      label,
      noun: key === NOT_RECORDED ? ["lead with no channel recorded", "leads with no channel recorded"] : [`lead from ${label}`, `leads from ${label}`],
    }));
  const channelName = filter.channel ? channels.find((channel) => channel.key === filter.channel)?.label : undefined;
  const scope = `the last ${filter.weeks} weeks${channelName ? `, channel ${channelName}` : ""}`;
  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Overview</h1>
      <SectionAbout to={OVERVIEW_PATH} />

      <DashboardFilters filter={filter} channels={channels} />

      <p className="mt-6 text-lg" aria-live="polite">
        {counts.total.toLocaleString("en-CA")} {counts.total === 1 ? "lead" : "leads"} in {scope} (spam left out): from the week of {weeks[0]!.label} to
        this week, Pacific time.
      </p>

      {loaderData.due.length ? <DueActions due={loaderData.due} /> : <NothingDue />}

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
        {(
          [
            { by: "kind", title: "Leads per week by kind", series: KIND_SERIES, counts: counts.byKind },
            { by: "channel", title: "Leads per week by channel", series: channelSeries, counts: counts.byChannel },
          ] as const
        ).map(({ by, title, series, counts: perWeek }) => (
          <WeeklyChart
            key={by}
            wide
            id={`${by}s`}
            title={title}
            weeks={weeks}
            series={series}
            counts={perWeek}
            href={(week: ChartWeek, key?: string) => inboxHref(filter, { [by]: key, from: week.from, to: week.to })}
          />
        ))}
        <StageChart byStage={counts.byStage} href={(stage) => inboxHref(filter, { stage, ...period })} />
        <div className="grid content-start gap-6">
          <WinRate
            won={counts.quotesWon}
            decided={counts.quotesDecided}
            wonHref={inboxHref(filter, { kind: "quote", stage: "won", ...period })}
            lostHref={inboxHref(filter, { kind: "quote", stage: "lost", ...period })}
          />
          <VisitSummary visits={loaderData.visits} />
        </div>
        <FiguresToCheck staleFigures={loaderData.staleFigures} backup={loaderData.backup} />
      </div>
    </div>
  );
}
