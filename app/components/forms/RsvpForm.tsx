import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { reportLead } from "../../lib/analytics";
import { LIMITS } from "../../lib/forms/fields";
import type { FormResult } from "../../lib/forms/results";
import { RSVP_FIELDS, rsvpSchema } from "../../lib/forms/rsvp";
import { ErrorSummary } from "./ErrorSummary";
import { TextField } from "./Field";
import { Honeypot } from "./Honeypot";
import { SubmitButton } from "./SubmitButton";
import { ThankYou } from "./ThankYou";
import { useFormValidation } from "./useFormValidation";

const LABELS: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  _replyto: "Email",
  phone: "Phone",
  company: "Company",
  guests: "Number of guests",
};

/** The RSVP form; `action` is the page it posts to (each variant records its own form). */
export function RsvpForm({ action, result }: { action: string; result?: FormResult }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const failed = result && !result.ok ? result : undefined;
  const { formRef, errors, validate } = useFormValidation(rsvpSchema, RSVP_FIELDS, failed?.errors);
  const values = failed?.values ?? {};

  useEffect(() => {
    if (result?.ok) reportLead(result.formId);
  }, [result]);

  if (result?.ok) {
    return (
      <ThankYou
        message="Your RSVP has been received. We look forward to seeing you at our Experience Centre Grand Opening!"
        emailPrompt="Questions? Email us at"
      />
    );
  }

  return (
    <Form ref={formRef} method="post" action={action} aria-labelledby="rsvp-form-heading" className="space-y-5" onSubmit={validate}>
      <h2 id="rsvp-form-heading" className="text-3xl">
        Reserve your place
      </h2>
      {failed?.formError ? (
        <p role="alert" className="border-l-4 border-[#a4161a] bg-[#fdecea] p-4 font-medium text-[#7a1013]">
          {failed.formError}
        </p>
      ) : null}
      <ErrorSummary errors={errors} labels={LABELS} order={RSVP_FIELDS} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="first_name" label={LABELS.first_name!} autoComplete="given-name" maxLength={LIMITS.name} defaultValue={values.first_name} error={errors.first_name} />
        <TextField name="last_name" label={LABELS.last_name!} autoComplete="family-name" maxLength={LIMITS.name} defaultValue={values.last_name} error={errors.last_name} />
      </div>
      <TextField name="_replyto" type="email" label={LABELS._replyto!} autoComplete="email" maxLength={LIMITS.email} defaultValue={values._replyto} error={errors._replyto} />
      <TextField
        name="phone"
        type="tel"
        inputMode="numeric"
        pattern="[0-9]{10}"
        label={LABELS.phone!}
        hint="10 digits, no spaces or dashes"
        autoComplete="tel-national"
        maxLength={LIMITS.phone}
        defaultValue={values.phone}
        error={errors.phone}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="company" label={LABELS.company!} optional autoComplete="organization" maxLength={LIMITS.company} defaultValue={values.company} error={errors.company} />
        <TextField
          name="guests"
          type="number"
          min={1}
          max={LIMITS.guests}
          step={1}
          inputMode="numeric"
          label={LABELS.guests!}
          hint="Including yourself"
          defaultValue={values.guests ?? "1"}
          error={errors.guests}
        />
      </div>
      <Honeypot />
      <SubmitButton submitting={submitting} label="RSVP NOW" busyLabel="Sending your RSVP…" />
    </Form>
  );
}
