import { ENERGY_PATH } from "#app/lib/energy";
import type { EstimatorView } from "#app/lib/rebate-estimator-view";
import {
  COST_FIELD,
  ESTIMATE_ID,
  INCOME_FIELD,
  NOT_INCOME_QUALIFIED,
  unitsField,
} from "#app/lib/rebate-estimate-form";
import { controlProps, FieldShell } from "./forms/Field";
import { RebateEstimateResult } from "./RebateEstimate";

/** The estimator's products, choices, the visitor's values and problems, and the estimate when there is one. */
export type RebateEstimatorProps = EstimatorView;

/**
 * The estimator as a plain GET form: it works without JavaScript, and its result is the page the query names. The
 * form's address ends in the fragment of what the visitor needs next, the result or the problems (only one shows), so
 * the browser lands on it after sending, on a phone too: the result sits below a form taller than a phone's screen.
 */
export function RebateEstimator({ products, costShares, levelName, values, errors, estimate }: RebateEstimatorProps) {
  // Every problem at once, each linked to its field (the income question is a group of choices, named in its words).
  const problems = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className="mt-6">
      {problems.length ? (
        <div id={ESTIMATE_ID} tabIndex={-1} role="alert" className="scroll-mt-16 border-l-4 border-danger bg-danger-light p-4 text-sm text-danger-dark" data-rebate="errors">
          <p className="font-semibold">The estimate could not be made:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map(([name, problem]) => (
              <li key={name}>
                {name === INCOME_FIELD ? (
                  problem
                ) : (
                  <a href={`#field-${name}`} className="underline">
                    {problem}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="get" action={`${ENERGY_PATH}#${ESTIMATE_ID}`} className="mt-4 space-y-6" aria-label="Rebate estimator">
        <fieldset>
          <legend className="font-semibold text-ink">How many of each product</legend>
          <p className="text-sm text-muted">Only {levelName} certified products count for the rebate.</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => {
              const name = unitsField(product.id);
              const error = errors[name];
              return (
                <FieldShell key={product.id} id={`field-${name}`} label={product.title} error={error} hint={product.certified ? `${levelName} certified` : "Not certified: does not count"}>
                  {(describedBy) => (
                    <input
                      {...controlProps(name, error, true, describedBy)}
                      // Text with a numeric keyboard: a count sent back for correction ("lots") stays valid HTML.
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      size={4}
                      defaultValue={values.units[product.id] ?? ""}
                    />
                  )}
                </FieldShell>
              );
            })}
          </div>
        </fieldset>
        <fieldset aria-describedby="income-hint">
          <legend className="font-semibold text-ink">Is the household income-qualified?</legend>
          <p id="income-hint" className="text-sm text-muted">
            The programme sets the level from the household's income, and pays at most that share of the cost.
          </p>
          {errors[INCOME_FIELD] ? <p className="mt-1 text-sm font-medium text-danger">{errors[INCOME_FIELD]}</p> : null}
          <div className="mt-1">
            {[{ value: NOT_INCOME_QUALIFIED, label: "No" }, ...costShares.map((share) => ({ value: String(share), label: `Yes, at the ${share}% level` }))].map((option) => (
              <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input type="radio" name={INCOME_FIELD} value={option.value} defaultChecked={values.income === option.value} className="size-5 accent-aegean" />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="max-w-xs">
          <FieldShell
            id={`field-${COST_FIELD}`}
            label="Project cost, in dollars"
            optional
            error={errors[COST_FIELD]}
            hint="The income-qualified stream pays at most its share of it."
          >
            {(describedBy) => <input {...controlProps(COST_FIELD, errors[COST_FIELD], true, describedBy)} type="text" inputMode="numeric" defaultValue={values.cost} />}
          </FieldShell>
        </div>
        <button type="submit" className="btn btn-primary">
          Estimate the rebate
        </button>
      </form>
      {estimate && !problems.length ? <RebateEstimateResult estimate={estimate} id={ESTIMATE_ID} /> : null}
    </div>
  );
}
