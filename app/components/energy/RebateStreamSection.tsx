import type { RebateStream } from "#app/content/energy.schema";
import { EnergySources } from "../EnergySources";

/** One stream of the rebate: what it pays, what a claim needs, where that is stated. */
export function RebateStreamSection({ id, heading, stream, amount }: { id: string; heading: string; stream: RebateStream; amount: string }) {
  return (
    <section aria-labelledby={id} className="mt-8" data-rebate={id}>
      <h3 id={id} className="text-2xl">
        {heading}
      </h3>
      <p className="mt-2">{amount}</p>
      <h4 className="mt-4 font-sans text-base font-semibold">What a claim needs</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-bronze">
        {/* What must happen before the work starts comes first: work started before it cannot be claimed. */}
        {stream.preRegistration ? <li className="font-semibold">{stream.preRegistration}</li> : null}
        {stream.needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      <EnergySources sources={stream.sources} checkedOn={stream.checkedOn} className="mt-3" />
    </section>
  );
}
