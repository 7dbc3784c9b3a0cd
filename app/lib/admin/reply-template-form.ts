/**
 * A reply template's editor (decision 072): its name, an optional subject line and its text with placeholders. One
 * schema for the browser and the server. Browser-safe.
 */
import { z } from "#app/lib/zod";
import { requiredText } from "#app/lib/forms/staff/editor-fields";
import { placeholdersIn, unknownPlaceholders } from "#app/lib/leads/reply-placeholders";
import type { EditorForm } from "./content-kinds";

export const TEMPLATE_NAME_MAX = 80;
export const REPLY_SUBJECT_MAX = 150;
/** A reply's text at most: a long letter, far from a mail size anyone notices. */
export const REPLY_BODY_MAX = 6_000;

export const SUBJECT_HAS_PLACEHOLDER =
  "The subject takes no placeholders: it is a header of the mail, where nothing the customer typed goes. Write it out, or leave it empty to answer their confirmation (“Re: …”).";

/** A subject line: one line of staff's words, no placeholders; empty answers the confirmation's subject. */
export const replySubject = z
  .string()
  .trim()
  .max(REPLY_SUBJECT_MAX, `Keep the subject to ${REPLY_SUBJECT_MAX} characters.`)
  .refine((value) => !/[\r\n]/.test(value), "The subject is one line.")
  .refine((value) => !placeholdersIn(value).some((found) => found.name), SUBJECT_HAS_PLACEHOLDER)
  .default("");

export const replyTemplateSchema = z.object({
  name: requiredText("the template's name", TEMPLATE_NAME_MAX),
  subject: replySubject,
  body: requiredText("the text", REPLY_BODY_MAX).superRefine((value, context) => {
    const problem = unknownPlaceholders(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});

export type ReplyTemplateInput = z.output<typeof replyTemplateSchema>;

export const REPLY_TEMPLATE_FORM = {
  kind: "reply_template",
  schema: replyTemplateSchema,
  labels: { name: "Name", subject: "Subject", body: "Text" },
  order: ["name", "subject", "body"],
} satisfies EditorForm<typeof replyTemplateSchema>;
