import { Link } from "react-router";
import type { EnergyLevel } from "#app/content/energy.schema";
import { thresholdText } from "#app/lib/energy";

/** What the rebate column says of a system, as a replacement. */
const REBATE_STATUS = { "may-qualify": "May qualify (certified)", "not-certified": "Not eligible: not ENERGY STAR certified" } as const;

/** A system with an energy record, as the energy page's loader shapes it: its U-value and a cell per level. */
export interface StandingRow {
  id: string;
  title: string;
  path: string;
  uw: string;
  cells: { text: string; good: boolean }[];
  rebate: keyof typeof REBATE_STATUS;
  notForHomes: string | null;
}

/** The energy page's table of the systems with an energy record, against each stated level and the rebate. */
export function EnergyStandingTable({ rows, levels }: { rows: readonly StandingRow[]; levels: readonly Pick<EnergyLevel, "id" | "name" | "maxU">[] }) {
  return (
    /* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
    <div role="region" aria-labelledby="products-caption" tabIndex={0} className="mt-6 overflow-x-auto border border-stone bg-white">
      <table className="w-full border-collapse text-left">
        <caption id="products-caption" className="px-5 pt-4 pb-3 text-left font-display text-lg text-aegean-dark">
          Our systems with an energy record, against each level
        </caption>
        <thead>
          <tr className="border-y border-stone bg-marble text-sm">
            <th scope="col" className="px-4 py-3 font-semibold">
              System
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Recorded U-value
            </th>
            {levels.map((level) => (
              <th key={level.id} scope="col" className="px-4 py-3 font-semibold">
                {level.name} <span className="block font-normal whitespace-nowrap text-muted">{thresholdText(level.maxU)}</span>
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              Rebate, as a replacement
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-stone last:border-b-0">
              <th scope="row" className="px-4 py-3">
                <Link to={row.path} className="font-display text-lg font-normal text-aegean underline hover:text-aegean-dark">
                  {row.title}
                </Link>
                {row.notForHomes ? <span className="block font-sans text-sm font-semibold text-ink">{row.notForHomes}</span> : null}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{row.uw}</td>
              {row.cells.map((cell, index) => (
                <td key={levels[index]!.id} className={`px-4 py-3 ${cell.good ? "font-semibold text-aegean-dark" : "text-muted"}`}>
                  {cell.text}
                </td>
              ))}
              <td className="px-4 py-3">{REBATE_STATUS[row.rebate]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
