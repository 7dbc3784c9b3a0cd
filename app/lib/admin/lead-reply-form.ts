/**
 * The reply form on a lead's page (decision 072): the subject (empty: "Re: " the customer's confirmation) and the
 * text. One schema for the browser and the server. Browser-safe.
 */
import { z } from "#app/lib/zod";
import { requiredText } from "#app/lib/forms/staff/editor-fields";
import { REPLY_BODY_MAX, replySubject } from "./reply-template-form";

export const REPLY_INTENT = "reply";

export const leadReplySchema = z.object({
  subject: replySubject,
  body: requiredText("the reply", REPLY_BODY_MAX),
});

export type LeadReplyInput = z.output<typeof leadReplySchema>;

/** What the reply form holds: as the page filled it, or as typed when a send was refused. */
export interface ReplyDraft {
  template: string;
  subject: string;
  body: string;
}
