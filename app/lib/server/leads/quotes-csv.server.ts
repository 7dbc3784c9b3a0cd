import type { Kysely } from "kysely";
import type { InboxFilter } from "#app/lib/admin/inbox-filter";
import { localDate, localDateTime } from "#app/lib/business-time";
import { ENERGY_TARGETS, PROJECT_TYPES, TIMELINES } from "#app/lib/forms/quote";
import { ADVISE, ADVISE_LABEL, findQuoteProduct, type QuoteCatalogue } from "#app/lib/quote/catalogue";
import { STAGE_LABELS } from "#app/lib/leads/stages";
import { MM2_PER_M2 } from "#app/lib/quote/summary";
import { formatInches, mmToInches } from "#app/lib/quote/units";
import type { Store } from "../platform/database.server";
import type { Database, QuoteOpeningRow, QuoteRequestRow, Submission } from "../platform/db-schema";
import { CSV_EOL, csvCell, csvRow, type CsvValue } from "../platform/csv.server";
import { csvStream } from "../platform/csv-stream.server";
import { exportSubmissionBatches } from "./inbox.server";
import { storedQuoteCatalogue } from "./quote-catalogue.server";

const localTime = (time: number | null) => (time === null ? "" : localDateTime(time));
const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? "" : (options.find((option) => option.value === value)?.label ?? value);

/** One row of the quote export: a request, one of its openings (none when it has none), and its files' count. */
interface QuoteCsvLine {
  submission: Submission;
  request: QuoteRequestRow | undefined;
  opening: QuoteOpeningRow | undefined;
  files: number;
  /** The products as stored (storedQuoteCatalogue), by which the openings are named. */
  catalogue: QuoteCatalogue;
}

/** Every column: the request's details (repeated on each of its openings' rows), then the opening's. */
export const QUOTE_CSV_COLUMNS: readonly [string, (line: QuoteCsvLine) => CsvValue][] = [
  ["ID", ({ submission }) => submission.id],
  ["Received (America/Vancouver)", ({ submission }) => localTime(Number(submission.created_at))],
  ["Status", ({ submission }) => submission.status],
  // The pipeline's stage (decision 070) is the quote's status now.
  ["Stage", ({ submission }) => (submission.status === "new" || submission.status === "handled" ? STAGE_LABELS[submission.stage] : "")],
  ["Lost reason", ({ submission }) => submission.lost_reason],
  ["Stage changed at (America/Vancouver)", ({ submission }) => localTime(submission.stage_changed_at == null ? null : Number(submission.stage_changed_at))],
  ["First name", ({ submission }) => submission.first_name],
  ["Last name", ({ submission }) => submission.last_name],
  ["Email", ({ submission }) => submission.email],
  ["Phone", ({ submission }) => submission.phone],
  ["Project address or city", ({ request }) => request?.project_location],
  ["Type of project", ({ request }) => labelOf(PROJECT_TYPES, request?.project_type ?? null)],
  ["Timeline", ({ request }) => labelOf(TIMELINES, request?.timeline ?? null)],
  ["Energy target", ({ request }) => labelOf(ENERGY_TARGETS, request?.energy_target ?? null)],
  ["Files attached", ({ files }) => files],
  ["Line", ({ opening }) => opening?.position],
  ["Product", ({ opening, catalogue }) => (opening ? (findQuoteProduct(catalogue, opening.product)?.title ?? (opening.product === ADVISE ? ADVISE_LABEL : opening.product)) : "")],
  ["Configuration", ({ opening, catalogue }) => {
    const product = opening ? findQuoteProduct(catalogue, opening.product) : undefined;
    return product?.configurations.find((option) => option.value === opening?.configuration)?.label ?? opening?.configuration;
  }],
  ["Width (mm)", ({ opening }) => opening?.width_mm],
  ["Height (mm)", ({ opening }) => opening?.height_mm],
  ["Width (in)", ({ opening }) => (opening ? formatInches(mmToInches(opening.width_mm)) : "")],
  ["Height (in)", ({ opening }) => (opening ? formatInches(mmToInches(opening.height_mm)) : "")],
  ["Entered in", ({ opening }) => (opening ? (opening.entered_unit === "in" ? "inches" : "mm") : "")],
  ["Quantity", ({ opening }) => opening?.quantity],
  ["Area (m²)", ({ opening }) => (opening ? ((opening.width_mm * opening.height_mm * opening.quantity) / MM2_PER_M2).toFixed(2) : "")],
  ["Room or note", ({ opening }) => opening?.note],
  ["Message", ({ submission }) => submission.message],
];

