import { auditLabel, AUDIT_ACTIONS, AUDIT_AREAS, type AuditAction } from "#app/lib/admin/audit";
import { CSV_EOL, csvRow, UTF8_BOM } from "../platform/csv.server";
import type { Store } from "../platform/database.server";
import { auditRows, type AuditEntry, type AuditFilter } from "./audit-log.server";

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

/** The entries of `filter` as a spreadsheet, newest first, streamed a batch at a time (memory stays flat). */
export function auditCsvStream(store: Store, filter: AuditFilter, siteUrl: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = auditRows(store, filter);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${UTF8_BOM}${HEADER.join(",")}${CSV_EOL}`));
        return;
      }
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(line(next.value, siteUrl)));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
