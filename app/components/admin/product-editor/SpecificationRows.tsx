import { useState } from "react";
import { SelectField, TextField } from "#app/components/forms/Field";
import { PRODUCT_FORM } from "#app/lib/admin/product-form";
import { MAX_SPEC_LINES, SPEC_UNIT_CHOICES, specLabelField, specUnitField, specValueField } from "#app/lib/forms/staff/product-editor";
import { useHydrated } from "#app/lib/hydrated";

/**
 * The specification lines as rows of three fields (label, value, unit). Without JavaScript the form shows the stored
 * lines and a few empty rows: a line is added by filling an empty row and removed by emptying it. With JavaScript,
 * "Add a line" shows one more row and each row's "Remove" empties it.
 */
export function SpecificationRows({
  values,
  errors,
  rows,
}: {
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, string | undefined>>;
  rows: number;
}) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(rows);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const numbers = Array.from({ length: shown }, (_, i) => i + 1);
  const field = (name: string) => ({ name, label: PRODUCT_FORM.labels[name] ?? name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <fieldset className="border border-stone p-4 md:p-6">
      <legend className="px-1 font-display text-2xl text-aegean-dark">Specifications</legend>
      <p className="text-sm text-muted">
        Published figures only, written without their unit (4.0, 21-58, up to 72, from 2.3, RC2); the unit goes in its own field.
        {hydrated ? " Add or remove lines with the buttons." : " Fill an empty row to add a line; empty a row to remove it."}
      </p>
      <ol className="mt-4 space-y-4">
        {numbers.map((n) =>
          removed.has(n) ? (
            <li key={n} hidden>
              <input type="hidden" name={specLabelField(n)} value="" />
              <input type="hidden" name={specValueField(n)} value="" />
            </li>
          ) : (
            <li key={n} className="grid items-start gap-3 border-b border-stone pb-4 sm:grid-cols-[2fr_1fr_1fr_auto]">
              {/* Only the first line is needed: an empty row is no line (the browser must not ask for it). */}
              <TextField {...field(specLabelField(n))} limit={60} autoComplete="off" required={n === 1} />
              <TextField {...field(specValueField(n))} limit={40} autoComplete="off" required={n === 1} />
              <SelectField
                {...field(specUnitField(n))}
                defaultValue={values[specUnitField(n)] || "none"}
                options={SPEC_UNIT_CHOICES}
                placeholder="Choose the unit"
              />
              {hydrated ? (
                <button
                  type="button"
                  className="btn btn-outline self-end"
                  aria-label={`Remove specification line ${n}`}
                  onClick={() => setRemoved((before) => new Set([...before, n]))}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ),
        )}
      </ol>
      {hydrated && shown < MAX_SPEC_LINES ? (
        <button type="button" className="btn btn-outline mt-4" onClick={() => setShown((count) => Math.min(MAX_SPEC_LINES, count + 1))}>
          Add a line
        </button>
      ) : null}
    </fieldset>
  );
}
