import { parseAuditQuery } from "#app/lib/admin/audit-filter";
import { auditCsvStream } from "#app/lib/server/audit/audit-csv.server";
import { recordAudit } from "#app/lib/server/audit/audit-log.server";
import { auditFilterOf } from "#app/lib/server/audit/audit-page.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/audit.csv";

/** GET /admin/audit.csv?who=…&kind=…&from=…&to=…: the audit log's entries of the filter, as a spreadsheet (owners). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { resource: true });
  const { store, env } = requireServices(context);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  await recordAudit(store.db, { actor: { id: staff.userId, email: staff.email }, action: "export", subject: "Audit log CSV" });
  return new Response(auditCsvStream(store, auditFilterOf(query), env.SITE_URL), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
