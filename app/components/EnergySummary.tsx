import { Link } from "react-router";
import type { Product } from "../content/schema";
import { checkedLine, ENERGY_LINK_TEXT, ENERGY_PATH, productEnergy, thresholdText } from "../lib/energy";

/**
 * A product's energy section: how its published Uw and its certifications stand against the levels, the rebate (which
 * follows the certification), its own notes.
 */
export function EnergySummary({ product }: { product: Product }) {
  const { standing, statement, rebate } = productEnergy(product);
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
      <p data-energy="rebate">{rebate.text}</p>
      <p>{product.energyNotes}</p>
      <p className="text-sm">
        <Link to={ENERGY_PATH} className="inline-flex min-h-11 items-center font-semibold text-aegean underline hover:text-aegean-dark">
          {ENERGY_LINK_TEXT}
        </Link>
        <span className="block">{checkedLine()}</span>
      </p>
    </div>
  );
}
