import { useEffect, type FormEvent, type FormHTMLAttributes, type ReactNode, type Ref } from "react";
import { reportLead } from "#app/lib/analytics";
import { LEAD_FORM_ELEMENT_ID } from "#app/lib/leads/first-touch-field";
import type { FormResult } from "#app/lib/forms/results";
import type { z } from "zod";
import { CaptchaGate, useCaptchaGate, type CaptchaGateState } from "./CaptchaGate";
import { Honeypot } from "./Honeypot";
import { SubmitButton } from "./SubmitButton";
import { useFormValidation, type SchemaLoader } from "./useFormValidation";

/**
 * The submit and captcha wiring every lead form shares (contact, quote, visit, RSVP). A form posts to its page, so it
 * works without JavaScript; with it, a post is checked first (`validate`), held back while the captcha is unsolved,
 * and sent by the form's island (`onSubmit`).
 */
export function GuardedForm({
  gate,
  formRef,
  validate,
  onSubmit,
  children,
  ...attributes
}: Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "method"> & {
  gate: CaptchaGateState;
  formRef: Ref<HTMLFormElement>;
  validate: (event: FormEvent<HTMLFormElement>) => boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      id={LEAD_FORM_ELEMENT_ID}
      method="post"
      {...attributes}
      onSubmit={(event) => {
        if (validate(event)) gate.guard(event);
        onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}

/**
 * The end of every lead form: the honeypot, the captcha (with the form's own sentence for browsers without scripts),
 * what the details are used for, and the send button.
 */
export function FormSend({
  gate,
  noscript,
  privacy,
  submitting,
  label,
  busyLabel,
}: {
  gate: CaptchaGateState;
  noscript?: ReactNode;
  privacy: ReactNode;
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <Honeypot />
      <CaptchaGate gate={gate}>{noscript}</CaptchaGate>
      <p className="text-sm text-muted">
        {privacy}{" "}
        {/* Every form's line links to the privacy notice (decision 074). */}
        <a href="/privacy" className="text-aegean underline">
          How we keep your details
        </a>
      </p>
      <SubmitButton submitting={submitting} label={label} busyLabel={busyLabel} />
    </>
  );
}

/**
 * After a post: a lead sent is reported; a refused one spent its captcha solution, so the next send solves a fresh
 * one. `result` may be another answer of the page (a quote's row button), which is neither.
 */
export function useLeadResult(gate: CaptchaGateState, result: FormResult | object | undefined) {
  useEffect(() => {
    const answer = result && "ok" in result ? (result as FormResult) : undefined;
    if (answer?.ok) reportLead(answer.formId);
    else if (answer?.formError) gate.reset();
  }, [result]);
}

/**
 * A lead form's state after a post (`result`): the refusal with the values and errors to show again, the form's
 * checks (its schema, loaded when first needed), and its captcha, asked for afresh after a refusal.
 */
export function useLeadForm(schema: z.ZodType | SchemaLoader, order: readonly string[], result: FormResult | undefined) {
  const failed = result && !result.ok ? result : undefined;
  const validation = useFormValidation(schema, order, failed?.errors);
  const captcha = useCaptchaGate();
  useLeadResult(captcha, result);
  return { ...validation, failed, values: failed?.values ?? {}, captcha };
}
