import { quotePdfFileName, quoteRequestPdf } from "#app/lib/server/leads/quote-pdf.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { currentSettings } from "#app/lib/server/content/settings.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/quote-pdf";

/**
 * GET /admin/submissions/:id/quote.pdf — a quote request as the PDF its mails carry, made from the stored rows, for
 * signed-in staff only (401 otherwise); 404 for anything that is not a quote request. It prints the company details as
 * stored now (a mailed copy prints those its mail was queued with).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { resource: true });
  const { store, env } = requireServices(context);
  const pdf = await quoteRequestPdf(store.db, params.id, env.SITE_URL, await currentSettings(store.db));
  if (!pdf) {
    return new Response("No quote request has this address.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quotePdfFileName(params.id)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
