/**
 * Answering a lead from its page (issue 42, decision 072): a reply is one outbox row to the customer, from the
 * business, its Reply-To as the owners chose in the company details, threaded with the mails the customer already has
 * (the confirmation first: In-Reply-To and References), and one lead_replies row the lead's page and timeline read.
 *
 * Nothing the customer typed goes into a header: the recipient is their address alone (checked as a bare address, no
 * display name), the subject is staff's words or "Re: " our own confirmation subject, and the placeholders (the
 * customer's name among them) are filled into the body only; the subject takes none.
 */
import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { Kysely } from "kysely";
import { leadReplySchema, REPLY_INTENT, type ReplyDraft } from "#app/lib/admin/lead-reply-form";
import { fillPlaceholders, placeholdersLeft, placeholderText, type ReplyPlaceholder } from "#app/lib/leads/reply-placeholders";
import type { RawFields } from "#app/lib/forms/fields";
import { siteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { staffTime } from "#app/lib/business-time";
import { recordAuditBy } from "../../audit/audit-log.server";
import { currentSettings } from "../../content/settings.server";
import { replyTemplateChoices } from "../../content/kinds/reply-template-editor.server";
import type { Database, Submission } from "../../platform/db-schema";
import type { AppServices } from "../../platform/services.server";
import { singleLine } from "../../platform/mail-line.server";
import { stringValues } from "../../platform/request-body.server";
import { getSubmission } from "../inbox.server";
import { confirmationSubject, safeAddress } from "../notifications.server";
import { placeholderValues } from "./reply-values.server";

export { REPLY_INTENT };

/** Earlier mails a reply's References name at most: the first (the confirmation) and the latest ones. */
export const MAX_REFERENCES = 20;
/** A subject line's length in the outbox. */
const SUBJECT_MAX = 250;

/** The mails the customer has had about this lead (the confirmation first, then reminders and replies), oldest first. */
function customerMails(db: Kysely<Database>, submissionId: string, customer: string) {
  return db
    .selectFrom("outbox")
    .select(["id", "subject"])
    .where("submission_id", "=", submissionId)
    .where("kind", "=", "email")
    .where("recipient", "=", customer)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** A thread's ids as References hold them: the first and the latest, MAX_REFERENCES at most. */
function referencesOf(ids: string[]): string[] {
  return ids.length <= MAX_REFERENCES ? ids : [ids[0]!, ...ids.slice(-(MAX_REFERENCES - 1))];
}

/** "Re: Your quote request to Helios": our own subject of the confirmation, never the customer's words. */
function answerSubject(submission: Submission, company: CompanySettings, confirmation: string | undefined): string {
  const subject = singleLine(confirmation ?? confirmationSubject(submission, { company }), SUBJECT_MAX - 4);
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** Where the customer's answer goes, as the owners chose (company details); the business address when that fails. */
export function replyToAddress(company: CompanySettings, author: string): string {
  const chosen = company.replies.to === "author" ? safeAddress(author) : company.replies.to === "address" ? safeAddress(company.replies.address) : undefined;
  return chosen ?? company.email;
}

/** The mail's closing lines under staff's text: the company's name, phone, email and site. */
function signature(company: CompanySettings, siteUrl: string): string {
  const site = siteDetails(company);
  return [site.name, `Phone: ${site.phone.display}`, `Email: ${site.email}`, siteUrl].join("\n");
}

/** A reply's text as stored: newlines as \n, no other control characters, no trailing space. */
function plainBody(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
    .trim();
}

/** What the reply section of a lead's page shows: the templates, the form as filled, whether a reply can go, the replies. */
export async function replyPanel(services: Pick<AppServices, "store" | "env">, submissionId: string, templateId: string | null) {
  const { db } = services.store;
  const submission = await getSubmission(services.store, submissionId);
  if (!submission) throw data("No submission has this address.", { status: 404 });
  const company = await currentSettings(db);
  const customer = safeAddress(submission.email);
  const [templates, mails, replies] = await Promise.all([
    replyTemplateChoices(services.store),
    customer ? customerMails(db, submission.id, customer) : Promise.resolve([]),
    db
      .selectFrom("lead_replies as r")
      .leftJoin("outbox as o", "o.id", "r.outbox_id")
      .select(["r.id", "r.author", "r.subject", "r.body", "r.created_at", "o.sent_at", "o.last_error"])
      .where("r.submission_id", "=", submission.id)
      .orderBy("r.created_at", "desc")
      .orderBy("r.id")
      .execute(),
  ]);
  const template = templateId ? templates.find((candidate) => candidate.id === templateId) : undefined;
  const values = template ? await placeholderValues(db, submission, company) : undefined;
  const draft: ReplyDraft = {
    template: template?.id ?? "",
    subject: template?.subject ?? "",
    body: template && values ? fillPlaceholders(template.body, values).text : "",
  };
  return {
    /** The lead's page without a chosen template: a reply is posted there, so that after it the form is empty. */
    path: `/admin/submissions/${encodeURIComponent(submission.id)}`,
    customer: customer ?? null,
    /** Why no reply can be sent from here, or null. */
    blocked: !customer
      ? "The email address this lead gave is not one we can write to: answer by phone."
      : submission.status === "held"
        ? "It is held: release it before replying."
        : !services.env.SMTP_URL
          ? "Mail is not set up, so a reply would wait in the outbox unsent: answer by phone or from your own mail until it is."
          : null,
    templates: templates.map(({ id, name }) => ({ id, name })),
    /** A template asked for that is not (or no longer) in the list. */
    templateGone: Boolean(templateId) && !template,
    draft,
    answers: answerSubject(submission, company, mails[0]?.subject),
    /** Where answers go: an address, or null for the staff member who sends the reply. */
    replyTo: company.replies.to === "author" ? null : replyToAddress(company, ""),
    replies: replies.map((row) => ({
      id: row.id,
      author: row.author,
      subject: row.subject,
      body: row.body,
      at: staffTime(Number(row.created_at)),
      status: row.sent_at !== null && row.sent_at !== undefined ? ("sent" as const) : row.last_error ? ("retrying" as const) : ("waiting" as const),
    })),
  };
}

export type ReplyPanel = Awaited<ReturnType<typeof replyPanel>>;

/** What the reply form gets back: the notice, and the form as typed with its problems (none after a send). */
export interface ReplyAnswer {
  draft: ReplyDraft | null;
  errors: Record<string, string>;
}

type ReplyResult = { result: { tone: "success" | "error"; message: string; reply: ReplyAnswer }; status?: number };

const refused = (message: string, draft: ReplyDraft, status: number, errors: Record<string, string> = {}): ReplyResult => ({
  result: { tone: "error", message, reply: { draft, errors } },
  status,
});

/** "{visit time}" and "{showroom}": the placeholders a text still holds, in words. */
const placeholderWords = (names: ReplyPlaceholder[]) => names.map(placeholderText).join(" and ");

/**
 * Sends a reply from a lead's page (intent "reply"): checks it (text given and not too long, no placeholder left
 * unfilled, mail set up, an address to write to, not held), then queues the mail and records the reply, in one
 * transaction, and the audit log's line without the text. A refusal gives back everything typed.
 */
export async function replyAction(services: AppServices, submissionId: string, actor: string, fields: RawFields): Promise<ReplyResult> {
  const posted = stringValues(fields);
  const draft: ReplyDraft = { template: posted.template ?? "", subject: posted.subject ?? "", body: posted.body ?? "" };
  const submission = await getSubmission(services.store, submissionId);
  if (!submission) throw data("No submission has this address.", { status: 404 });
  const parsed = leadReplySchema.safeParse(draft);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return refused(errors.body ?? errors.subject ?? "Check the reply.", draft, 422, errors);
  }
  const left = placeholdersLeft(parsed.data.body);
  if (left.length) {
    const message = `This lead has nothing for ${placeholderWords(left)}: write it out, or take it away, before sending.`;
    return refused(message, draft, 422, { body: message });
  }
  const customer = safeAddress(submission.email);
  if (!customer) return refused("The email address this lead gave is not one we can write to: answer by phone.", draft, 409);
  if (submission.status === "held") return refused("It is held: release it before replying.", draft, 409);
  if (!services.env.SMTP_URL) {
    return refused("Mail is not set up, so the reply was not sent: answer by phone or from your own mail until it is.", draft, 409);
  }

  const { db } = services.store;
  const company = await currentSettings(db);
  const now = Date.now();
  const outboxId = randomUUID();
  const body = plainBody(parsed.data.body);
  await db.transaction().execute(async (trx) => {
    const mails = await customerMails(trx, submission.id, customer);
    const subject = parsed.data.subject ? singleLine(parsed.data.subject, SUBJECT_MAX) : answerSubject(submission, company, mails[0]?.subject);
    await trx
      .insertInto("outbox")
      .values({
        id: outboxId,
        submission_id: submission.id,
        kind: "email",
        recipient: customer,
        reply_to: replyToAddress(company, actor),
        subject,
        body: `${body}\n${signature(company, services.env.SITE_URL)}\n`,
        created_at: now,
        next_attempt_at: now,
        company: JSON.stringify(company),
        thread: mails.length ? JSON.stringify(referencesOf(mails.map((mail) => mail.id))) : null,
      })
      .execute();
    await trx
      .insertInto("lead_replies")
      .values({ id: randomUUID(), submission_id: submission.id, outbox_id: outboxId, author: actor, subject, body, created_at: now })
      .execute();
    await recordAuditBy(trx, actor, { action: "lead-reply", subject: `Lead ${submission.id}: reply sent`, link: `/admin/submissions/${submission.id}` });
  });
  services.wakeOutbox();
  return { result: { tone: "success", message: `Reply sent to ${customer}: it is in the outbox and goes out within a minute.`, reply: { draft: null, errors: {} } } };
}
