import type { APIRequestContext } from "@playwright/test";
import { expect, PUBLIC_ROUTES, test } from "./fixtures";
import { checkHtml, type HtmlPage } from "./support/html-checker";
import { E2E_ADMIN, postRsvp, uniqueName } from "./support/staff";

/** Fetching some fifty pages, then one run of the checker: seconds on an idle machine, far more on a busy one. */
const CHECK_TIMEOUT_MS = 150_000;

const NOT_FOUND_PATH = "/no-such-page/checked-for-valid-html";
/** The error screen, on a route the test server mounts (ENABLE_TEST_ROUTES). */
const ERROR_PATH = "/__test/error";
const SIGN_IN_PATH = "/admin/login";
const STAFF_PATHS = ["/admin/rsvps", "/admin/account"] as const;

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

/** Signs the request context in, as the sign-in form does (same-origin post, session cookie). */
async function signIn(request: APIRequestContext, baseURL: string) {
  const response = await request.post(SIGN_IN_PATH, {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin/submissions" },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status(), "signing in").toBe(HTTP_SEE_OTHER);
}

test.describe("valid HTML", () => {
  test("every page passes the W3C Nu Html Checker without an error or warning", async ({ request, baseURL }) => {
    test.setTimeout(CHECK_TIMEOUT_MS);

    // Public pages, the not-found and error screens, and the sign-in page (seen signed out).
    const publicPaths = [...new Set([...(await sitemapPaths(request)), ...PUBLIC_ROUTES])];
    const pages = await Promise.all([
      ...publicPaths.map((path) => fetchPage(request, path)),
      fetchPage(request, NOT_FOUND_PATH, HTTP_NOT_FOUND),
      fetchPage(request, ERROR_PATH, HTTP_SERVER_ERROR),
      fetchPage(request, SIGN_IN_PATH),
    ]);

    // The staff pages, with a submission of this test's own in the inbox and on its page.
    const guest = uniqueName("Valid");
    await postRsvp(request, { first_name: guest });
    await signIn(request, baseURL!);
    const inbox = await fetchPage(request, `/admin/submissions?q=${guest}`);
    const submissionPath = inbox.html.match(/href="(\/admin\/submissions\/[^"?#]+)"/)?.[1];
    expect(submissionPath, "a link to the submission in the inbox").toBeDefined();
    pages.push(inbox, ...(await Promise.all([...STAFF_PATHS, submissionPath!].map((path) => fetchPage(request, path)))));

    const problems = await checkHtml(pages);
    expect(problems, `errors and warnings in ${pages.length} pages (page → line.column: message [markup])`).toEqual([]);
  });
});
