import { parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { requireServices } from "#app/lib/server/platform/services.server";
import { recordAudit } from "#app/lib/server/audit/audit-log.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { exportFileName, submissionsCsvStream } from "#app/lib/server/leads/submissions-csv.server";
import type { Route } from "./+types/export.csv";

/** GET /admin/export.csv?kind=…&form=…&status=…&q=…: every submission of the inbox's filter, as a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { resource: true });
  const { store } = requireServices(context);
  const url = new URL(request.url);
  const { page: _page, ...filter } = { ...parseInboxFilter(url.searchParams), viewer: staff.userId };
  await recordAudit(store.db, { actor: { id: staff.userId, email: staff.email }, action: "export", subject: `Submissions CSV${url.search ? ` (${url.search})` : ""}` });
  return new Response(submissionsCsvStream(store, filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(filter)}"`,
    },
  });
}
