import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EXTRA_PUBLIC_ROUTES, PUBLIC_ROUTES } from "#tests/e2e/fixtures";
import { openRsvpEvent } from "#tests/e2e/support/events";
import { checkHtml, type HtmlPage } from "#tests/e2e/support/html-checker";
import { postRsvp, uniqueName } from "#tests/e2e/support/staff";
import { signInApi } from "#tests/support/staff-sign-in";
import { FORGOT_PASSWORD_PATH, INVITATION_PATH, RESET_PATH } from "#app/lib/admin/staff-link-paths";
import { issueInvitation } from "#app/lib/server/staff/staff-links.server";
import { unsubscribeKeys, unsubscribeToken } from "#app/lib/server/leads/consent/unsubscribe-links.server";
import { startApp, type RunningApp } from "./support/app";

/** Fetching some fifty pages, then one run of the checker: seconds on an idle machine, far more on a busy one. */
const CHECK_TIMEOUT_MS = 150_000;

const NOT_FOUND_PATH = "/no-such-page/checked-for-valid-html";
/** The error screen, on a route the test server mounts (ENABLE_TEST_ROUTES). */
const ERROR_PATH = "/__test/error";
const SIGN_IN_PATH = "/admin/login";
/** A project's page (also in the sitemap), the gallery filtered, and filtered to nothing (its empty state). */
/** The quote request with a product in its first row (with configurations, and with size limits). */
const QUOTE_PATHS = ["/quote?product=sd95", "/quote?product=sf85"];
const PROJECT_PATHS = ["/projects/lions-bay", "/projects?family=doors&product=s700&area=sea-to-sky", "/projects?product=m7&area=okanagan"];
const STAFF_PATHS = [
  "/admin/rsvps",
  "/admin/account",
  "/admin/accounts",
  "/admin/audit",
  "/admin/events",
  "/admin/events/new",
  "/admin/announcements",
  "/admin/announcements/new",
  "/admin/journal",
  "/admin/journal/new",
  "/admin/media",
  "/admin/backups",
  "/admin/projects",
  "/admin/projects/new",
  "/admin/products",
  "/admin/products/new",
  "/admin/landings",
  "/admin/pivot-designs",
  "/admin/products/sd95/placement",
  "/admin/energy",
  "/admin/channels",
  "/admin/pages",
  "/admin/pages/home",
  "/admin/pages/about",
  "/admin/pages/contact",
  "/admin/pages/privacy",
] as const;

/** A journal post that uses every kind of Markdown a post may hold, so each element's HTML is checked. */
const RICH_MARKDOWN = [
  "# A heading",
  "Some **strong** and *emphasised* words, `code`, a [link](https://example.com) and an address: https://example.org.",
  "## A list",
  "- one\n- two\n\n1. first\n2. second",
  "> A quotation.",
  "```\nconst pre = true;\n```",
  "| Product | Uw |\n| --- | --- |\n| S91 | 0.8 |",
  "---",
  '<script>alert("not run")</script> <img src=x onerror=alert(1)>',
].join("\n\n");

const HTTP_OK = 200;
const HTTP_SEE_OTHER = 303;
const HTTP_NOT_FOUND = 404;
const HTTP_SERVER_ERROR = 500;

/** The paths of every URL in the sitemap, so each page is checked as soon as it is listed there. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(HTTP_OK);
  const locations = [...(await response.text()).matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map(([, loc]) => loc!.replaceAll("&amp;", "&"));
  expect(locations.length, "URLs in the sitemap").toBeGreaterThan(0);
  return locations.map((location) => {
    const url = new URL(location);
    return `${url.pathname}${url.search}`;
  });
}

async function fetchPage(request: APIRequestContext, path: string, status = HTTP_OK): Promise<HtmlPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()["content-type"], path).toMatch(/^text\/html\b/);
  return { label: path, html: await response.text() };
}

/**
 * Every page's HTML through the W3C Nu Html Checker (vnu.jar, run with Java: tests/e2e/support/html-checker.ts), the
 * pages fetched from the production app in this process, set up as the browser tests' shared server is (test routes,
 * generous limits, a cheap captcha, an open event).
 */
