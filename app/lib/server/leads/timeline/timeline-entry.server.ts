import type { Kysely } from "kysely";
import type { Database } from "../../platform/db-schema";

/** One thing that happened to a lead, in the one timeline of it (decision 070; the shape the lead helpers share). */
export type TimelineEntry = {
  at: number; // ms since epoch
  kind: "received" | "mail" | "stage" | "owner" | "note" | "next-action" | "visit" | "reply" | "person";
  actor: string | null; // staff email, or null for the visitor/system
  title: string; // one line a salesperson reads: "Moved to Quoted", "Reply sent: Your quote"
  detail: string | null; // longer text (a note's body, a reply's body), shown as plain text
  submissionId: string;
};

export type TimelineSource = (db: Kysely<Database>, submissionIds: string[]) => Promise<TimelineEntry[]>;
