import type { LinkedProduct } from "../lib/catalogue";
import { useEnergy } from "../lib/content/root-content";
import { comparisonRows, NOT_PUBLISHED } from "../lib/specs";
import { ProductSection } from "./ProductSection";

/** The products of a landing page side by side, built from their records: one column per product, one row per value. */
export function ComparisonTable({ products }: { products: readonly LinkedProduct[] }) {
  const records = products.map((entry) => entry.product);
  const rows = comparisonRows(records, useEnergy());
  const names = records.map((product) => product.title);
  const caption = `${names.slice(0, -1).join(", ")} and ${names.at(-1)} compared`;
  return (
    <ProductSection id="compare-heading" title="Compare the systems">
      <p className="-mt-2 mb-6 max-w-2xl text-muted">
        The values each system publishes, side by side. {NOT_PUBLISHED} means we have the full data for you when you ask.
        {records.length > 2 ? <span className="md:hidden"> Scroll the table sideways to see every system.</span> : null}
      </p>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="overflow-x-auto border border-stone bg-white">
        <table className="w-full border-collapse text-left">
          <caption id="compare-caption" className="px-5 pt-4 pb-3 text-left font-display text-lg text-aegean-dark">
            {caption}
          </caption>
          <thead>
            <tr className="border-y border-stone bg-marble">
              <th scope="col" className="sticky left-0 bg-marble px-5 py-3 text-sm font-semibold text-muted">
                Specification
              </th>
              {records.map((product) => (
                <th key={product.id} scope="col" className="px-5 py-3 font-display text-lg font-normal text-aegean-dark">
                  {product.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-stone last:border-b-0">
                <th scope="row" className="sticky left-0 min-w-36 bg-white px-5 py-3 text-sm font-semibold text-muted">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={records[index]!.id}
                    className={`px-5 py-3 whitespace-nowrap ${value ? "font-semibold text-ink" : "text-muted"}`}
                  >
                    {value ?? row.fallback}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ProductSection>
  );
}
