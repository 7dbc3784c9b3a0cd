import type { Kysely, Transaction } from "kysely";
import type { Product } from "#app/content/schema";
import type { Energy } from "#app/content/energy.schema";
import { ENERGY_TARGETS, PROJECT_TYPES, TIMELINES, type QuoteInput, type QuoteOpening } from "#app/lib/forms/quote";
import { ADVISE, ADVISE_LABEL, findQuoteProduct, quoteCatalogue, type QuoteCatalogue } from "#app/lib/quote/catalogue";
import { MM2_PER_M2, quoteSummary, type QuoteSummary } from "#app/lib/quote/summary";
import type { QuoteStatus } from "#app/lib/quote/status";
import { fileFacts, type AttachmentInfo } from "#app/lib/quote/attachments";
import { claimAttachments } from "./attachments.server";
import { quoteEnergy, quoteEnergyText } from "#app/lib/quote/energy";
import { formatSize } from "#app/lib/quote/units";
import type { Database, QuoteOpeningRow, QuoteRequestRow } from "../platform/db-schema";

const liveCatalogues = new WeakMap<readonly Product[], { energy: Energy; catalogue: QuoteCatalogue }>();

/**
 * The catalogue the quote form offers and the server checks a request against: the live products (the content
 * snapshot's), in compact form, built once per snapshot.
 */
export function liveQuoteCatalogue(live: readonly Product[], energy: Energy): QuoteCatalogue {
  const built = liveCatalogues.get(live);
  if (built?.energy === energy) return built.catalogue;
  const catalogue = quoteCatalogue(live, energy);
  liveCatalogues.set(live, { energy, catalogue });
  return catalogue;
}

/** What a quote request stores beside its submission: the project, the schedule and the summary of it. */
export interface QuoteDetails {
  projectLocation: string;
  projectType: string;
  timeline: string;
  energyTarget: string | null;
  openings: QuoteOpening[];
  /** Computed here, on the server, from the schedule: what the staff, the mails and the PDF show. */
  summary: QuoteSummary;
  /** Files received with it (pending until the request is stored), in the visitor's order. */
  attachments?: AttachmentInfo[];
}

/** The stored parts of a request that passed the quote schema. */
export function quoteDetails(input: QuoteInput, catalogue: QuoteCatalogue): QuoteDetails {
  return {
    projectLocation: input.project_location,
    projectType: input.project_type,
    timeline: input.timeline,
    energyTarget: input.energy_target,
    openings: input.openings,
    summary: quoteSummary(input.openings, catalogue),
  };
}

/** Writes a quote request's rows, inside the transaction that stores its submission. */
export async function insertQuote(trx: Transaction<Database>, submissionId: string, quote: QuoteDetails, now: number): Promise<void> {
  await trx
    .insertInto("quote_requests")
    .values({
      submission_id: submissionId,
      project_location: quote.projectLocation,
      project_type: quote.projectType,
      timeline: quote.timeline,
      energy_target: quote.energyTarget,
      summary: JSON.stringify(quote.summary),
      status_changed_at: null,
      status_changed_by: null,
      created_at: now,
    })
    .execute();
  if (quote.attachments?.length) await claimAttachments(trx, submissionId, quote.attachments.map((file) => file.id));
  if (quote.openings.length === 0) return;
  await trx
    .insertInto("quote_openings")
    .values(
      quote.openings.map((opening, index) => ({
        submission_id: submissionId,
        position: index + 1,
        product: opening.product,
        configuration: opening.configuration,
        width_mm: opening.widthMm,
        height_mm: opening.heightMm,
        quantity: opening.quantity,
        note: opening.note,
        entered_unit: opening.enteredUnit,
      })),
    )
    .execute();
}

export interface StoredQuote {
  request: Omit<QuoteRequestRow, "summary"> & { summary: QuoteSummary };
  openings: QuoteOpeningRow[];
}

