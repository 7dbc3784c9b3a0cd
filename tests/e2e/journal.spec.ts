import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { slugFromTitle } from "#app/lib/slug";
import { axeViolations, expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, hydrateOnLoad, MOBILE, test } from "./fixtures";
import { pacificInput } from "./support/events";
import { editorForm, journalPath, jsonLdBlocks, postFields, savePostApi } from "./support/journal";
import { startStaffServer, uniqueName } from "./support/staff";
import { signIn, signInForRequests } from "../support/staff-sign-in";
import { SERVER_HOOK_TIMEOUT_MS } from "./support/processes";

/**
 * The journal from the staff side: drafting with a live preview (and without JavaScript), publishing, scheduling,
 * renaming, deleting and restoring, and what visitors then see. Posts are shared content of the test server, so every
 * test works on posts of its own (unique titles); the scheduling test moves the content clock on a server of its own.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const newPostLink = (page: Page) => page.getByRole("link", { name: "New post" });
const previewRegion = (page: Page) => page.getByRole("region", { name: "Preview", exact: true });

async function fillPost(page: Page, fields: { title: string; summary?: string; body: string }) {
  const form = editorForm(page);
  await form.getByLabel("Title", { exact: true }).fill(fields.title);
  await form.getByLabel("Summary").fill(fields.summary ?? `All about ${fields.title}.`);
  await form.getByLabel("Post", { exact: true }).fill(fields.body);
}

/** What a visitor (no session) gets at a path: status and text. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text(), location: response.headers().location };
}

test("a draft: the live preview renders its Markdown, visitors cannot see it, and the staff preview shows the page as it will look", async ({
  page,
  request,
}) => {
  const title = uniqueName("Draft notes ");
  const slug = slugFromTitle(title);
  await signIn(page, { at: "/admin/submissions" });
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Journal" }).click();
  await newPostLink(page).click();
  await expect(page).toHaveURL(/\/admin\/journal\/new$/);

  const form = editorForm(page);
  await fillPost(page, { title, body: "## A heading from Markdown\n\nSome **bold** words and a [link](/doors)." });
  // The address follows the title until it is edited.
  await expect(form.getByLabel(/^Address/)).toHaveValue(slug);
  await expect(form.getByLabel(/^Address/)).toHaveAccessibleDescription(new RegExp(`/journal/${slug}\\b.*keeps the old address working`));

  // The live preview: the server's rendering of the Markdown, after a pause in the typing.
  const preview = previewRegion(page);
  await expect(preview.getByRole("heading", { name: "A heading from Markdown" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview.getByRole("link", { name: "link" })).toHaveAttribute("href", "/doors");
  await form.getByLabel("Post", { exact: true }).fill("## Changed heading\n\nNew text.");
  await expect(preview.getByRole("heading", { name: "Changed heading" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "A heading from Markdown" })).toHaveCount(0);

  await expect(form.getByRole("radio", { name: "Draft" })).toBeChecked();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/journal\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved as a draft: it is not on the site." })).toBeVisible();

  // Visitors: not listed, and its address is a 404.
  expect((await visit(request, journalPath(slug))).status).toBe(404);
  expect((await visit(request, "/journal")).text).not.toContain(title);
  expect((await visit(request, "/journal/feed.xml")).text).not.toContain(title);
  expect((await visit(request, "/sitemap.xml")).text).not.toContain(slug);

  // The list says it is a draft, with no link to the site.
  await page.goto("/admin/journal");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("Last edited by e2e-admin@helios.example");
  await expect(row.getByRole("link", { name: /^View/ })).toHaveCount(0);
  await row.getByRole("link", { name: `Edit “${title}”` }).click();

  // The staff preview: the public page's article, for staff only.
  await page.getByRole("link", { name: "Preview as it will look" }).click();
  await expect(page).toHaveURL(/\?view=preview$/);
  await expect(page.getByRole("complementary", { name: "About this preview" })).toContainText("A draft: only staff can see it.");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("article .journal-body").getByRole("heading", { name: "Changed heading" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(editorForm(page).getByLabel("Title", { exact: true })).toHaveValue(title);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Preview button shows the preview with every value kept, and saving makes the address from the title", async ({ page }) => {
    const title = uniqueName("Plain form ");
    await signIn(page, { at: "/admin/journal/new" });
    const body = "## Seen without scripts\n\n- one\n- two";
    await fillPost(page, { title, summary: "Kept after the preview.", body });
    await editorForm(page).getByRole("radio", { name: "Published" }).check();
    await editorForm(page).getByRole("button", { name: "Preview" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Nothing is saved yet" })).toBeVisible();
    const preview = previewRegion(page);
    await expect(preview.getByRole("heading", { name: "Seen without scripts" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["one", "two"]);
    const form = editorForm(page);
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(form.getByLabel("Summary")).toHaveValue("Kept after the preview.");
    await expect(form.getByLabel("Post", { exact: true })).toHaveValue(body);
    await expect(form.getByRole("radio", { name: "Published" })).toBeChecked();
    // Without JavaScript the address is left empty, and made from the title on save.
    await expect(form.getByLabel(/^Address/)).toHaveValue("");

    await form.getByRole("radio", { name: "Draft" }).check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/journal\/[0-9a-f-]{36}\?saved=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Saved as a draft" })).toBeVisible();
    await expect(editorForm(page).getByLabel(/^Address/)).toHaveValue(slugFromTitle(title));
  });

  test("the delete asks first, on a page of its own", async ({ page, baseURL }) => {
    const title = uniqueName("Delete without scripts ");
    await signInForRequests(page);
    const id = await savePostApi(page.request, baseURL!, postFields(title));
    await page.goto(`/admin/journal/${id}`);
    await page.getByRole("link", { name: "Delete this post…" }).click();
    await expect(page).toHaveURL(/\?confirm=delete#confirm-delete$/);
    const confirm = page.getByRole("region", { name: `Delete “${title}”?` });
    await confirm.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/journal\\?deleted=${id}$`));
    await expect(page.getByRole("status").filter({ hasText: `“${title}” was deleted` })).toBeVisible();
  });
});

test("the editor refuses what it cannot save: errors by field, a taken address at its field (409), without losing the text", async ({
  page,
  baseURL,
  expectConsoleError,
}) => {
  expectConsoleError(FAILED_RESOURCE(409));
  const taken = uniqueName("Taken address ");
  await signInForRequests(page);
  await savePostApi(page.request, baseURL!, postFields(taken));
  await page.goto("/admin/journal/new");
  const form = editorForm(page);

  // In the browser: the same rules as the server, before anything is sent.
  await form.getByRole("button", { name: "Save" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There are problems with 3 fields" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(["Title: Please enter a title.", "Summary: Please enter a summary.", "Post: Please enter the post."]);
  await expect(form.getByLabel("Title", { exact: true })).toBeFocused();

  // An address another post has: refused by the server, shown at the field.
  await fillPost(page, { title: uniqueName("Second try "), body: "Body text." });
  await form.getByLabel(/^Address/).fill(slugFromTitle(taken));
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel(/^Address/)).toHaveAccessibleDescription(
    new RegExp(`^Another post already has the address /journal/${slugFromTitle(taken)}: choose another\\.`),
  );
  await expect(form.getByLabel(/^Address/)).toBeFocused();
  await expect(form.getByLabel("Post", { exact: true })).toHaveValue("Body text.");
  await expect(page).toHaveURL(/\/admin\/journal\/new$/);

  // The server's own answers, for clients without the browser's checks.
  const origin = { Origin: new URL(baseURL!).origin };
  const bad = await page.request.post("/admin/journal/new", {
    form: { intent: "save", ...postFields("", { summary: "", slug: "Not A Slug!", publish_at: "someday", cover_media_id: "nosuchimage00", cover_alt: "" }) },
    headers: origin,
  });
  expect(bad.status()).toBe(422);
  const html = await bad.text();
  expect(html).toContain("Please enter a title.");
  expect(html).toContain("Please enter a summary.");
  const conflict = await page.request.post("/admin/journal/new", { form: { intent: "save", ...postFields(uniqueName("Clash "), { slug: slugFromTitle(taken) }) }, headers: origin });
  expect(conflict.status()).toBe(409);
  const gone = await page.request.post("/admin/journal/new", {
    form: { intent: "save", ...postFields(uniqueName("Gone cover "), { cover_media_id: "nosuchimage00000000000", cover_alt: "Something" }) },
    headers: origin,
  });
  expect(gone.status()).toBe(422);
  expect(await gone.text()).toContain("This image is no longer in the library");
});

test("the live preview's endpoint: staff only, same-origin posts, the sanitised HTML, a bounded input", async ({ page, request, baseURL }) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const preview = (client: APIRequestContext, data: unknown, headers: Record<string, string> = origin) =>
    client.post("/admin/markdown-preview", { data, headers });
  expect((await preview(request, { markdown: "# Hi" })).status()).toBe(401);
  await signInForRequests(page);
  const answer = await preview(page.request, { markdown: "# Hi\n\n<script>alert(1)</script> [x](javascript:alert(1))" });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toContain("no-store");
  const { html } = (await answer.json()) as { html: string };
  expect(html).toContain("<h2>Hi</h2>");
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).not.toMatch(/<script|href="\s*javascript:/i);
  expect((await preview(page.request, { text: "no markdown field" })).status()).toBe(400);
  expect((await preview(page.request, { markdown: "a".repeat(100_001) })).status()).toBe(413);
  expect((await preview(page.request, { markdown: "x" }, { Origin: "https://evil.example" })).status()).toBe(403);
  expect((await page.request.get("/admin/markdown-preview")).status()).toBe(405);
});

test("a published post: on the journal, its page (Article JSON-LD, canonical), the feed and the sitemap; renamed, its old address answers 301", async ({
  page,
  request,
}) => {
  const title = uniqueName("Published news ");
  const slug = slugFromTitle(title);
  await signIn(page, { at: "/admin/journal/new" });
  await fillPost(page, { title, summary: "Fresh from the workshop.", body: "## What is new\n\nTriple glazing." });
  const form = editorForm(page);
  await form.getByRole("radio", { name: "Published" }).check();
  await form.getByRole("button", { name: "Save" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Saved. It is live on the site" });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole("link", { name: "view the post" })).toHaveAttribute("href", journalPath(slug));
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", journalPath(slug));

  // Visitors see it at once.
  expect((await visit(request, "/journal")).text).toContain(title);
  const article = await visit(request, journalPath(slug));
  expect(article.status).toBe(200);
  expect(article.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/journal/${slug}"`));
  const ld = jsonLdBlocks(article.text).find((block) => block["@type"] === "Article");
  expect(ld, "Article JSON-LD").toMatchObject({ headline: title, description: "Fresh from the workshop." });
  expect(String(ld!.url)).toMatch(new RegExp(`/journal/${slug}$`));
  const feed = (await visit(request, "/journal/feed.xml")).text;
  expect(feed).toContain(`<title type="text">${title}</title>`);
  expect(feed).toMatch(new RegExp(`/journal/${slug}"`));
  expect((await visit(request, "/sitemap.xml")).text).toMatch(new RegExp(`/journal/${slug}</loc>`));

  // Renamed: the new address, and the old one redirects there for good.
  const renamed = `${slug}-renamed`;
  await form.getByLabel(/^Address/).fill(renamed);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. It is live on the site" }).getByRole("link")).toHaveAttribute("href", journalPath(renamed));
  const old = await visit(request, journalPath(slug));
  expect(old.status).toBe(301);
  expect(old.location).toBe(journalPath(renamed));
  expect((await visit(request, journalPath(renamed))).status).toBe(200);
  const sitemap = (await visit(request, "/sitemap.xml")).text;
  expect(sitemap).toMatch(new RegExp(`/journal/${renamed}</loc>`));
  expect(sitemap).not.toMatch(new RegExp(`/journal/${slug}</loc>`));

  // The staff list: published, with a link to the page.
  await page.goto("/admin/journal");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(row).toContainText(/Published \w+ \d{1,2}, \d{4}/);
  await expect(row.getByRole("link", { name: `View “${title}” on the site` })).toHaveAttribute("href", journalPath(renamed));
});

test("a script in the Markdown is inert on the public page and in the editor's preview", async ({ page, baseURL }) => {
  const title = uniqueName("Hostile markdown ");
  await signInForRequests(page);
  const body = [
    "<script>window.__pwned=1</script>",
    '<img src=x onerror="window.__pwned=2">',
    "[click me](javascript:alert(1))",
    "## A safe heading",
  ].join("\n\n");
  const id = await savePostApi(page.request, baseURL!, postFields(title, { status: "published", body }));

  const checkInert = async (container: ReturnType<Page["locator"]>) => {
    await expect(container.getByRole("heading", { name: "A safe heading" })).toBeVisible();
    await expect(container).toContainText("<script>");
    await expect(container.locator("script")).toHaveCount(0);
    await expect(container.locator("img")).toHaveCount(0);
    await expect(container.locator("[onerror], [onload], [onclick]")).toHaveCount(0);
    await expect(container.locator('a[href^="javascript" i]')).toHaveCount(0);
    await expect(container.getByText("click me")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  };

  await page.goto(journalPath(slugFromTitle(title)));
  await checkInert(page.locator("article .journal-body"));

  await page.goto(`/admin/journal/${id}`);
  await checkInert(previewRegion(page));
  // And after typing (the live preview's answer goes through the same sanitiser).
  await editorForm(page).getByLabel("Post", { exact: true }).fill(`${body}\n\n### Typed again`);
  await expect(previewRegion(page).getByRole("heading", { name: "Typed again" })).toBeVisible();
  await checkInert(previewRegion(page));
});

test("a post is deleted after a confirmation and brought back from the list; an earlier version is restored from its history", async ({
  page,
  request,
  baseURL,
}) => {
  const first = uniqueName("First title ");
  const second = uniqueName("Second title ");
  await signInForRequests(page);
  const id = await savePostApi(page.request, baseURL!, postFields(first, { status: "published" }));
  await savePostApi(page.request, baseURL!, postFields(second, { status: "published", slug: slugFromTitle(first) }), id);
  await page.goto(`/admin/journal/${id}`);
  await expect(editorForm(page).getByLabel("Title", { exact: true })).toHaveValue(second);

  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Current version");
  await history.getByRole("listitem").nth(1).getByRole("button", { name: /^Restore this version/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "The earlier version of this post is back" })).toBeVisible();
  await expect(editorForm(page).getByLabel("Title", { exact: true })).toHaveValue(first);
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").first()).toContainText("Restored an earlier version by e2e-admin@helios.example");

  await page.getByRole("link", { name: "Delete this post…" }).click();
  await page.getByRole("region", { name: `Delete “${first}”?` }).getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/journal\\?deleted=${id}$`));
  const deleted = page.getByRole("status").filter({ hasText: `“${first}” was deleted` });
  await expect(deleted).toBeVisible();
  expect((await visit(request, journalPath(slugFromTitle(first)))).status).toBe(404);
  await expect(page.getByRole("region", { name: "Deleted posts" })).toContainText(first);

  await deleted.getByRole("button", { name: `Undo delete of “${first}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/journal/${id}\\?restored=1$`));
  await expect(page.getByRole("status").filter({ hasText: "The post is back" })).toBeVisible();
  expect((await visit(request, journalPath(slugFromTitle(first)))).status).toBe(200);
});

test("a long post (more than the 64 KB public forms may send) is saved whole; a public form that long is still refused", async ({
  page,
  request,
  baseURL,
}) => {
  const title = uniqueName("Long read ");
  await signInForRequests(page);
  // About 90,000 characters, each Greek letter six bytes once form-encoded: some 500 KB.
  const body = `## Μακρύ κείμενο\n\n${"Ελληνικά παράθυρα και πόρτες από την Κρήτη. ".repeat(2000)}`.trim();
  expect(body.length).toBeGreaterThan(85_000);
  expect(body.length).toBeLessThanOrEqual(100_000);
  const id = await savePostApi(page.request, baseURL!, postFields(title, { body }));
  await page.goto(`/admin/journal/${id}`);
  await expect(editorForm(page).getByLabel("Post", { exact: true })).toHaveValue(body);

  const contact = await request.post("/contact", {
    headers: { Origin: new URL(baseURL!).origin, "Content-Type": "application/x-www-form-urlencoded" },
    data: `message=${"a".repeat(100_000)}`,
  });
  expect(contact.status()).toBe(413);
});

test.describe("a scheduled post, on a server of its own (the test moves its clock)", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let own: Awaited<ReturnType<typeof startStaffServer>>;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    own = await startStaffServer({ ENABLE_TEST_ROUTES: "1" });
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  test("is not public before its time, then appears by itself on the journal, its page, the feed and the sitemap", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: own.server.url });
    const visitor = await playwrightRequest.newContext({ baseURL: own.server.url });
    try {
      const page = hydrateOnLoad(await context.newPage());
      const title = uniqueName("Scheduled story ");
      const slug = slugFromTitle(title);
      await signIn(page, { at: "/admin/journal/new" });
      await fillPost(page, { title, body: "## Coming soon\n\nWait for it." });
      const form = editorForm(page);
      await form.getByRole("radio", { name: "Published" }).check();
      await form.getByLabel(/^Publish date and time/).fill(pacificInput(2, 10));
      await form.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status").filter({ hasText: /^Saved\. Scheduled: it appears on the site on \w+ \d{1,2}, \d{4} at 10:00 AM \(Pacific\)\.$/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Preview as it will look" })).toBeVisible();

      await page.goto("/admin/journal");
      const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(row).toContainText(/Scheduled for \w+ \d{1,2}, \d{4} at 10:00 AM \(Pacific\)/);

      expect((await visit(visitor, "/journal")).text).not.toContain(title);
      expect((await visit(visitor, journalPath(slug))).status).toBe(404);
      expect((await visit(visitor, "/journal/feed.xml")).text).not.toContain(title);
      expect((await visit(visitor, "/sitemap.xml")).text).not.toContain(slug);

      // Three days later, as far as the content clock knows: nobody publishes anything, it is simply time.
      const moved = await visitor.post("/__test/clock", { data: { offsetMs: 3 * DAY_MS } });
      expect(moved.status()).toBe(200);
      await expect.poll(async () => (await visit(visitor, "/journal")).text).toContain(title);
      expect((await visit(visitor, journalPath(slug))).status).toBe(200);
      expect((await visit(visitor, "/journal/feed.xml")).text).toContain(`<title type="text">${title}</title>`);
      expect((await visit(visitor, "/sitemap.xml")).text).toMatch(new RegExp(`/journal/${slug}</loc>`));
      await page.reload();
      await expect(row).toContainText(/Published \w+ \d{1,2}, \d{4}/);
    } finally {
      await visitor.dispose();
      await context.close();
    }
  });
});

test("the journal list and the post editor, also with errors, have no accessibility violations at 390 and 1280 px", async ({ page, baseURL }) => {
  await page.setViewportSize(MOBILE);
  await signInForRequests(page);
  const id = await savePostApi(page.request, baseURL!, postFields(uniqueName("Axe check "), { status: "published" }));
  await signIn(page, { at: "/admin/journal" });
  await expectAxeCleanAtBothWidths(page, "the journal list");
  await page.goto(`/admin/journal/${id}`);
  await expectAxeCleanAtBothWidths(page, "a post's editor");
  await page.goto("/admin/journal/new");
  await editorForm(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There are problems with 3 fields" })).toBeVisible();
  // Nothing wider than the screen.
  await expectAxeCleanAtBothWidths(page, "a new post with its errors shown", { fits: true });
});

test("a public post page has no accessibility violations", async ({ page, baseURL }) => {
  const title = uniqueName("Accessible post ");
  await signInForRequests(page);
  await savePostApi(
    page.request,
    baseURL!,
    postFields(title, {
      status: "published",
      body: "## Section\n\nText with a [link](/contact).\n\n> A quotation.\n\n1. First\n2. Second\n\n| Frame | U-value |\n| --- | --- |\n| S91 | 0.8 |\n\n`code` and\n\n```\nblock\n```",
    }),
  );
  await page.goto(journalPath(slugFromTitle(title)));
  expect(await axeViolations(page)).toEqual([]);
});
