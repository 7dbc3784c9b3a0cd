import { CONTACT_FORM_ISLAND } from "../island-names";
import { CONTACT_FIELDS } from "#app/lib/forms/contact-fields";
import { LIMITS } from "#app/lib/forms/limits";
import { HELD_RECEIVED } from "#app/lib/forms/held";
import { FormSend, GuardedForm, useLeadForm } from "./GuardedForm";
import { ErrorSummary } from "./ErrorSummary";
import { usePostedForm, type PostedFormProps } from "./posted-form";
import { FormErrorAlert, HeardOfUsAndNews, PERSON_LABELS, PersonFields } from "./PersonFields";
import { TextArea } from "./Field";
import { ThankYou } from "./ThankYou";
import { loadContactSchema } from "./schema-loaders";

const LABELS: Record<string, string> = {
  ...PERSON_LABELS,
  message: "Message",
  how_did_you_hear: "How did you hear about us?",
};


export function ContactForm(served: PostedFormProps) {
  const { props, submitting, onSubmit } = usePostedForm(CONTACT_FORM_ISLAND, served);
  const { result } = props;
  const { formRef, summaryRef, errors, validate, failed, values, captcha } = useLeadForm(loadContactSchema, CONTACT_FIELDS, result);

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
      <ErrorSummary errors={errors} labels={LABELS} order={CONTACT_FIELDS} summaryRef={summaryRef} />
      <PersonFields values={values} errors={errors} />
      <TextArea name="message" label={LABELS.message!} limit={LIMITS.message} defaultValue={values.message} error={errors.message} />
      <HeardOfUsAndNews values={values} errors={errors} />
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

