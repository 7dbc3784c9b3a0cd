import type { RebateEstimate, StreamEstimate } from "#app/lib/rebate-estimate";

const STREAM_HEADINGS: Record<StreamEstimate["stream"], string> = {
  standard: "Standard rebate",
  "income-qualified": "Income-qualified",
};

/**
 * An estimate as the energy page and the quote request's summary show it: the pre-registration warning, the estimate
 * per stream, which units count, that the streams do not combine, the steps in order, the day the figures were checked
 * and that the programme decides.
 */
export function RebateEstimateResult({ estimate, headingLevel = 3, id }: { estimate: RebateEstimate; headingLevel?: 3 | 4; id?: string }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const streams = [estimate.incomeQualified, estimate.standard].filter((stream): stream is StreamEstimate => stream !== null);
  return (
    // With an id, the target of the estimator's fragment: it takes focus's starting point there (tabIndex -1), and its
    // scroll margin lands it with the button just sent below the sticky header, never under its see-through part.
    <section id={id} tabIndex={id ? -1 : undefined} aria-labelledby="rebate-estimate-heading" className="mt-6 scroll-mt-16 border-t-4 border-bronze bg-white p-5 focus:outline-none" data-rebate-estimate="">
      <Heading id="rebate-estimate-heading" className="font-sans text-lg font-semibold">
        Your rebate estimate
      </Heading>
      <p className="mt-1 text-sm text-muted">
        {estimate.checked} {estimate.decides}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {streams.map((stream) => (
          <div key={stream.stream} data-stream={stream.stream}>
            <dt className="font-semibold">
              {STREAM_HEADINGS[stream.stream]} <span className="block text-sm font-normal text-muted">{stream.name}</span>
            </dt>
            <dd className="mt-1">{stream.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 font-semibold" data-rebate="combine">
        {estimate.combine}
      </p>
      {estimate.units.length ? (
        <>
          <p className="mt-4 font-semibold">
            Units that count: {estimate.countedUnits} of {estimate.totalUnits}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" aria-label="Units that count">
            {estimate.units.map((unit) => (
              <li key={unit.id} data-counts={unit.counts ? "yes" : "no"}>
                {unit.count} × {unit.title}: {unit.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 font-semibold">The steps, in order</p>
      <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm" aria-label="The steps, in order">
        {estimate.warning ? (
          <li className="font-semibold text-danger-dark" data-rebate="pre-registration">
            {estimate.warning}
          </li>
        ) : null}
        {estimate.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
