import { auditLabel } from "#app/lib/admin/audit";
import type { AuditQuery } from "#app/lib/admin/audit-filter";
import { staffTime } from "#app/lib/business-time";
import { endOfPacificDay, parsePacificDate } from "#app/lib/pacific-time";
import type { Store } from "../platform/database.server";
import { auditActors, auditPage, AUDIT_PAGE_SIZE, type AuditFilter } from "./audit-log.server";

/** The store's filter of the page's query: Pacific dates, the end date's whole day included. */
export function auditFilterOf(query: AuditQuery): AuditFilter {
  return {
    actor: query.who,
    area: query.kind,
    from: query.from ? parsePacificDate(query.from) : undefined,
    to: query.to ? endOfPacificDay(query.to) : undefined,
  };
}

/** The audit log page: one page of entries, newest first, the people to filter by and the page count. */
export async function auditLogPage(store: Store, query: AuditQuery, names: Readonly<Record<string, string>>) {
  const [{ entries, total }, actors] = await Promise.all([auditPage(store, auditFilterOf(query), query.page), auditActors(store)]);
  const who = (email: string | null) => (email === null ? "The server" : (names[email] ?? email));
  return {
    query,
    total,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    first: total === 0 ? 0 : (query.page - 1) * AUDIT_PAGE_SIZE + 1,
    actors: actors.map((email) => ({ value: email, label: names[email] ? `${names[email]} (${email})` : email })),
    entries: entries.map((entry) => ({
      id: entry.id,
      when: staffTime(entry.at),
      who: who(entry.actor_email),
      what: auditLabel(entry.action),
      subject: entry.subject,
      link: entry.link,
      from: [entry.browser, entry.client ? `network ${entry.client.slice(0, 6)}` : null].filter(Boolean).join(", ") || "Not recorded",
    })),
  };
}
