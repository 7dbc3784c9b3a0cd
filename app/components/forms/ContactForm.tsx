import { CONTACT_FORM_ISLAND } from "../island-names";
import { site } from "../../content/site";
import { CONTACT_FIELDS, HOW_DID_YOU_HEAR } from "../../lib/forms/contact-fields";
import { LIMITS } from "../../lib/forms/limits";
import { HELD_RECEIVED } from "../../lib/forms/held";
import { useCaptchaGate } from "./CaptchaGate";
import { FormSend, GuardedForm, useLeadResult } from "./GuardedForm";
import { ErrorSummary } from "./ErrorSummary";
import { usePostedForm, type PostedFormProps } from "./posted-form";
import { FormErrorAlert, PERSON_LABELS, PersonFields } from "./PersonFields";
import { Checkbox, SelectField, TextArea } from "./Field";
import { ThankYou } from "./ThankYou";
import { loadContactSchema } from "./schema-loaders";
import { useFormValidation } from "./useFormValidation";

const LABELS: Record<string, string> = {
  ...PERSON_LABELS,
  message: "Message",
  how_did_you_hear: "How did you hear about us?",
};


export function ContactForm(served: PostedFormProps) {
  const { props, submitting, onSubmit } = usePostedForm(CONTACT_FORM_ISLAND, served);
  const { result } = props;
  const failed = result && !result.ok ? result : undefined;
  const { formRef, errors, validate } = useFormValidation(loadContactSchema, CONTACT_FIELDS, failed?.errors);
  const values = failed?.values ?? {};
  const captcha = useCaptchaGate();

  useLeadResult(captcha, result);

  if (result?.ok) {
    return (
      <ThankYou
        message={result.held ? `Your message is with us. ${HELD_RECEIVED}` : "Your message has been sent successfully. We will get back to you shortly!"}
        emailPrompt="Urgent questions? Email us at"
      />
    );
  }

  return (
    <GuardedForm gate={captcha} formRef={formRef} validate={validate} onSubmit={onSubmit} action="/contact" aria-labelledby="message-heading" className="space-y-5">
      <FormErrorAlert message={failed?.formError} />
      <ErrorSummary errors={errors} labels={LABELS} order={CONTACT_FIELDS} />
      <PersonFields values={values} errors={errors} />
      <TextArea name="message" label={LABELS.message!} maxLength={LIMITS.message} defaultValue={values.message} error={errors.message} />
      <SelectField
        name="how_did_you_hear"
        label={LABELS.how_did_you_hear!}
        placeholder="Select an option"
        options={HOW_DID_YOU_HEAR}
        defaultValue={values.how_did_you_hear ?? ""}
        error={errors.how_did_you_hear}
      />
      <Checkbox
        name="marketing_consent"
        defaultChecked={values.marketing_consent === "on"}
        label={`Yes, send me occasional news from ${site.name} (showroom events, new products). You can unsubscribe at any time.`}
      />
      <FormSend
        gate={captcha}
        privacy="We use your details only to answer your message, and never share them."
        submitting={submitting}
        label="SEND MESSAGE"
        busyLabel="Sending…"
      />
    </GuardedForm>
  );
}