describe("valid HTML", () => {
  let app: RunningApp;
  let request: APIRequestContext;
  let baseURL: string;

  beforeAll(async () => {
    app = await startApp({ ENABLE_TEST_ROUTES: "1", FORM_RATE_LIMIT: "10000", HELD_PER_CLIENT: "10000", ALTCHA_COST: "200" });
    baseURL = app.url;
    request = await playwrightRequest.newContext({ baseURL });
    await openRsvpEvent(baseURL);
  });

  afterAll(async () => {
    await request?.dispose();
    await app?.close();
  });

  test("every page passes the W3C Nu Html Checker without an error or warning", async () => {

    // Public pages, the not-found and error screens, and the sign-in page (seen signed out).
    const publicPaths = [...new Set([...(await sitemapPaths(request)), ...PUBLIC_ROUTES, ...EXTRA_PUBLIC_ROUTES, ...PROJECT_PATHS, ...QUOTE_PATHS])];
    const pages = await Promise.all([
      ...publicPaths.map((path) => fetchPage(request, path)),
      fetchPage(request, NOT_FOUND_PATH, HTTP_NOT_FOUND),
      fetchPage(request, ERROR_PATH, HTTP_SERVER_ERROR),
      fetchPage(request, SIGN_IN_PATH),
      // The unsubscribe link's page (decision 074): asking, and a link the site did not make.
      fetchPage(request, `/unsubscribe/${unsubscribeToken(unsubscribeKeys(app.services.sessionSecret), "valid@example.com")}`),
      fetchPage(request, "/unsubscribe/not-a-token", HTTP_NOT_FOUND),
    ]);

    // The staff pages, with a submission of this test's own in the inbox and on its page.
    const guest = uniqueName("Valid");
    await postRsvp(request, { first_name: guest });
    await signInApi(request, baseURL);

    // A published post of this test's own, on its public page and in the journal's list, and its editor.
    const saved = await request.post("/admin/journal/new", {
      form: { intent: "save", title: uniqueName("Valid markup "), summary: "Every element a post may hold.", body: RICH_MARKDOWN, status: "published" },
      headers: { Origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    expect(saved.status(), "publishing a post").toBe(HTTP_SEE_OTHER);
    const savedAt = new URL(saved.headers().location!, baseURL);
    const editorPath = `${savedAt.pathname}${savedAt.search}`;
    const postPath = (await fetchPage(request, editorPath)).html.match(/href="(\/journal\/[a-z0-9-]+)"/)?.[1];
    expect(postPath, "a link to the public post from its editor").toBeDefined();
    pages.push(...(await Promise.all([postPath!, "/journal", editorPath].map((path) => fetchPage(request, path)))));
    const eventPath = (await fetchPage(request, "/admin/events")).html.match(/href="(\/admin\/events\/[0-9a-f-]{36})"/)?.[1];
    expect(eventPath, "a link to an event's editor").toBeDefined();
    pages.push(await fetchPage(request, eventPath!));
    const projectPath = (await fetchPage(request, "/admin/projects")).html.match(/href="(\/admin\/projects\/[0-9a-f-]{36})"/)?.[1];
    expect(projectPath, "a link to a project's editor").toBeDefined();
    pages.push(await fetchPage(request, projectPath!));
    const landingPath = (await fetchPage(request, "/admin/landings")).html.match(/href="(\/admin\/landings\/[0-9a-f-]{36})"/)?.[1];
    expect(landingPath, "a link to a landing page's editor").toBeDefined();
    pages.push(await fetchPage(request, landingPath!));
    const designPath = (await fetchPage(request, "/admin/pivot-designs")).html.match(/href="(\/admin\/pivot-designs\/[0-9a-f-]{36})"/)?.[1];
    expect(designPath, "a link to a pivot design's history").toBeDefined();
    pages.push(await fetchPage(request, designPath!));
    const inbox = await fetchPage(request, `/admin/submissions?q=${guest}`);
    const submissionPath = inbox.html.match(/href="(\/admin\/submissions\/[^"?#]+)"/)?.[1];
    expect(submissionPath, "a link to the submission in the inbox").toBeDefined();
    // The staff links' pages (decision 064): asking for a reset link, an invitation (also listed on Accounts) and a
    // link that does not work.
    let invitationToken = "";
    await issueInvitation(app.services.store, { email: "invited@helios.example", role: "editor", name: "Ina Invited", by: "e2e" }, (token, link) => {
      invitationToken = token;
      return { id: link.id, submission_id: null, kind: "email", recipient: link.email, reply_to: null, subject: "Invitation", body: token, created_at: link.created_at, next_attempt_at: link.created_at };
    });
    pages.push(
      ...(await Promise.all([
        fetchPage(request, FORGOT_PASSWORD_PATH),
        fetchPage(request, `${INVITATION_PATH}/${invitationToken}`),
        fetchPage(request, `${RESET_PATH}/${"x".repeat(43)}`, HTTP_NOT_FOUND),
      ])),
    );
    pages.push(inbox, ...(await Promise.all([...STAFF_PATHS, submissionPath!].map((path) => fetchPage(request, path)))));
    // A held submission (a contact message sent without the captcha), with Release and Discard on its row and page.
    const held = uniqueName("Heldvalid");
    const posted = await request.post("/contact", {
      form: { first_name: held, last_name: "Valid", _replyto: "held@example.com", phone: "6045550111", message: "Hello", how_did_you_hear: "Google" },
      headers: { Origin: new URL(baseURL).origin },
    });
    expect(posted.status(), "a contact message sent without the captcha").toBe(HTTP_OK);
    const heldInbox = await fetchPage(request, `/admin/submissions?q=${held}`);
    const heldPath = heldInbox.html.match(/href="(\/admin\/submissions\/[^"?#]+)"/)?.[1];
    expect(heldPath, "a link to the held submission in the inbox").toBeDefined();
    pages.push(heldInbox, await fetchPage(request, heldPath!));

    const problems = await checkHtml(pages);
    expect(problems, `errors and warnings in ${pages.length} pages (page → line.column: message [markup])`).toEqual([]);
  }, CHECK_TIMEOUT_MS);
});

describe("valid HTML of the RSVP page's other states", () => {
  test("a past event and a page with no event pass the checker too", async () => {
    // As a staff server of the browser tests (tests/e2e/support/staff.ts): one proxy, generous limits, a cheap captcha.
    const server = await startApp({ TRUST_PROXY: "1", FORM_RATE_LIMIT: "10000", ALTCHA_COST: "200" });
    const request = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      // A fresh database holds the grand opening of October 2025: the page tells that it took place.
      const past = await fetchPage(request, "/rsvp");
      expect(past.html).toContain("This event took place on October 22nd, 2025.");
      await signInApi(request, server.url);
      const eventPath = (await fetchPage(request, "/admin/events")).html.match(/href="(\/admin\/events\/[0-9a-f-]{36})"/)?.[1];
      const deleted = await request.post(eventPath!, { form: { intent: "delete" }, headers: { Origin: server.url }, maxRedirects: 0 });
      expect(deleted.status(), "deleting the event").toBe(HTTP_SEE_OTHER);
      const none = await fetchPage(request, "/rsvp");
      expect(none.html).toContain("There is no event to RSVP for at the moment.");
      expect(none.html).toContain('<meta name="robots" content="noindex, follow"/>');
      const problems = await checkHtml([
        { label: "/rsvp (past event)", html: past.html },
        { label: "/rsvp (no event)", html: none.html },
      ]);
      expect(problems).toEqual([]);
    } finally {
      await request.dispose();
      await server.close();
    }
  }, CHECK_TIMEOUT_MS);
});
