import { HONEYPOT_FIELD } from "#app/lib/forms/form-ids";

/** A field people never see or reach; bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`field-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`field-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
