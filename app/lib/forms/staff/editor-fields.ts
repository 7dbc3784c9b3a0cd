import { z } from "#app/lib/zod";
import { CREDENTIALS_MESSAGE, hasCredentials } from "#app/lib/web-address";
import { whenMissing } from "#app/lib/forms/plain-errors";
// Sets zod up without eval (the Content-Security-Policy refuses it) before any schema below is made.
import "../fields";
import { parsePacificDate, parsePacificDateTime } from "#app/lib/pacific-time";
import { MAX_SLUG_LENGTH } from "#app/lib/slug";

/** Field rules shared by the staff editors (events, announcements, journal posts). */

export const requiredText = (what: string, max: number) =>
  z
    .string({ error: whenMissing(`Please enter ${what}.`) })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(max);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null);

/** Reads a datetime-local value as Pacific time, or reports how to write it. */
function pacificInstant(what: string) {
  return (value: string, context: z.RefinementCtx): number => {
    const time = parsePacificDateTime(value);
    if (time !== undefined) return time;
    context.addIssue({ code: "custom", message: `Please enter ${what} as a date and time, like 2027-05-14 18:00.` });
    return z.NEVER;
  };
}

/** A datetime-local value read as Pacific time, to UTC milliseconds. */
export const pacificDateTime = (what: string) =>
  z
    .string({ error: whenMissing(`Please enter ${what}.`) })
    .trim()
    .min(1, `Please enter ${what}.`)
    .transform(pacificInstant(what));

/** The same, or nothing (null) when left empty. */
export const optionalPacificDateTime = (what: string) => {
  const read = pacificInstant(what);
  return z
    .string()
    .trim()
    .optional()
    .transform((value, context) => (value ? read(value, context) : null));
};

/** A date input's value ("YYYY-MM-DD"), kept as text: a day in Pacific time. */
export const optionalPacificDate = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      if (parsePacificDate(value) === undefined) {
        context.addIssue({ code: "custom", message: `Please enter ${what} as a date, like 2027-05-14.` });
        return z.NEVER;
      }
      return value;
    });

/** A whole number in a range, or nothing. */
export const optionalWholeNumber = (what: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ message: `Please enter ${what} as a number.` })
      .int(`Please enter ${what} as a whole number.`)
      .min(min, `${what[0]!.toUpperCase()}${what.slice(1)} must be at least ${min}.`)
      .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${max}.`)
      .optional()
      .transform((value) => value ?? null),
  );

/** A link staff may put on the public site: https (or http) to anywhere, or a path on this site. */
export const optionalLink = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    if (/^\/(?!\/)/.test(value)) return value;
    if (hasCredentials(value)) {
      context.addIssue({ code: "custom", message: CREDENTIALS_MESSAGE });
      return z.NEVER;
    }
    try {
      const url = new URL(value);
      if (url.protocol === "https:" || url.protocol === "http:") return url.toString();
    } catch {
      // reported below
    }
    context.addIssue({ code: "custom", message: "Please enter a link starting with https:// or with / for a page of this site." });
    return z.NEVER;
  });

/** A ticked checkbox sends "on". */
export const ticked = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** A web address as typed (a post's, a project's): lowercase; empty, it is made from the name when checked. */
export const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_SLUG_LENGTH)
  .optional();
