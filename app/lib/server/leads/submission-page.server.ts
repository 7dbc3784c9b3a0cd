import { data } from "react-router";
import { browserSummary } from "../staff/browser-summary.server";
import { attachmentPath } from "#app/lib/admin/staff-paths";
import { staffTime } from "#app/lib/business-time";
import { formLabel } from "#app/lib/forms/form-ids";
import type { RawFields } from "#app/lib/forms/fields";
import { formatEventDate } from "#app/lib/pacific-time";
import { getItemRow } from "../content/content-store.server";
import type { AppServices } from "../platform/services.server";
import { listAttachments } from "./attachments.server";
import { heldIntent, heldStaffAction, heldView } from "./held.server";
import { getSubmission, setSubmissionStatus, submissionHistory } from "./inbox.server";
import { deliveryState, retryNow } from "./outbox-queue.server";
import { storedQuoteCatalogue } from "./quote-catalogue.server";
import { quoteView } from "./quotes.server";
import { recordAuditBy } from "../audit/audit-log.server";
import { leadSourceView } from "#app/lib/leads/lead-source-view";
import { loadChannels } from "./channels.server";
import { REPLY_INTENT, replyAction, type ReplyAnswer } from "./replies/lead-replies.server";
import { personLinkOf } from "./people/person-page.server";
import { leadPipelineView } from "./pipeline/lead-view.server";
import { pipelineAction, pipelineIntent, type PipelineIntent } from "./pipeline/pipeline-actions.server";

/** What a staff action on a submission answers: its notice, a reply's answer, or a refused pipeline form's fields (to show again). */
export type SubmissionActionResult = {
  tone: "success" | "error";
  message: string;
  reply?: ReplyAnswer;
  form?: PipelineIntent;
  values?: Record<string, string>;
};

/** A submission's staff page: what was sent, its status and history, a quote's project and files, its mails. */
export async function submissionPage({ store }: Pick<AppServices, "store">, id: string) {
  const row = await getSubmission(store, id);
  if (!row) throw data("No submission has this address.", { status: 404 });
  const [deliveries, history, event, quote, attachments, held, pipeline, channels] = await Promise.all([
    deliveryState(store, row.id),
    submissionHistory(store, row.id),
    row.event_id ? getItemRow(store, "event", row.event_id) : undefined,
    row.kind === "quote" ? storedQuoteCatalogue(store.db).then((catalogue) => quoteView(store.db, row.id, catalogue)) : null,
    row.kind === "quote" ? listAttachments(store.db, row.id) : [],
    heldView(store.db, row.id),
    leadPipelineView(store.db, row),
    loadChannels(store.db),
  ]);
  return {
    submission: {
      id: row.id,
      kind: row.kind,
      formId: row.form_id,
      formLabel: formLabel(row.form_id),
      received: staffTime(row.created_at),
      name: `${row.first_name} ${row.last_name}`,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      guests: row.guests,
      howDidYouHear: row.how_did_you_hear,
      message: row.message,
      marketingConsent: row.marketing_consent === 1,
      status: row.status,
      handledBy: row.handled_by,
      handledAt: row.handled_at === null ? null : staffTime(row.handled_at),
      /** "Chrome on Android": the browser it was sent from, as a person names it (null when the header was not sent). */
      browser: row.user_agent ? browserSummary(row.user_agent) : null,
      /** An RSVP's event (null for RSVPs sent before RSVPs belonged to one), and its place: confirmed or waiting. */
      event: event
        ? { id: event.id, title: event.title, dateLabel: formatEventDate(Number(event.starts_at)), deleted: event.deleted_at !== null }
        : null,
      eventId: row.event_id,
      rsvpStatus: row.rsvp_status,
      /** Where it came from (decision 073): null for leads stored before it was recorded. */
      source: leadSourceView(row, channels),
    },
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      kind: delivery.kind,
      recipient: delivery.recipient,
      subject: delivery.subject,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      sentAt: delivery.sentAt === null ? null : staffTime(delivery.sentAt),
      nextAttempt: staffTime(delivery.nextAttemptAt),
    })),
    history: history.map((event) => ({ id: event.id, action: event.action, actor: event.actor, at: staffTime(event.created_at) })),
    attachments: attachments.map((file) => ({ ...file, href: attachmentPath(row.id, file.id) })),
    /** Sent without the captcha (decision 027): a visit's time asked for, and once released, by whom and how it went. */
    held: held
      ? { visit: held.visit ?? null, released: held.released ? { by: held.released.by, at: staffTime(held.released.at), outcome: held.released.outcome } : null }
      : null,
    quote: quote
      ? { ...quote, statusChangedAt: quote.statusChangedAt === null ? null : staffTime(quote.statusChangedAt) }
      : null,
    /** The lead's person (decision 071): "All of this person's leads (3)". */
    person: await personLinkOf(store.db, row.person_id),
    pipeline,
  };
}

