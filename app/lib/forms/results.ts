import type { QuoteOpening } from "./quote";
import type { QuoteSummary } from "../quote/summary";
import type { FieldErrors } from "./fields";
import type { AttachmentInfo } from "../quote/attachments";

/** What a form action answers: success, or the problems with the values to show the form again. */
export type FormResult =
  | {
      ok: true;
      formId: string;
      /** An RSVP to a full event: kept on its waiting list. */
      waitlisted?: boolean;
      /** A quote request: the schedule and summary as stored, for the confirmation. */
      quote?: { openings: QuoteOpening[]; summary: QuoteSummary; attachments: AttachmentInfo[]; projectType: string };
      /** A showroom visit: where and when it was booked (asked for, when held). */
      visit?: { showroom: string; purpose: string; startsAt: number; endsAt: number };
      /**
       * Sent from a browser that could not run the captcha: kept for a person to check and confirm within one
       * business day; nothing is mailed, booked or counted until then (decision 027).
       */
      held?: true;
    }
  | {
      ok: false;
      /** 410: the event of an RSVP page is over or its RSVPs have closed. */
      /** 409: the visit's time was taken meanwhile (or is no longer offered). */
      /** 507: no room for the quote files sent (the site's budget for pending files, decision 022). */
      status: 400 | 403 | 409 | 410 | 413 | 415 | 422 | 429 | 503 | 507;
      errors: FieldErrors;
      /** A problem with the whole form (captcha, too many posts, unreadable post). */
      formError?: string;
      /** The values as sent (strings only), so the form can be shown again filled in. */
      values: Record<string, string>;
      /** With 429: when the client may post again. */
      retryAfterSeconds?: number;
      /** With 409: the next free times to choose from instead. */
      next?: { startsAt: number; endsAt: number }[];
      /** A quote request's files received so far, kept for the visitor to send with the corrected form. */
      attachments?: AttachmentInfo[];
    };

/** A quote's row or file button answered without JavaScript: the form again, rearranged, with the files received so far. */
export interface RowActionData {
  rowAction: true;
  values: Record<string, string>;
  message: string;
  /** The row to focus (its product); none after a file is removed. */
  focus?: number;
  attachments: AttachmentInfo[];
  errors?: FieldErrors;
}

/** What the quote page's action answers: the request's result, or a row or file button's. */
export type QuoteActionData = FormResult | RowActionData;
