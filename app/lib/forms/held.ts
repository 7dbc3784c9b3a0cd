/**
 * What a visitor is told about a held submission: one sent from a browser that could not run the captcha (scripts
 * off, or the spam check failed to load). It is kept for a person to check, and nothing is booked or mailed until
 * then (decision 027). Shared by the forms, their success screens and the server's refusals.
 */

/** The promise, as one clause every message about a held submission ends with. */
export const HELD_PROMISE = "a person will check it and confirm within one business day";

/** Under the form when scripts are off: the form can still be sent. */
export const HELD_NOSCRIPT_NOTE =
  "Your browser is not running JavaScript, so our automatic spam check cannot run. You can still send this form: " +
  `${HELD_PROMISE}.`;

/** The success screen's sentence for a held contact enquiry or quote request (after "We have your …"). */
export const HELD_RECEIVED = `Because your browser could not run our automatic spam check, ${HELD_PROMISE}.`;

/** The success screen's sentence for a held visit: the time is asked for, not yet booked. */
export const HELD_VISIT_RECEIVED =
  "Because your browser could not run our automatic spam check, this time is not booked yet: a person will check " +
  "your request and confirm it by email or phone within one business day. If the time has been taken by then, we " +
  "will offer you another.";

/** The success screen's sentence for a held RSVP: no place is taken until a person confirms it. */
export const HELD_RSVP_RECEIVED =
  "Because your browser could not run our automatic spam check, a person will check your RSVP and confirm your " +
  "place within one business day.";

/** How many held submissions may wait (HELD_PER_CLIENT, HELD_SITE_LIMIT). */
export interface HeldLimits {
  /** Held submissions one client (its pseudonymised address) may have waiting. */
  perClient: number;
  /** Held submissions waiting, from everyone together. */
  siteWide: number;
}
