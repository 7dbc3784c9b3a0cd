import type { z } from "zod";

/*
 * What a form's page needs of its fields without the schemas: limits, and reading a failed parse. Nothing here loads
 * zod, so an island's form takes these at once and its schema (fields.ts and the form's module) only when the
 * visitor first works in the form (useFormValidation).
 */

/** Length limits of every field (characters). */
export const LIMITS = {
  name: 80,
  email: 254,
  message: 5000,
  company: 120,
  /** A sensible party size for one RSVP; larger groups call us. */
  guests: 20,
} as const;

/** Field values as they arrive from a form post or a JSON body: strings (or a few JSON primitives). */
export type RawFields = Record<string, unknown>;

export interface FieldErrors {
  [field: string]: string;
}

/** The first message for each field of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
