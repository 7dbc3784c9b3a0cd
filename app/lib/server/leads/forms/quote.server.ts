import type { RawFields } from "#app/lib/forms/fields";
import { quoteSchema, type QuoteInput } from "#app/lib/forms/quote";
import type { RowActionData } from "#app/lib/forms/results";
import { ATTACHMENTS_ERROR_FIELD, attachmentMessages, REMOVE_ATTACHMENT_FIELD } from "#app/lib/quote/attachments";
import { applyRowAction, readRowAction, ROW_ACTION_FIELD, rowsFromValues, valuesWithRows } from "#app/lib/quote/rows";
import { BodyError, readFields } from "#app/lib/server/platform/request-body.server";
import { acceptAttachments, discardPendingAttachment, isAttachmentField, listAttachments, type AcceptedAttachments } from "../attachments.server";
import { keptValues, storeLead, submissionFields, type FormRequestMeta, type FormServices, type HeldAnswer, type HeldForm, type LeadForm } from "../lead-form.server";
import { QUOTE_MAX_FIELDS, type QuoteUpload } from "../quote-upload.server";
import type { QuoteCatalogue } from "#app/lib/quote/catalogue";
import { insertQuote, liveQuoteCatalogue, quoteDetails, type QuoteDetails } from "../quotes.server";
import { storedQuoteCatalogue } from "../quote-catalogue.server";

/** The quote schema of each live catalogue, made once per content snapshot. */
const schemas = new WeakMap<QuoteCatalogue, ReturnType<typeof quoteSchema>>();

function schemaFor(catalogue: QuoteCatalogue) {
  let schema = schemas.get(catalogue);
  if (!schema) schemas.set(catalogue, (schema = quoteSchema(catalogue)));
  return schema;
}

/**
 * A quote request's files: those kept from an earlier post, and the new ones, checked and stored as pending within
 * the client's quota and the site's budget; with `refuseNew` (why), no new file is stored.
 */
export function acceptQuoteAttachments(
  services: Pick<FormServices, "store" | "attachmentLimiter" | "uploadLimits">,
  meta: Pick<FormRequestMeta, "clientHash">,
  fields: RawFields,
  upload: QuoteUpload | undefined,
  refuseNew?: string,
): Promise<AcceptedAttachments> {
  return acceptAttachments(
    {
      db: services.store.db,
      quota: { dialect: services.store.dialect, limits: services.uploadLimits },
      limiter: services.attachmentLimiter,
      clientHash: meta.clientHash,
      ...(upload?.reservationId ? { reservationId: upload.reservationId } : {}),
      ...(refuseNew ? { refuseNew } : {}),
    },
    fields,
    upload?.files ?? [],
    upload?.problems ?? [],
  );
}

/**
 * The files of a quote post that is not the request itself (a row button or a file's Remove without JavaScript):
 * such a post needs no captcha, so one that brings new files counts against the form limit like a request, and past
 * it leaves none (decision 022). Building a schedule without files costs nothing.
 */
export async function acceptRowPostAttachments(
  services: Pick<FormServices, "store" | "attachmentLimiter" | "uploadLimits" | "formLimiter">,
  meta: Pick<FormRequestMeta, "clientHash">,
  fields: RawFields,
  upload: QuoteUpload | undefined,
): Promise<AcceptedAttachments> {
  let refuseNew: string | undefined;
  if (upload?.files.length) {
    const limit = await services.formLimiter.consume(meta.clientHash);
    if (!limit.allowed) refuseNew = attachmentMessages.limited(Math.ceil(limit.retryAfterSeconds / 60));
  }
  return acceptQuoteAttachments(services, meta, fields, upload, refuseNew);
}

/**
 * A row button without JavaScript ("Add another opening", "Duplicate", "Remove", a file's "Remove") gives the form
 * back with the rows rearranged, every value kept and the files received so far listed; the request is not sent.
 * Anything else (undefined) is the request itself, handled like every form.
 */
async function rowPost(
  request: Request,
  services: FormServices,
  meta: FormRequestMeta,
  upload: QuoteUpload | undefined,
): Promise<RowActionData | undefined> {
  let fields: RawFields | undefined;
  try {
    fields = await readFields(request.clone(), QUOTE_MAX_FIELDS);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
  }
  const rowAction = fields ? readRowAction(fields[ROW_ACTION_FIELD]) : undefined;
  const removedFile = typeof fields?.[REMOVE_ATTACHMENT_FIELD] === "string" ? fields[REMOVE_ATTACHMENT_FIELD] : undefined;
  if (!fields || (!rowAction && removedFile === undefined)) return undefined;

  if (removedFile !== undefined) {
    await discardPendingAttachment(services.store.db, removedFile);
    for (const [name, value] of Object.entries(fields)) if (isAttachmentField(name) && value === removedFile) delete fields[name];
  }
  const files = await acceptRowPostAttachments(services, meta, fields, upload);
  const values = keptValues(fields);
  const rows = rowsFromValues(values);
  const applied = rowAction ? applyRowAction(rows, rowAction) : { rows, message: "File removed.", focus: undefined };
  return {
    rowAction: true,
    values: valuesWithRows(values, applied.rows),
    message: applied.message,
    focus: applied.focus,
    attachments: files.attachments,
    ...(files.errors.length ? { errors: { [ATTACHMENTS_ERROR_FIELD]: files.errors.join(" ") } } : {}),
  };
}

/** What the visitor's confirmation shows of a request: its schedule, summary, files and project type. */
function quoteAnswer(quote: QuoteDetails): NonNullable<HeldAnswer["quote"]> {
  return { openings: quote.openings, summary: quote.summary, attachments: quote.attachments ?? [], projectType: quote.projectType };
}

/**
 * A held request (decision 027) keeps its project, schedule and files as any request does (its files no longer
 * pending, within the held files' budget); the held row keeps the rest of its details, and its release mails it on
 * with them and its files.
 */
const heldQuote: HeldForm<{ quote: Omit<QuoteDetails, "attachments"> }> = {
  request(lead) {
    const { attachments: _files, ...quote } = lead.quote!;
    return { quote };
  },
  check: async (_services, lead) => ({ answer: { quote: quoteAnswer(lead.quote!) } }),
  files: (lead) => lead.quote?.attachments ?? [],
  store: (trx, submission, lead, now) => insertQuote(trx, submission.id, lead.quote!, now),
  mails: async (db, id, request) => ({ quote: { ...request.quote, attachments: await listAttachments(db, id) }, quoteCatalogue: await storedQuoteCatalogue(db) }),
};

/**
 * A quote request: the project, a schedule of openings checked against the catalogue, and drawings or photos
 * (received before the action, kept as pending attachments whatever else fails so the form given back still has them).
 */
export const quoteForm: LeadForm = {
  kind: "quote",
  captcha: true,
  maxFields: QUOTE_MAX_FIELDS,
  acceptFiles: acceptQuoteAttachments,
  // A request is checked against the products the page offered: the live catalogue (decision 034).
  open: (_formId, services) => ({ open: { catalogue: liveQuoteCatalogue(services.content.current().products, services.content.current().energy) } }),
  schema: (open) => schemaFor(open.catalogue!),
  lead: (data, open, attachments) => ({
    fields: submissionFields(data),
    quote: { ...quoteDetails(data as QuoteInput, open.catalogue!), attachments: attachments?.attachments ?? [] },
    quoteCatalogue: open.catalogue,
  }),
  async submit(services, lead, meta) {
    await storeLead(services, lead, meta);
    return { ok: true, formId: meta.formId, quote: quoteAnswer(lead.quote!) };
  },
  pagePost: rowPost,
  held: heldQuote,
};
