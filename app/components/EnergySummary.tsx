import { Link } from "react-router";
import type { Product } from "../content/schema";
import { U_BASIS_NAMES } from "../content/energy-bases";
import { useEnergy } from "../lib/content/root-content";
import { checkedLine, ENERGY_LINK_TEXT, ENERGY_PATH, energyRecordsOf, formatU, productEnergy, thresholdText } from "../lib/energy";
import { EnergySources } from "./EnergySources";

/**
 * A product's energy section: how its energy records stand against the levels (or "ask us" without one), each record
 * with the document that states it and the day it was checked, the rebate (which follows the certification), its notes.
 * Without a record, one paragraph says it all: the figure the specifications show, what it is, why it does not settle
 * the BC minimum or the rebate, and what to ask for.
 */
export function EnergySummary({ product }: { product: Product }) {
  const energy = useEnergy();
  const { standing, statement, rebate } = productEnergy(product, energy);
  return (
    <div className="mt-3 space-y-3 text-muted">
      <p data-energy="standing">{statement}</p>
      {standing.levels.length ? (
        <ul className="space-y-1 text-sm" aria-label="Energy levels">
          {standing.levels.map(({ level, status, short }) => (
            <li key={level.id} className="flex flex-wrap gap-x-2">
              <span className="font-semibold text-ink">
                {level.name} ({thresholdText(level.maxU)}):
              </span>{" "}
              <span className={status === "meets" || status === "best-meet" || status === "certified" ? "font-semibold text-aegean-dark" : undefined}>{short}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {energyRecordsOf(product).length ? (
        <ul className="space-y-2 text-sm" aria-label="Energy records">
          {energyRecordsOf(product).map((record) => (
            <li key={record.configuration} data-energy="record">
              <span className="font-semibold text-ink">{record.configuration}:</span> {U_BASIS_NAMES[record.basis]} {formatU(record.uValue)} W/m²K
              <EnergySources sources={[record.source]} checkedOn={record.checkedOn} className="mt-0" />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Without a record the statement already says the rebate needs a certification this product does not have: one paragraph. */}
      {standing.uw ? <p data-energy="rebate">{rebate.text}</p> : null}
      <p>{product.energyNotes}</p>
      <p className="text-sm">
        <Link to={ENERGY_PATH} className="inline-flex min-h-11 items-center font-semibold text-aegean underline hover:text-aegean-dark">
          {ENERGY_LINK_TEXT}
        </Link>
        <span className="block">{checkedLine(energy)}</span>
      </p>
    </div>
  );
}
