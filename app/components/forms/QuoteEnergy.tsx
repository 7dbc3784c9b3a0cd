import { TitledSection } from "#app/components/TitledSection";
import { ENERGY_LINK_TEXT } from "#app/lib/energy";
import type { QuoteEnergy } from "#app/lib/quote/energy";

/** The energy lines of a schedule, product by product, with when the figures were checked and where they are explained. */
export function QuoteEnergyLines({ energy, headingLevel = 3 }: { energy: QuoteEnergy; headingLevel?: 3 | 4 }) {
  if (!energy.lines.length) return null;
  return (
    <TitledSection id="quote-energy-heading" title="Energy and rebates" className="mt-4" headingClassName="font-sans text-base font-semibold" level={headingLevel}>
      <ul className="mt-1 space-y-2 text-sm">
        {energy.lines.map((line) => (
          <li key={line.productIds.join()}>
            <span className="font-semibold">{line.title}:</span> {line.statement}
            {line.rebate ? <span className="block text-muted">{line.rebate}</span> : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">
        {energy.checked}{" "}
        <a href={energy.path} className="text-aegean underline">
          {ENERGY_LINK_TEXT}
        </a>
      </p>
    </TitledSection>
  );
}
