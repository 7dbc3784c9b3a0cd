import { colourOf, countOf, niceScale } from "./chart-scale";

/** One series of the chart (a kind of lead, a channel): its key, its name, and how a count of it reads. */
export interface Series {
  key: string;
  label: string;
  /** Singular and plural for a bar's name ("contact enquiry", "contact enquiries"). */
  noun: readonly [string, string];
}

export interface ChartWeek {
  from: string;
  to: string;
  label: string;
}

/** The drawing's units: at 390 px its 16-unit labels read at about 10 px, at 1280 px at 16 px and more. */
const WIDTH = 480;
const HEIGHT = 240;
const LEFT = 40;
const RIGHT = 28;
const BOTTOM = 30;
const TOP = 10;
const FONT = 16;
const PLOT_H = HEIGHT - TOP - BOTTOM;

/**
 * Leads per week as stacked bars, drawn by the server as SVG (no script): each segment is a link to the inbox
 * filtered by its week and series, named "Week of 16 Nov: 4 contact enquiries". Its legend beside, and the same
 * counts in a table beneath for screen readers and for printing (each count a link too).
 */
export function WeeklyChart({
  wide = false,
  id,
  title,
  weeks,
  series,
  counts,
  href,
}: {
  /** Across both columns of a wide screen (its table has a column per series). */
  wide?: boolean;
  id: string;
  title: string;
  weeks: readonly ChartWeek[];
  series: readonly Series[];
  counts: readonly Record<string, number>[];
  href: (week: ChartWeek, key?: string) => string;
}) {
  const totals = counts.map((week) => series.reduce((sum, s) => sum + (week[s.key] ?? 0), 0));
  const { top, step } = niceScale(Math.max(0, ...totals));
  const band = (WIDTH - LEFT - RIGHT) / weeks.length;
  const barW = Math.max(4, band * 0.7);
  const y = (n: number) => TOP + PLOT_H - (n / top) * PLOT_H;
  const labelEvery = weeks.length <= 6 ? 1 : weeks.length <= 13 ? 3 : 6;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return (
    <figure aria-labelledby={`${id}-caption`} className={`${wide ? "xl:col-span-2 " : ""}min-w-0 border border-stone bg-white p-4 print:break-inside-avoid`}>
      <figcaption id={`${id}-caption`} className="font-sans text-lg font-semibold text-ink">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3" style={{ backgroundColor: colourOf(i) }} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" className="mt-3 block h-auto max-w-xl" aria-labelledby={`${id}-caption`} data-chart={id}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT / 2} y1={y(tick)} y2={y(tick)} stroke="#ddd5c5" strokeWidth="1" />
            <text x={LEFT - 6} y={y(tick) + 5} textAnchor="end" fontSize={FONT} fill="#4f5866">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, w) => {
          const x = LEFT + w * band + (band - barW) / 2;
          let base = 0;
          return (
            <g key={week.from}>
              {series.map((s, i) => {
                const n = counts[w]?.[s.key] ?? 0;
                if (n === 0) return null;
                const y0 = y(base + n);
                const h = y(base) - y0;
                base += n;
                const name = `Week of ${week.label}: ${countOf(n, s.noun)}`;
                return (
                  <a key={s.key} href={href(week, s.key)} aria-label={name}>
                    <title>{name}</title>
                    <rect x={x} y={y0} width={barW} height={h} fill={colourOf(i)} stroke="#fff" strokeWidth="1" />
                  </a>
                );
              })}
              {w % labelEvery === (weeks.length - 1) % labelEvery ? (
                <text x={x + barW / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={FONT} fill="#4f5866" aria-hidden="true">
                  {week.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only print:not-sr-only print:text-left">{title}: the counts</caption>
          <thead>
            <tr className="border-b border-stone text-left">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Week of
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="px-2 py-1 text-right font-semibold">
                  {s.label}
                </th>
              ))}
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={week.from} className="border-b border-stone/60">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {week.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="px-2 py-1 text-right tabular-nums">
                    <CountLink n={counts[w]?.[s.key] ?? 0} href={href(week, s.key)} />
                  </td>
                ))}
                <td className="py-1 pl-2 text-right font-semibold tabular-nums">
                  <CountLink n={totals[w]!} href={href(week)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A count, a link to its leads when there are any. */
export function CountLink({ n, href }: { n: number; href: string }) {
  if (n === 0) return <>0</>;
  return (
    <a href={href} className="text-aegean underline">
      {n.toLocaleString("en-CA")}
    </a>
  );
}
