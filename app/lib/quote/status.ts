/** Where a quote request stands for the staff; the submission's own status keeps meaning handled or spam. */
export const QUOTE_STATUSES = ["new", "quoted", "won", "lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { new: "New", quoted: "Quoted", won: "Won", lost: "Lost" };

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}
