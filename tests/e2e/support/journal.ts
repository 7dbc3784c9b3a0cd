import { expect, type APIRequestContext, type Page } from "@playwright/test";

const HTTP_SEE_OTHER = 303;

/** The editor's fields of a post: a draft with a title, a summary and a little Markdown. */
export function postFields(title: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title,
    slug: "",
    summary: `What ${title} is about, in one sentence.`,
    body: `## ${title} in brief\n\nA paragraph with **bold** text and a [link](/doors).`,
    cover_media_id: "",
    cover_alt: "",
    status: "draft",
    publish_at: "",
    ...overrides,
  };
}

/**
 * Saves a post through the editor's action as a signed-in client (page.request shares the page's session), as the
 * form does; gives its id. `id` edits a stored post instead of making one.
 */
export async function savePostApi(request: APIRequestContext, baseURL: string, fields: Record<string, string>, id = "new"): Promise<string> {
  const response = await request.post(`${baseURL}/admin/journal/${id}`, {
    form: { intent: "save", ...fields },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status(), "saving the post").toBe(HTTP_SEE_OTHER);
  const saved = /\/admin\/journal\/([0-9a-f-]{36})\?saved=1$/.exec(response.headers().location ?? "")?.[1];
  expect(saved, "the saved post's address").toBeTruthy();
  return saved!;
}

/** The editor's form on the page. */
export function editorForm(page: Page) {
  return page.getByRole("form", { name: /^(New post|Edit post)$/ });
}

/** The path of the post's public page, as the staff list or editor links it. */
export function journalPath(slug: string): string {
  return `/journal/${slug}`;
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
}
