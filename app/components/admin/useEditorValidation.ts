import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "#app/lib/forms/fields";

/** Where focus goes when problems show: the error summary, or the first field with a problem (in this order). */
export type ProblemFocus = "summary" | { firstOf: readonly string[] };

/**
 * A staff editor's checks in the browser, with the zod schema the server uses: a form with problems is not sent,
 * each problem shows by its field, and focus moves to the error summary (which links to each field), or to the
 * first field with a problem. The server's problems (a post that got past the browser, or one sent without
 * JavaScript) show the same way.
 */
export function useEditorValidation(schema: z.ZodType, serverErrors?: FieldErrors, focus: ProblemFocus = "summary") {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Moves on each time problems are shown, so focus goes to the summary again even if the problems are the same.
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length) {
      setClientErrors(null);
      setShown((count) => count + 1);
    }
  }, [serverErrors]);

  const errors = clientErrors ?? serverErrors ?? {};
  useEffect(() => {
    if (!shown) return;
    if (focus === "summary") summaryRef.current?.focus();
    else {
      const first = focus.firstOf.find((field) => errors[field]);
      if (first) document.getElementById(`field-${first}`)?.focus();
    }
    // Only when problems are shown again, not on each render.
  }, [shown]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(result.error));
    setShown((count) => count + 1);
  }

  return { formRef, summaryRef: focus === "summary" ? summaryRef : undefined, errors, validate };
}
