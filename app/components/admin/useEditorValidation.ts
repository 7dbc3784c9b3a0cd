import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "../../lib/forms/fields";

/**
 * A staff editor's checks in the browser, with the zod schema the server uses: a form with problems is not sent,
 * each problem shows by its field, and focus moves to the error summary (which links to each field). The server's
 * problems (a post that got past the browser, or one sent without JavaScript) show the same way.
 */
export function useEditorValidation(schema: z.ZodType, serverErrors?: FieldErrors) {
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

  useEffect(() => {
    if (shown) summaryRef.current?.focus();
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

  return { formRef, summaryRef, errors: clientErrors ?? serverErrors ?? {}, validate };
}
