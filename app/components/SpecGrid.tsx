import type { Spec } from "../content/schema";
import { formatSpec } from "../lib/specs";

/** The Specifications grid: a description list, one term and value per row. */
export function SpecGrid({ specs }: { specs: Spec[] }) {
  return (
    <dl className="grid gap-px overflow-hidden border border-stone bg-stone sm:grid-cols-2">
      {specs.map((spec) => (
        <div key={spec.label} className="bg-white px-5 py-4">
          <dt className="text-sm font-semibold text-muted">{spec.label}</dt>
          <dd className="mt-1 font-display text-2xl text-aegean-dark">{formatSpec(spec)}</dd>
        </div>
      ))}
    </dl>
  );
}
