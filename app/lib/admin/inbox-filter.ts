import { FORM_IDS, formLabel, isFormId, type FormId } from "../forms/form-ids";
import { isQuoteStatus } from "../quote/status";
import { isStage, type Stage } from "../leads/stages";
import { parseSourceFilter, setSourceParams, sourceFiltersInUse, type SourceFilter } from "./lead-source-filter";
import { dateFiltersInUse, parseDateFilter, setDateParams, type DateFilter } from "./lead-date-filter";

/**
 * A submission's status: spam (the honeypot was filled) stays out of the inbox unless asked for; held (sent from a
 * browser that could not run the captcha) waits for staff to release or discard it, first in the inbox.
 */
export const STATUSES = ["held", "new", "handled", "spam"] as const;
export type SubmissionStatus = (typeof STATUSES)[number];
export const STATUS_LABELS: Record<SubmissionStatus, string> = { held: "Held", new: "New", handled: "Handled", spam: "Spam" };

export const KINDS = ["contact", "quote", "visit", "rsvp"] as const;
export type SubmissionKind = (typeof KINDS)[number];
export const KIND_LABELS: Record<SubmissionKind, string> = {
  contact: "Contact enquiries",
  quote: "Quote requests",
  visit: "Showroom visits",
  rsvp: "RSVPs (every event page)",
};

/** Rows per inbox page. */
export const PAGE_SIZE = 25;
/** Longest search text considered. */
export const MAX_QUERY_LENGTH = 100;
/** Pages beyond this are not offered (the export has everything). */
export const MAX_PAGE = 10_000;

export interface InboxFilter extends SourceFilter, DateFilter {
  kind?: SubmissionKind;
  form?: FormId;
  /** Undefined: held, new and handled (not spam). */
  status?: SubmissionStatus;
  q?: string;
  /** Leads at one stage of the pipeline (decision 070). */
  stage?: Stage;
  /** "mine": the viewer's leads; "none": leads with no owner (or one whose account was removed). */
  owner?: OwnerView;
  /** The signed-in account, for "mine" (set by the server, never read from the address). */
  viewer?: string;
  /** RSVPs of one event (its id), or "none": RSVPs sent before RSVPs belonged to an event. */
  event?: string;
  page: number;
}

export const OWNER_VIEWS = ["mine", "none"] as const;
export type OwnerView = (typeof OWNER_VIEWS)[number];

/** The event filter of RSVPs without an event. */
export const NO_EVENT = "none";

/** An event id as the store makes them (a UUID). */
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The filter of an inbox or export URL; unknown values are ignored rather than refused. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const kind = params.get("kind") ?? "";
  const form = params.get("form") ?? "";
  const status = params.get("status") ?? "";
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const event = (params.get("event") ?? "").toLowerCase();
  // A quote status of the inbox before the pipeline ("?quote=won") is that stage of the quote requests.
  const quote = params.get("quote");
  const legacyQuote = isQuoteStatus(quote) ? quote : undefined;
  const stage = params.get("stage") ?? legacyQuote;
  const owner = params.get("owner");
  return {
    kind: (KINDS as readonly string[]).includes(kind) ? (kind as SubmissionKind) : legacyQuote ? "quote" : undefined,
    form: isFormId(form) ? form : undefined,
    status: (STATUSES as readonly string[]).includes(status) ? (status as SubmissionStatus) : undefined,
    q: q || undefined,
    stage: isStage(stage) ? stage : undefined,
    owner: (OWNER_VIEWS as readonly (string | null)[]).includes(owner) ? (owner as OwnerView) : undefined,
    event: EVENT_ID.test(event) || event === NO_EVENT ? event : undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    ...parseSourceFilter(params),
    ...parseDateFilter(params),
  };
}

/** The query string of a filter ("?kind=rsvp&page=2"), or "" for the unfiltered first page. */
export function filterSearch(filter: InboxFilter, overrides: Partial<InboxFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  if (merged.kind) params.set("kind", merged.kind);
  if (merged.form) params.set("form", merged.form);
  if (merged.status) params.set("status", merged.status);
  if (merged.q) params.set("q", merged.q);
  if (merged.stage) params.set("stage", merged.stage);
  if (merged.owner) params.set("owner", merged.owner);
  if (merged.event) params.set("event", merged.event);
  setSourceParams(merged, params);
  setDateParams(merged, params);
  if (merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** True when any filter besides the page is set. */
export function isFiltered(filter: InboxFilter): boolean {
  return Boolean(filter.kind || filter.form || filter.status || filter.q || filter.stage || filter.owner || filter.event) || sourceFiltersInUse(filter) + dateFiltersInUse(filter) > 0;
}

/** The forms staff can filter by, with their labels. */
export const FORM_OPTIONS = FORM_IDS.map((id) => ({ id, label: formLabel(id) }));
