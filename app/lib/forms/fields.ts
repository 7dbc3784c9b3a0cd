import { z } from "#app/lib/zod";
import { whenMissing } from "#app/lib/forms/plain-errors";
import { LIMITS } from "./limits";
import { readPhone } from "./phone";
import { readFirstTouch } from "../leads/first-touch";
import { SITE_URL } from "../site-url";

export { fieldErrors, LIMITS, type FieldErrors, type RawFields } from "./limits";


const trimmed = (label: string, max: number) =>
  z
    .string({ error: whenMissing(`Please enter your ${label}.`) })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max);

export const firstName = trimmed("first name", LIMITS.name);
export const lastName = trimmed("last name", LIMITS.name);

export const email = z
  .string({ error: whenMissing("Please enter your email address.") })
  .trim()
  .min(1, "Please enter your email address.")
  .max(LIMITS.email)
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

/**
 * A phone number however it is written (phone.ts): a North American one becomes its ten digits, another country's
 * its international form; what cannot be a phone number is refused with what was read.
 */
export const phone = z
  .string({ error: whenMissing("Please enter your phone number.") })
  .transform((typed, context) => {
    const reading = readPhone(typed);
    if (reading.ok) return reading.value;
    context.addIssue({ code: "custom", message: reading.message });
    return z.NEVER;
  });

/** The same, for a phone number that may be left out (staff's phone bookings). */
export const optionalPhone = z
  .string()
  .optional()
  .transform((typed, context) => {
    if (!typed?.trim()) return null;
    const reading = readPhone(typed);
    if (reading.ok) return reading.value;
    context.addIssue({ code: "custom", message: reading.message });
    return z.NEVER;
  });

/** An unticked checkbox sends nothing; a ticked one sends "on" (or "true" from JSON clients). */
export const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal(true), z.literal("false"), z.literal(false), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true" || value === true);


/** Our site's host: a referrer of our own is no referrer. */
const siteHost = () => {
  try {
    return new URL(SITE_URL).hostname;
  } catch {
    return undefined;
  }
};

/**
 * Where the visit that sends a lead came from (its first touch, decision 073), in one hidden field: each part is
 * checked and a bad one dropped; it never refuses a lead.
 */
export const firstTouch = z.unknown().optional().transform((value) => readFirstTouch(value, siteHost()));
