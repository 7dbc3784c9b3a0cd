import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "#app/lib/forms/limits";

/** Gives a form's schema: a dynamic import of its module, so that the page's script does not carry zod. */
export type SchemaLoader = () => Promise<z.ZodType>;

/** What makes a form ask for its schema: the visitor starting to work in it. */
const FIRST_USE_EVENTS = ["focusin", "pointerdown", "input"] as const;

/**
 * Validates a form in the browser with the same zod schema the server uses. A bad form is not sent: every
 * problem shows at once, next to its field and in the error summary at the top (which links to each field), and
 * focus goes to the summary (`summaryRef`). The server's errors (after a post) are shown the same way. Native validation bubbles are turned off once JavaScript runs.
 *
 * The schema (with zod, about a third of an island page's script to evaluate) is imported when the visitor first
 * focuses, taps or types in the form, not as the page hydrates: it is there long before the form is sent. A form
 * sent before it has arrived is held, checked once it has, and sent again as the visitor sent it (same button); if
 * it cannot be loaded at all, the form is sent and the server, which checks every post with the same schema,
 * answers with the errors. A page that carries zod anyway (the staff pages) gives the schema itself.
 */
export function useFormValidation(given: z.ZodType | SchemaLoader, order: readonly string[], serverErrors?: FieldErrors) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Moves on each time problems are shown, so focus goes to the summary again even if the problems are the same.
  const [shown, setShown] = useState(0);
  const schema = useRef<z.ZodType | null>(typeof given === "function" ? null : given);
  const loading = useRef<Promise<void> | null>(null);
  const unavailable = useRef(false);
  const loader = useRef(given);
  loader.current = given;

  function load(): Promise<void> {
    const from = loader.current;
    loading.current ??= (typeof from === "function" ? from() : Promise.resolve(from)).then(
      (loaded) => {
        schema.current = loaded;
      },
      () => {
        unavailable.current = true;
      },
    );
    return loading.current;
  }

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    const start = () => void load();
    // Already in use when the page's script arrived: a field has focus.
    if (form.contains(document.activeElement)) start();
    for (const type of FIRST_USE_EVENTS) form.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of FIRST_USE_EVENTS) form.removeEventListener(type, start);
    };
  }, []);

  // Errors from the server (a post that got past the browser's checks) also move focus.
  useEffect(() => {
    if (order.some((field) => serverErrors?.[field])) {
      setClientErrors(null);
      setShown((count) => count + 1);
    }
  }, [serverErrors, order]);

  useEffect(() => {
    if (shown) summaryRef.current?.focus();
  }, [shown]);

  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};

  /** Whether the submit may go on; a submit it stops has had preventDefault. */
  function validate(event: FormEvent<HTMLFormElement>): boolean {
    const checker = schema.current;
    if (!checker) {
      if (unavailable.current) return true;
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void load().then(() => form.requestSubmit(submitter && form.contains(submitter) ? submitter : null));
      return false;
    }
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const result = checker.safeParse(values);
    if (result.success) {
      setClientErrors(null);
      return true;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(result.error));
    setShown((count) => count + 1);
    return false;
  }

  return { formRef, summaryRef, errors, validate };
}
