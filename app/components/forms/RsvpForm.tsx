import type { FormEvent } from "react";
import { LIMITS } from "#app/lib/forms/limits";
import type { FormResult } from "#app/lib/forms/results";
import { HELD_RSVP_RECEIVED } from "#app/lib/forms/held";
import { RSVP_FIELDS } from "#app/lib/forms/rsvp-fields";
import { FormSend, GuardedForm, useLeadForm } from "./GuardedForm";
import { ErrorSummary } from "./ErrorSummary";
import { FormErrorAlert, PERSON_LABELS, PersonFields } from "./PersonFields";
import { TextField } from "./Field";
import { ThankYou } from "./ThankYou";
import { rsvpSchemaLoader } from "./schema-loaders";
import { useSite } from "#app/lib/content/root-content";

const LABELS: Record<string, string> = {
  ...PERSON_LABELS,
  company: "Company",
  guests: "Number of guests",
};

/**
 * The RSVP form; `action` is the page it posts to (each variant records its own form). For a full event the same
 * form puts the guest on the waiting list. `maxGuests` is the event's ceiling of guests per reply.
 */
export function RsvpForm({
  action,
  result,
  submitting,
  onSubmit,
  eventTitle,
  maxGuests,
  waitlist = false,
}: {
  action: string;
  result?: FormResult;
  /** Whether the form is being sent (usePostedForm). */
  submitting: boolean;
  /** Sends the form once its checks have passed (usePostedForm). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  eventTitle: string;
  maxGuests: number;
  waitlist?: boolean;
}) {
  const site = useSite();
  const { formRef, summaryRef, errors, validate, failed, values, captcha } = useLeadForm(rsvpSchemaLoader(maxGuests, site.phone.display), RSVP_FIELDS, result);

  if (result?.ok) {
    return (
      <ThankYou
        message={
          result.held
            ? `We have your RSVP for the ${eventTitle}. ${HELD_RSVP_RECEIVED}`
            : result.waitlisted
            ? `You are on the waiting list for the ${eventTitle}. We will write to you as soon as a place opens.`
            : `Your RSVP has been received. We look forward to seeing you at the ${eventTitle}!`
        }
        emailPrompt="Questions? Email us at"
      />
    );
  }

  return (
    <GuardedForm gate={captcha} formRef={formRef} validate={validate} onSubmit={onSubmit} action={action} aria-labelledby="rsvp-form-heading" className="space-y-5">
      <h2 id="rsvp-form-heading" className="text-3xl">
        {waitlist ? "Join the waiting list" : "Reserve your place"}
      </h2>
      <FormErrorAlert message={failed?.formError} />
      <ErrorSummary errors={errors} labels={LABELS} order={RSVP_FIELDS} summaryRef={summaryRef} />
      <PersonFields values={values} errors={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="company" label={LABELS.company!} optional autoComplete="organization" limit={LIMITS.company} defaultValue={values.company} error={errors.company} />
        <TextField
          name="guests"
          type="number"
          min={1}
          max={maxGuests}
          step={1}
          inputMode="numeric"
          label={LABELS.guests!}
          hint={`Including yourself; up to ${maxGuests}. For a larger group, please call us.`}
          defaultValue={values.guests ?? "1"}
          error={errors.guests}
        />
      </div>
      <FormSend
        gate={captcha}
        privacy="One reply per email address. We use your details only for this event, and never share them."
        submitting={submitting}
        label={waitlist ? "JOIN THE WAITING LIST" : "RSVP NOW"}
        busyLabel="Sending your RSVP…"
      />
    </GuardedForm>
  );
}
