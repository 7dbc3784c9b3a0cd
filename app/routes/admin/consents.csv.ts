import { CONSENT_EXPORT_FILE, consentingContactsCsvStream } from "#app/lib/server/leads/consent/consents.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { recordAudit } from "#app/lib/server/audit/audit-log.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/consents.csv";

/**
 * GET /admin/consents.csv: the people who agreed to the occasional news and have not unsubscribed since, one row per
 * address, for the owners' mailing tool (decision 074). Streamed like the other exports (decision 069).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { resource: true });
  const { store } = requireServices(context);
  await recordAudit(store.db, { actor: { id: staff.userId, email: staff.email }, action: "export", subject: "Consenting contacts CSV" });
  return new Response(consentingContactsCsvStream(store), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${CONSENT_EXPORT_FILE}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
