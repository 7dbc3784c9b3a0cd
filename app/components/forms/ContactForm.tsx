import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { site } from "../../content/site";
import { CAPTCHA_PROVIDER, captchaRequiredMessage } from "../../lib/captcha-config";
import { CONTACT_FIELDS, contactSchema, HOW_DID_YOU_HEAR } from "../../lib/forms/contact";
import { LIMITS } from "../../lib/forms/fields";
import type { FormResult } from "../../lib/forms/results";
import { reportLead } from "../../lib/analytics";
import { CaptchaField, type CaptchaFieldHandle } from "../CaptchaField";
import { ErrorSummary } from "./ErrorSummary";
import { FormErrorAlert, PERSON_LABELS, PersonFields } from "./PersonFields";
import { Checkbox, SelectField, TextArea } from "./Field";
import { Honeypot } from "./Honeypot";
import { SubmitButton } from "./SubmitButton";
import { ThankYou } from "./ThankYou";
import { useFormValidation } from "./useFormValidation";

const LABELS: Record<string, string> = {
  ...PERSON_LABELS,
  message: "Message",
  how_did_you_hear: "How did you hear about us?",
};

export function ContactForm({ result }: { result?: FormResult }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  const failed = result && !result.ok ? result : undefined;
  const { formRef, errors, validate } = useFormValidation(contactSchema, CONTACT_FIELDS, failed?.errors);
  const [captchaSolved, setCaptchaSolved] = useState(false);
  const [captchaAlert, setCaptchaAlert] = useState("");
  const values = failed?.values ?? {};
  const captcha = useRef<CaptchaFieldHandle>(null);

  useEffect(() => {
    if (result?.ok) reportLead(result.formId);
    // A refused (spent or expired) solution cannot be sent again: solve a fresh one.
    else if (result && failed?.formError) captcha.current?.reset();
  }, [result, failed]);

  if (result?.ok) {
    return (
      <ThankYou
        message="Your message has been sent successfully. We will get back to you shortly!"
        emailPrompt="Urgent questions? Email us at"
      />
    );
  }

  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      aria-labelledby="message-heading"
      className="space-y-5"
      onSubmit={(event) => {
        if (!validate(event)) return;
        if (!captchaSolved) {
          event.preventDefault();
          // Re-announce even when the text is unchanged.
          setCaptchaAlert("");
          requestAnimationFrame(() => setCaptchaAlert(captchaRequiredMessage(CAPTCHA_PROVIDER)));
        }
      }}
    >
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
      <Honeypot />
      <div>
        <CaptchaField ref={captcha} onChange={setCaptchaSolved} />
        {/* Shown only when scripts are off (@media (scripting: none)). */}
        <p className="mt-2 hidden border-l-4 border-bronze bg-marble p-3 text-sm noscript:block">
          The spam check on this form needs JavaScript, which is turned off in your browser. Please call us at{" "}
          <a href={site.phone.href} className="text-aegean underline">
            {site.phone.display}
          </a>{" "}
          or email{" "}
          <a href={`mailto:${site.email}`} className="text-aegean underline">
            {site.email}
          </a>{" "}
          instead.
        </p>
        <p role="alert" className="mt-2 text-sm font-medium text-[#a4161a] empty:hidden">
          {captchaAlert}
        </p>
      </div>
      <p className="text-sm text-muted">
        We use your details only to answer your message, and never share them.
      </p>
      <SubmitButton submitting={submitting} label="SEND MESSAGE" busyLabel="Sending…" />
    </Form>
  );
}
