import { z } from "zod";

/**
 * A person's data (issue 43, decision 076): erasing everything held on a person, and deleting leads no longer needed
 * after N months. Browser-safe: the forms and the server read the same limits and schemas.
 */

/** The shortest and longest retention the owners may set, in months. */
export const RETENTION_MIN_MONTHS = 6;
export const RETENTION_MAX_MONTHS = 120;

/**
 * The retention setting: a number of months, or empty for off. `preview` posts the same form to see the count
 * without saving it.
 */
export const retentionForm = z.object({
  retention_months: z
    .string({ error: `Give a whole number of months from ${RETENTION_MIN_MONTHS} to ${RETENTION_MAX_MONTHS}, or leave it empty to keep every lead.` })
    .trim()
    .refine((typed) => typed === "" || /^\d{1,4}$/.test(typed), {
      error: `Give a whole number of months from ${RETENTION_MIN_MONTHS} to ${RETENTION_MAX_MONTHS}, or leave it empty to keep every lead.`,
    })
    .transform((typed) => (typed === "" ? null : Number(typed)))
    .pipe(
      z
        .number()
        .min(RETENTION_MIN_MONTHS, { error: `Keep leads at least ${RETENTION_MIN_MONTHS} months: give ${RETENTION_MIN_MONTHS} or more.` })
        .max(RETENTION_MAX_MONTHS, { error: `Give at most ${RETENTION_MAX_MONTHS} months (ten years), or leave it empty to keep every lead.` })
        .nullable(),
    ),
});

/** Erasing a person: the box that says they mean it. */
export const eraseForm = z.object({
  confirm: z.literal("yes", { error: "Tick the box to say you mean to erase everything held on this person: it cannot be undone." }),
});

/** The person page's paths of a person's data. */
export const personExportPath = (id: string) => `/admin/people/${id}/export.zip`;
export const personErasePath = (id: string) => `/admin/people/${id}/erase`;

/** What a second erasure, or an address that never was a person, answers. */
export const NO_PERSON_MESSAGE = "No person has this address: they may have been erased already (the audit log says so), or merged into another.";
