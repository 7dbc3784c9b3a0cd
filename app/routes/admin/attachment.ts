import { Readable } from "node:stream";
import { attachmentChunks, findAttachment } from "#app/lib/server/leads/attachments.server";
import { attachmentDisposition } from "#app/lib/server/platform/content-disposition.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/attachment";

/**
 * GET /admin/submissions/:id/files/:file — a file a visitor sent with a quote request, for signed-in staff only
 * (401 otherwise), streamed from the database a piece at a time. Always a download, never shown in the page, with
 * the type found from its bytes.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { resource: true });
  const { store } = requireServices(context);
  const file = await findAttachment(store.db, params.id, params.file);
  if (!file) {
    return new Response("No file has this address.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const body = Readable.toWeb(Readable.from(attachmentChunks(store.db, file.id))) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes),
      "Content-Disposition": attachmentDisposition(file.name),
      "Cache-Control": "private, no-store",
      // Opened by mistake in a tab, a file still runs nothing.
      "Content-Security-Policy": "sandbox; default-src 'none'",
      ETag: `"${file.sha256}"`,
    },
  });
}
