import type { RawFields } from "#app/lib/forms/fields";
import { stringValues } from "../../platform/request-body.server";

/** The form's values as posted, as text: every field but the intent. */
export function postedText(fields: RawFields): Record<string, string> {
  const { intent: _intent, ...values } = stringValues(fields);
  return values;
}
