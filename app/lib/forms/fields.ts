import { z } from "zod";
import { LIMITS } from "./limits";

export { fieldErrors, LIMITS, type FieldErrors, type RawFields } from "./limits";

// No eval: zod would otherwise probe for it (new Function), which the Content-Security-Policy refuses and reports.
z.config({ jitless: true });

const trimmed = (label: string, max: number) =>
  z
    .string({ message: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Your ${label} can be at most ${max} characters.`);

export const firstName = trimmed("first name", LIMITS.name);
export const lastName = trimmed("last name", LIMITS.name);

export const email = z
  .string({ message: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(LIMITS.email, `Your email address can be at most ${LIMITS.email} characters.`)
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

/** Exactly 10 digits, no spaces or separators (as the specification asks). */
export const phone = z
  .string({ message: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .regex(/^\d{10}$/, "Please enter your 10-digit phone number, digits only (for example 6045550142).");

/** An unticked checkbox sends nothing; a ticked one sends "on" (or "true" from JSON clients). */
export const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal(true), z.literal("false"), z.literal(false), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true" || value === true);