export type SubmissionPageData = Awaited<ReturnType<typeof submissionPage>>;

/**
 * A staff action on a submission (`intent`): release or discard when held, the pipeline's forms (stage, owner, note,
 * next action), a lead marked as spam moved to new, retry a mail. Answers the notice and its status; a submission that does not exist throws 404.
 */
/** The audit log's entry for a lead's changed status. */
function recordLeadStatus(services: AppServices, actor: string, id: string, change: string) {
  return recordAuditBy(services.store.db, actor, { action: "lead-status", subject: `Lead ${id}: ${change}`, link: `/admin/submissions/${id}` });
}

export async function submissionAction(
  services: AppServices,
  id: string,
  actor: string,
  fields: RawFields,
): Promise<{ result: SubmissionActionResult; status?: number }> {
  const intent = fields.intent;
  if (intent === REPLY_INTENT) return replyAction(services, id, actor, fields);
  const heldAction = heldIntent(intent);
  if (heldAction) {
    const result = await heldStaffAction(services, heldAction, id, actor);
    return { result: { tone: result.ok ? "success" : "error", message: result.message }, status: result.status ?? 200 };
  }
  const pipeline = pipelineIntent(intent);
  if (pipeline) {
    const { status, ...result } = await pipelineAction(services.store.db, pipeline, id, actor, fields);
    if (status === 404) throw data("No submission has this address.", { status: 404 });
    return { result, status };
  }
  // "Mark as handled" and "Mark as new again" before the pipeline (decision 070): Contacted, and New.
  const current = intent === "handled" || intent === "new" ? await getSubmission(services.store, id) : undefined;
  if (current && current.status !== "spam") {
    const { status, ...result } = await pipelineAction(services.store.db, "stage", id, actor, { stage: intent === "handled" ? "contacted" : "new" });
    if (status === 404) throw data("No submission has this address.", { status: 404 });
    return { result, status };
  }
  // A lead marked as spam when it arrived, moved into the pipeline as new.
  if (intent === "new" || intent === "handled") {
    if (!current) throw data("No submission has this address.", { status: 404 });
    const changed = await setSubmissionStatus(services.store, id, "new", actor);
    if (changed) await recordLeadStatus(services, actor, id, "moved from spam to new");
    return { result: { tone: "success", message: changed ? "Moved to new." : "It was already in the pipeline." } };
  }
  if (intent === "retry" && typeof fields.outbox_id === "string") {
    const pending = (await deliveryState(services.store, id)).find((row) => row.id === fields.outbox_id && row.status !== "sent");
    if (!pending || !(await retryNow(services.store, pending.id))) {
      return { result: { tone: "error", message: "That email has been sent already, or no longer exists." }, status: 409 };
    }
    services.wakeOutbox();
    return { result: { tone: "success", message: `Sending the email to ${pending.recipient} again now.` } };
  }
  return { result: { tone: "error", message: "That action is not known." }, status: 400 };
}