export function quoteCsvHeader(): string {
  return csvRow(QUOTE_CSV_COLUMNS.map(([header]) => header));
}

/** One line's record: its cells in QUOTE_CSV_COLUMNS' order. */
function quoteCsvLine(line: QuoteCsvLine): string {
  let text = "";
  for (let i = 0; i < QUOTE_CSV_COLUMNS.length; i++) text += (i ? "," : "") + csvCell(QUOTE_CSV_COLUMNS[i]![1](line));
  return text + CSV_EOL;
}

/**
 * A batch of requests' rows, in the batch's order: each request's one row per opening, in its order, or one without
 * an opening when it has none. The requests' details, openings and file counts are read for the whole batch in three
 * queries.
 */
export async function quoteCsvBatch(db: Kysely<Database>, submissions: readonly Submission[], catalogue: QuoteCatalogue): Promise<string> {
  if (!submissions.length) return "";
  const ids = submissions.map((submission) => submission.id);
  const [requests, openings, files] = await Promise.all([
    db.selectFrom("quote_requests").selectAll().where("submission_id", "in", ids).execute(),
    db.selectFrom("quote_openings").selectAll().where("submission_id", "in", ids).orderBy("submission_id").orderBy("position").execute(),
    db
      .selectFrom("lead_attachments")
      .select((eb) => ["submission_id", eb.fn.countAll<number | string>().as("count")])
      .where("submission_id", "in", ids)
      .groupBy("submission_id")
      .execute(),
  ]);
  const requestOf = new Map(requests.map((request) => [request.submission_id, request]));
  const openingsOf = new Map<string, QuoteOpeningRow[]>();
  for (const opening of openings) {
    const list = openingsOf.get(opening.submission_id);
    if (list) list.push(opening);
    else openingsOf.set(opening.submission_id, [opening]);
  }
  const filesOf = new Map(files.map((row) => [row.submission_id!, Number(row.count)]));
  let text = "";
  for (const submission of submissions) {
    const request = requestOf.get(submission.id);
    const count = filesOf.get(submission.id) ?? 0;
    for (const opening of openingsOf.get(submission.id) ?? [undefined]) text += quoteCsvLine({ submission, request, opening, files: count, catalogue });
  }
  return text;
}

/** A request's rows: one per opening, in its order, or one without an opening when it has none. */
export async function quoteCsvRows(db: Kysely<Database>, submission: Submission, catalogue: QuoteCatalogue): Promise<string> {
  return quoteCsvBatch(db, [submission], catalogue);
}

/** "helios-quote-requests-2026-11-23.csv", or with the stage ("helios-quote-requests-won-…"). */
export function quoteExportFileName(filter: Omit<InboxFilter, "page">, now = Date.now()): string {
  return `helios-quote-requests${filter.stage ? `-${filter.stage}` : ""}-${localDate(now)}.csv`;
}

/** The requests' records, a batch of requests (exportSubmissionBatches) at a time. */
async function* quoteCsvBatches(store: Store, filter: Omit<InboxFilter, "page">): AsyncGenerator<string> {
  // The products as stored now, read once for the whole export.
  const catalogue = await storedQuoteCatalogue(store.db);
  for await (const batch of exportSubmissionBatches(store, { ...filter, kind: "quote" })) yield await quoteCsvBatch(store.db, batch, catalogue);
}

/**
 * The quote requests of a filter as a spreadsheet, one row per opening with the request's details repeated: BOM,
 * header, then the rows, a batch of requests at a time (csvStream).
 */
export function quotesCsvStream(store: Store, filter: Omit<InboxFilter, "page">): ReadableStream<Uint8Array> {
  return csvStream(quoteCsvHeader(), quoteCsvBatches(store, filter));
}
