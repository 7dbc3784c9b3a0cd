import { STAGE_LABELS, STAGES, type Stage } from "#app/lib/leads/stages";
import { colourOf, countOf, niceScale } from "./chart-scale";
import { CountLink } from "./WeeklyChart";

const WIDTH = 480;
const ROW = 34;
const LEFT = 124;
const RIGHT = 56;
const FONT = 16;

/**
 * The leads of the period at each stage now, one bar a stage (each a link to the inbox at that stage and period),
 * drawn by the server as SVG, with the same counts in a table beneath.
 */
export function StageChart({ byStage, href }: { byStage: Record<Stage, number>; href: (stage: Stage) => string }) {
  const { top } = niceScale(Math.max(0, ...STAGES.map((stage) => byStage[stage])));
  const height = STAGES.length * ROW + 4;
  const w = (n: number) => (n / top) * (WIDTH - LEFT - RIGHT);
  return (
    <figure aria-labelledby="stages-caption" className="min-w-0 border border-stone bg-white p-4 print:break-inside-avoid">
      <figcaption id="stages-caption" className="font-sans text-lg font-semibold text-ink">
        The pipeline: these leads by stage now
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" className="mt-3 block h-auto max-w-xl" aria-labelledby="stages-caption" data-chart="stages">
        {STAGES.map((stage, i) => {
          const n = byStage[stage];
          const y = i * ROW + 4;
          const name = `${STAGE_LABELS[stage]}: ${countOf(n, ["lead", "leads"])}`;
          return (
            <g key={stage}>
              <text x={LEFT - 8} y={y + ROW / 2 + 4} textAnchor="end" fontSize={FONT} fill="#1b2430" aria-hidden="true">
                {STAGE_LABELS[stage]}
              </text>
              {n > 0 ? (
                <a href={href(stage)} aria-label={name}>
                  <title>{name}</title>
                  <rect x={LEFT} y={y + 4} width={Math.max(2, w(n))} height={ROW - 10} fill={colourOf(0)} />
                </a>
              ) : null}
              <text x={LEFT + w(n) + 6} y={y + ROW / 2 + 4} fontSize={FONT} fill="#1b2430" aria-hidden="true">
                {n.toLocaleString("en-CA")}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="mt-4 w-full border-collapse text-sm">
        <caption className="sr-only print:not-sr-only print:text-left">The pipeline by stage: the counts</caption>
        <thead>
          <tr className="border-b border-stone text-left">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Stage
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Leads
            </th>
          </tr>
        </thead>
        <tbody>
          {STAGES.map((stage) => (
            <tr key={stage} className="border-b border-stone/60">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {STAGE_LABELS[stage]}
              </th>
              <td className="py-1 text-right tabular-nums">
                <CountLink n={byStage[stage]} href={href(stage)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
