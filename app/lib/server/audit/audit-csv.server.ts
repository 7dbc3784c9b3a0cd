import { auditLabel, AUDIT_ACTIONS, AUDIT_AREAS, type AuditAction } from "#app/lib/admin/audit";
import { CSV_EOL, csvRow } from "../platform/csv.server";
import { csvStream } from "../platform/csv-stream.server";
import type { Store } from "../platform/database.server";
import { auditBatches, type AuditEntry, type AuditFilter } from "./audit-log.server";

const HEADER = ["When (UTC)", "Who", "Kind", "What", "Subject", "Link", "Client", "Browser"];

function line(entry: AuditEntry, siteUrl: string): string {
  const area = Object.hasOwn(AUDIT_ACTIONS, entry.action) ? AUDIT_AREAS[AUDIT_ACTIONS[entry.action as AuditAction].area] : entry.area;
  return csvRow([
    new Date(entry.at).toISOString(),
    entry.actor_email ?? "The server",
    area,
    auditLabel(entry.action),
    entry.subject,
    entry.link ? new URL(entry.link, siteUrl).href : "",
    entry.client ?? "",
    entry.browser ?? "",
  ]);
}

/** A batch of entries' records, one text. */
async function* auditCsvBatches(store: Store, filter: AuditFilter, siteUrl: string): AsyncGenerator<string> {
  for await (const entries of auditBatches(store, filter)) {
    let text = "";
    for (const entry of entries) text += line(entry, siteUrl);
    yield text;
  }
}

/** The entries of `filter` as a spreadsheet, newest first, streamed a batch at a time (csvStream: memory stays flat). */
export function auditCsvStream(store: Store, filter: AuditFilter, siteUrl: string): ReadableStream<Uint8Array> {
  return csvStream(`${HEADER.join(",")}${CSV_EOL}`, auditCsvBatches(store, filter, siteUrl));
}
