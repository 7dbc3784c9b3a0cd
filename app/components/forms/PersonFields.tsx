import { FIRST_TOUCH_FIELD } from "#app/lib/leads/first-touch-field";
import { useSite } from "#app/lib/content/root-content";
import { HOW_DID_YOU_HEAR } from "#app/lib/forms/contact-fields";
import { LIMITS, type FieldErrors } from "#app/lib/forms/limits";
import { marketingConsentWording } from "#app/lib/forms/marketing-consent";
import { Checkbox, SelectField, TextField } from "./Field";

/** The labels of the fields both forms share, also used by their error summaries. */
export const PERSON_LABELS = {
  first_name: "First name",
  last_name: "Last name",
  _replyto: "Email",
  phone: "Phone",
} as const;

/** Name, email and phone: the first fields of the contact and RSVP forms. */
export function PersonFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  return (
    <>
      {/* A refused post shown again keeps where its visit came from (decision 073): the page it came from is gone. */}
      {values[FIRST_TOUCH_FIELD] ? <input type="hidden" name={FIRST_TOUCH_FIELD} value={values[FIRST_TOUCH_FIELD]} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="first_name" label={PERSON_LABELS.first_name} autoComplete="given-name" limit={LIMITS.name} defaultValue={values.first_name} error={errors.first_name} />
        <TextField name="last_name" label={PERSON_LABELS.last_name} autoComplete="family-name" limit={LIMITS.name} defaultValue={values.last_name} error={errors.last_name} />
      </div>
      <TextField name="_replyto" type="email" label={PERSON_LABELS._replyto} autoComplete="email" limit={LIMITS.email} defaultValue={values._replyto} error={errors._replyto} />
      <TextField
        name="phone"
        type="tel"
        label={PERSON_LABELS.phone}
        hint="However you write it: (604) 555-0142, 604-555-0142 or +1 604 555 0142. From abroad, start with + and the country code."
        autoComplete="tel"
        defaultValue={values.phone}
        error={errors.phone}
      />
    </>
  );
}

/** A problem with the whole form (captcha, too many posts, unreadable post). */
export function FormErrorAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="border-l-4 border-danger bg-danger-light p-4 font-medium text-danger-dark">
      {message}
    </p>
  );
}

/** How the visitor heard of us, and whether they want the occasional news: the end of the contact and quote forms. */
export function HeardOfUsAndNews({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  const site = useSite();
  return (
    <>
      <SelectField
        name="how_did_you_hear"
        label="How did you hear about us?"
        placeholder="Select an option"
        options={HOW_DID_YOU_HEAR}
        defaultValue={values.how_did_you_hear ?? ""}
        error={errors.how_did_you_hear}
      />
      <Checkbox
        name="marketing_consent"
        defaultChecked={values.marketing_consent === "on"}
        label={marketingConsentWording(site.name)}
      />
    </>
  );
}
