import type { FieldErrors } from "./fields";

/** What a form action answers: success, or the problems with the values to show the form again. */
export type FormResult =
  | { ok: true; formId: string }
  | {
      ok: false;
      status: 400 | 403 | 413 | 415 | 422 | 429 | 503;
      errors: FieldErrors;
      /** A problem with the whole form (captcha, too many posts, unreadable post). */
      formError?: string;
      /** The values as sent (strings only), so the form can be shown again filled in. */
      values: Record<string, string>;
      /** With 429: when the client may post again. */
      retryAfterSeconds?: number;
    };
