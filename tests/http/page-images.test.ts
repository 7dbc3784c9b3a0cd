import { afterAll, beforeAll, expect, test } from "vitest";
import { EXTRA_PUBLIC_ROUTES, PUBLIC_ROUTES } from "#tests/e2e/fixtures";
import { startApp, type RunningApp } from "./support/app";

/**
 * Every picture a public page names is there: each candidate of every `srcset` (every width, AVIF and WebP, not only
 * the one a browser of one width would pick), each `src`, poster and social image, on every page the sitemap lists
 * and the specification's routes. The browser tests load no images unless they are about pictures
 * (tests/e2e/support/browser.ts), so a missing picture is found here, not by a browser's failed request.
 */

/** Some fifty pages and a few thousand picture requests to the app in this process. */
const CHECK_TIMEOUT_MS = 120_000;
/** How many pictures are asked for at once. */
const PARALLEL_REQUESTS = 16;

let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

/** The pages to read: the specification's routes, the extra public pages, and every page of the sitemap. */
async function publicPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
  return [...new Set([...PUBLIC_ROUTES, ...EXTRA_PUBLIC_ROUTES, ...listed])];
}

const decode = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

/** The addresses of the pictures a page's HTML names, on this site (other sites' are not ours to check). */
function picturesOf(html: string): string[] {
  const found: string[] = [];
  for (const [, list] of html.matchAll(/\b(?:srcset|imagesrcset)="([^"]*)"/g)) {
    for (const candidate of decode(list!).split(",")) found.push(candidate.trim().split(/\s+/)[0]!);
  }
  for (const [, src] of html.matchAll(/<(?:img|source)\b[^>]*?\ssrc="([^"]+)"/g)) found.push(decode(src!));
  for (const [, poster] of html.matchAll(/\sposter="([^"]+)"/g)) found.push(decode(poster!));
  for (const [, image] of html.matchAll(/<meta\b[^>]*?(?:property="og:image"|name="twitter:image")[^>]*?content="([^"]+)"/g)) found.push(decode(image!));
  // A picture in a stylesheet or a style attribute (the fonts' url()s are not pictures).
  for (const [, image] of html.matchAll(/url\((?:&quot;|["'])?(\/[^)"'&]+\.(?:avif|webp|png|jpe?g|svg|gif))/g)) found.push(image!);
  return found.filter(Boolean);
}

test(
  "every picture a public page names answers 200 as an image, at every width and in every format",
  async () => {
    const pages = await publicPages();
    expect(pages.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    const named = new Map<string, string>();
    for (const page of pages) {
      const response = await fetch(`${app.url}${page}`);
      expect(response.status, page).toBe(200);
      for (const picture of picturesOf(await response.text())) {
        const url = new URL(picture, `${app.url}${page}`);
        if (url.origin !== app.url && url.origin !== new URL(app.services.env.SITE_URL).origin) continue;
        named.set(`${url.pathname}${url.search}`, page);
      }
    }
    // The home page alone names dozens (every width of its pictures in two formats): a check that read none is no check.
    expect(named.size).toBeGreaterThan(200);

    const missing: string[] = [];
    const queue = [...named];
    await Promise.all(
      Array.from({ length: PARALLEL_REQUESTS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [picture, page] = next;
          const response = await fetch(`${app.url}${picture}`);
          const type = response.headers.get("content-type") ?? "";
          await response.arrayBuffer();
          if (response.status !== 200 || !/^image\//.test(type)) missing.push(`${picture} (on ${page}): ${response.status} ${type}`);
        }
      }),
    );
    expect(missing).toEqual([]);
  },
  CHECK_TIMEOUT_MS,
);