/** A quote request's stored rows, or undefined when the submission is not a quote. */
export async function readQuote(db: Kysely<Database>, submissionId: string): Promise<StoredQuote | undefined> {
  const request = await db.selectFrom("quote_requests").selectAll().where("submission_id", "=", submissionId).executeTakeFirst();
  if (!request) return undefined;
  const openings = await db
    .selectFrom("quote_openings")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("position")
    .execute();
  return {
    request: {
      ...request,
      // PostgreSQL gives bigint columns as text.
      created_at: Number(request.created_at),
      status_changed_at: request.status_changed_at === null ? null : Number(request.status_changed_at),
      summary: JSON.parse(request.summary) as QuoteSummary,
    },
    openings,
  };
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? value ?? "";

/** The area of one opening line, in m² to the hundredth. */
function lineArea(opening: QuoteOpening): string {
  return ((opening.widthMm * opening.heightMm * opening.quantity) / MM2_PER_M2).toFixed(2);
}

/**
 * A quote request as plain text for the staff mail: the project, then the schedule as a table (one line per
 * opening: product, configuration, size in mm and inches, quantity, area, note) and the summary.
 * `clean` makes visitor text safe on one line.
 */
export function quoteLines(
  quote: QuoteDetails,
  clean: (value: string | null) => string,
  siteUrl: string,
  catalogue: QuoteCatalogue,
): string[] {
  const { summary } = quote;
  const lines = [
    `Project: ${clean(quote.projectLocation)}`,
    `Type: ${labelOf(PROJECT_TYPES, quote.projectType)}`,
    `Timeline: ${labelOf(TIMELINES, quote.timeline)}`,
    `Energy target: ${quote.energyTarget ? labelOf(ENERGY_TARGETS, quote.energyTarget) : "(not given)"}`,
    "",
    `Schedule: ${summary.openings} ${summary.openings === 1 ? "opening" : "openings"}, ${summary.areaM2.toFixed(2)} m² (${summary.areaFt2.toFixed(2)} ft²)`,
  ];
  for (const family of summary.families) {
    if (family.openings > 0) lines.push(`  ${family.label}: ${family.openings}, ${family.areaM2.toFixed(2)} m² (${family.areaFt2.toFixed(2)} ft²)`);
  }
  lines.push("", "#  | Product | Configuration | Size | Qty | Area | Room or note");
  quote.openings.forEach((opening, index) => {
    const product = findQuoteProduct(catalogue, opening.product);
    const configuration = product?.configurations.find((option) => option.value === opening.configuration)?.label ?? "";
    lines.push(
      [
        String(index + 1).padEnd(2),
        product?.title ?? (opening.product === ADVISE ? ADVISE_LABEL : opening.product),
        configuration || "-",
        `${formatSize(opening.widthMm, opening.heightMm)}${opening.enteredUnit === "in" ? ", entered in inches" : ""}`,
        String(opening.quantity),
        `${lineArea(opening)} m²`,
        clean(opening.note) || "-",
      ].join(" | "),
    );
  });
  lines.push("", ...quoteEnergyText(quoteEnergy(quote.openings, catalogue, quote.projectType), siteUrl));
  const files = quote.attachments ?? [];
  lines.push("", files.length ? `Drawings and photos (${files.length}), to download from the request's page:` : "Drawings and photos: none attached.");
  for (const file of files) lines.push(`  ${clean(file.name)} (${fileFacts(file)})`);
  return lines;
}

/** A stored quote request as the staff read it: labels rather than keys, sizes in mm and inches. */
export async function quoteView(db: Kysely<Database>, submissionId: string, catalogue: QuoteCatalogue) {
  const stored = await readQuote(db, submissionId);
  if (!stored) return null;
  const { request, openings } = stored;
  return {
    projectLocation: request.project_location,
    projectType: labelOf(PROJECT_TYPES, request.project_type),
    timeline: labelOf(TIMELINES, request.timeline),
    energyTarget: request.energy_target ? labelOf(ENERGY_TARGETS, request.energy_target) : null,
    quoteStatus: request.quote_status,
    statusChangedBy: request.status_changed_by,
    statusChangedAt: request.status_changed_at === null ? null : Number(request.status_changed_at),
    summary: request.summary,
    energy: quoteEnergy(openings, catalogue, request.project_type),
    openings: openings.map((opening) => {
      const product = findQuoteProduct(catalogue, opening.product);
      return {
        position: opening.position,
        product: product?.title ?? (opening.product === "advise" ? ADVISE_LABEL : opening.product),
        configuration: product?.configurations.find((option) => option.value === opening.configuration)?.label ?? opening.configuration,
        size: formatSize(opening.width_mm, opening.height_mm),
        enteredInInches: opening.entered_unit === "in",
        quantity: opening.quantity,
        areaM2: ((opening.width_mm * opening.height_mm * opening.quantity) / MM2_PER_M2).toFixed(2),
        note: opening.note,
      };
    }),
  };
}

/** The quote status and summary of quote requests, by submission id: what the inbox's rows show. */
export async function quoteListInfo(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, { status: QuoteStatus; openings: number; areaM2: number }>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom("quote_requests").select(["submission_id", "quote_status", "summary"]).where("submission_id", "in", [...ids]).execute();
  return new Map(
    rows.map((row) => {
      const summary = JSON.parse(row.summary) as QuoteSummary;
      return [row.submission_id, { status: row.quote_status, openings: summary.openings, areaM2: summary.areaM2 }];
    }),
  );
}

/** Sets a quote request's status, noting who and when; false when it had that status already (or is no quote). */
export async function setQuoteStatus(db: Kysely<Database>, submissionId: string, status: QuoteStatus, actor: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("quote_requests")
    .set({ quote_status: status, status_changed_at: now, status_changed_by: actor })
    .where("submission_id", "=", submissionId)
    .where("quote_status", "!=", status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
