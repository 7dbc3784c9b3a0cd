import { parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { quoteExportFileName, quotesCsvStream } from "#app/lib/server/leads/quotes-csv.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { recordAudit } from "#app/lib/server/audit/audit-log.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/quotes.csv";

/**
 * GET /admin/quotes.csv?quote=…&status=…&q=…: the quote requests of the inbox's filter as a spreadsheet, one row per
 * opening with the request's details repeated, for pricing and follow-up in a spreadsheet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { resource: true });
  const { store } = requireServices(context);
  const url = new URL(request.url);
  const { page: _page, ...filter } = { ...parseInboxFilter(url.searchParams), viewer: staff.userId };
  await recordAudit(store.db, { actor: { id: staff.userId, email: staff.email }, action: "export", subject: `Quote requests CSV${url.search ? ` (${url.search})` : ""}` });
  return new Response(quotesCsvStream(store, filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${quoteExportFileName(filter)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
