import type { Ref } from "react";
import type { FieldErrors } from "#app/lib/forms/limits";

/**
 * The list of problems at the top of a form; each entry links to its field. With `summaryRef` the summary can take
 * focus (the staff editors move focus to it).
 */
export function ErrorSummary({
  errors,
  labels,
  order,
  summaryRef,
}: {
  errors: FieldErrors;
  labels: Record<string, string>;
  order: readonly string[];
  summaryRef?: Ref<HTMLDivElement>;
}) {
  const fields = order.filter((field) => errors[field]);
  if (!fields.length) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={summaryRef ? -1 : undefined}
      role="alert"
      aria-labelledby="error-summary-title"
      className="border-l-4 border-danger bg-danger-light p-4 focus:outline-3 focus:outline-offset-2 focus:outline-danger"
    >
      <h2 id="error-summary-title" className="font-sans text-base font-semibold text-danger-dark">
        {fields.length === 1 ? "There is a problem with 1 field" : `There are problems with ${fields.length} fields`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#field-${field}`} className="text-danger-dark underline">
              {labels[field] ?? field}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
