import type { InputHTMLAttributes } from "react";
import { control, label } from "../visits/form-bits";

/** A filter's line under its control, which the control points to. */
function FilterHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
      {hint}
    </p>
  ) : null;
}

/**
 * One filter's list, labelled, with its "any" choice first (value ""); `hint` a line under it that the list points
 * to. Its id is `filter-<name>` unless given.
 */
export function FilterSelect({
  name,
  label: text,
  value,
  all,
  options,
  hint,
  id = `filter-${name}`,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  all?: string;
  options: readonly { value: string | number; label: string }[];
  hint?: string;
  id?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={value === undefined ? "" : String(value)} aria-describedby={hint ? `${id}-hint` : undefined} className={control}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FilterHint id={id} hint={hint} />
    </div>
  );
}

/** One filter's box (text or a date), labelled, with an optional line under it; its id is `filter-<name>`. */
export function FilterInput({
  name,
  label: text,
  value,
  hint,
  type = "text",
  className,
}: {
  name: string;
  label: string;
  value: string | undefined;
  hint?: string;
  type?: InputHTMLAttributes<HTMLInputElement>["type"];
  className?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input id={id} name={name} type={type} defaultValue={value ?? ""} aria-describedby={hint ? `${id}-hint` : undefined} className={control} />
      <FilterHint id={id} hint={hint} />
    </div>
  );
}
