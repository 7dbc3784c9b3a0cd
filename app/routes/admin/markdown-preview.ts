import { POST_BODY_MAX_LENGTH } from "#app/lib/forms/staff/post-editor";
import { renderMarkdown } from "#app/lib/server/content/markdown.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/markdown-preview";

/**
 * POST /admin/markdown-preview: the live preview of the journal editor and the product description. Markdown in (JSON `{ "markdown": "…" }` or a form
 * field `markdown`), out `{ "html": "…" }`: the sanitised HTML the public page will show, from the same renderer.
 * Staff only (401 otherwise), same-origin posts only (403).
 */

/** Never cached: the server's staff guard marks every /admin answer private and no-store. */
const json = (body: unknown, status = 200) => Response.json(body, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context, { resource: true });
  if (!post.ok) return json({ error: post.message }, post.status);
  const markdown = post.fields.markdown;
  if (typeof markdown !== "string") return json({ error: 'Send the Markdown as the field "markdown".' }, 400);
  if (markdown.length > POST_BODY_MAX_LENGTH) {
    return json({ error: `A post can be at most ${POST_BODY_MAX_LENGTH.toLocaleString("en-CA")} characters.` }, 413);
  }
  return json({ html: renderMarkdown(markdown) });
}

/** Only posts are answered: a GET is a mistake. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { resource: true });
  return new Response("Method Not Allowed: POST the Markdown to preview.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
