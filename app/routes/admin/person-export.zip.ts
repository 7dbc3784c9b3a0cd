import { recordAudit } from "#app/lib/server/audit/audit-log.server";
import { personExportStream } from "#app/lib/server/leads/privacy/person-export.server";
import { NO_PERSON_MESSAGE } from "#app/lib/server/leads/privacy/person-erasure.server";
import { personHoldings } from "#app/lib/server/leads/privacy/person-holdings.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/person-export.zip";

/**
 * GET /admin/people/:id/export.zip — everything held on one person (decision 076): person.json with every lead and all
 * that hangs on it, and the files they sent, for owners only (a person's request for a copy of their data). Audited
 * as an export: who, when, how many.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { resource: true });
  const { store } = requireServices(context);
  const held = await personHoldings(store.db, params.id);
  if (!held) {
    return new Response(`${NO_PERSON_MESSAGE}\n`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const { stream, counts } = await personExportStream(store.db, held);
  await recordAudit(store.db, {
    actor: { id: staff.userId, email: staff.email },
    action: "person-exported",
    subject: `Person ${params.id}: ${counts.leads} ${counts.leads === 1 ? "lead" : "leads"}, ${counts.files} ${counts.files === 1 ? "file" : "files"}`,
    link: `/admin/people/${params.id}`,
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="person-${params.id.replace(/[^A-Za-z0-9_-]/g, "")}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}
