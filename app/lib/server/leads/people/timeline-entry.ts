import type { Kysely } from "kysely";
import type { Database } from "../../platform/db-schema";

/**
 * One entry of a lead's timeline, and a source of them: the shape issue 42's contract gives
 * (app/lib/server/leads/timeline/timeline.server.ts defines the same where it exists).
 */
export type TimelineEntry = {
  /** ms since epoch */
  at: number;
  kind: "received" | "mail" | "stage" | "owner" | "note" | "next-action" | "visit" | "reply" | "person";
  /** staff email, or null for the visitor/system */
  actor: string | null;
  /** one line a salesperson reads */
  title: string;
  /** longer text, shown as plain text */
  detail: string | null;
  submissionId: string;
};

export type TimelineSource = (db: Kysely<Database>, submissionIds: string[]) => Promise<TimelineEntry[]>;
