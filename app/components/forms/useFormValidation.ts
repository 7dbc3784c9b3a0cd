import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "../../lib/forms/fields";

function focusField(name: string) {
  document.getElementById(`field-${name}`)?.focus();
}

/**
 * Validates a form in the browser with the same zod schema the server uses. A bad form is not sent:
 * errors show next to the fields and focus goes to the first bad one. The server's errors (after a post)
 * are shown the same way. Native validation bubbles are turned off once JavaScript runs. A schema that is costly to
 * make (the quote form's) can be given as a function, called when the form is first checked rather than as the page
 * hydrates.
 */
export function useFormValidation(schema: z.ZodType | (() => z.ZodType), order: readonly string[], serverErrors?: FieldErrors) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // Errors from the server (a post that got past the browser's checks) also move focus.
  useEffect(() => {
    const first = order.find((field) => serverErrors?.[field]);
    if (first) {
      setClientErrors(null);
      focusField(first);
    }
  }, [serverErrors, order]);

  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};

  function validate(event: FormEvent<HTMLFormElement>): boolean {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const result = (typeof schema === "function" ? schema() : schema).safeParse(values);
    if (result.success) {
      setClientErrors(null);
      return true;
    }
    event.preventDefault();
    const next = fieldErrors(result.error);
    setClientErrors(next);
    const first = order.find((field) => next[field]);
    if (first) focusField(first);
    return false;
  }

  return { formRef, errors, validate };
}
