import { execFileSync } from "node:child_process";
import path from "node:path";
import { request } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { projects } from "#app/content/projects";
import { checkHtml } from "#tests/e2e/support/html-checker";
import { tempDir } from "#tests/e2e/support/processes";
import { startApp, type RunningApp } from "./support/app";

/**
 * The gallery's pages as served (decision 035), from the production app in this process on a database that holds 40
 * published projects: the first page shows 36, the second the other 4. Show more, the viewer and the links in a
 * browser are in tests/e2e/projects-pages.spec.ts.
 */

const TOTAL = 40;
const PAGE_SIZE = 36;
/** Two pages fetched, then one run of the Nu Html Checker (Java): seconds, more on a busy machine. */
const CHECK_TIMEOUT_MS = 60_000;
/** The n-th project (0-based) of the seeded gallery, after the shipped ones: scripts/lib/gallery-projects.ts. */
const seededProject = (n: number) => {
  const shipped = projects[n % projects.length]!;
  return n < projects.length ? { name: shipped.name, slug: shipped.id } : { name: `${shipped.name} ${n + 1}`, slug: `${shipped.id}-${n + 1}` };
};

let server: RunningApp;
let data: ReturnType<typeof tempDir>;

beforeAll(async () => {
  data = tempDir("helios-gallery-http-");
  // Seeded through the store before the app's first start, which then finds the projects there.
  execFileSync(process.execPath, ["--import", "tsx", path.resolve("scripts/bench/gallery-seed.ts"), data.dir, String(TOTAL)], { stdio: "pipe" });
  server = await startApp({}, { dataDir: data.dir });
});

afterAll(async () => {
  await server?.close();
  data?.remove();
});

const tileCount = (html: string) => html.match(/<a [^>]*aria-labelledby="project-[^"]+-name"/g)?.length ?? 0;

test("served pages: a page's worth of projects as HTML, real links between pages, their own canonical; no page past the last", async () => {
  const http = await request.newContext({ baseURL: server.url });
  const first = await (await http.get("/projects")).text();
  expect(tileCount(first)).toBe(PAGE_SIZE);
  expect(first).toMatch(/<a href="\/projects\?page=2" rel="next"[^>]*>Show more projects<\/a>/);
  expect(first).not.toContain('rel="prev"');
  expect(first).toMatch(/<link rel="canonical" href="[^"]*\/projects"/);

  const second = await http.get("/projects?page=2");
  expect(second.status()).toBe(200);
  const html = await second.text();
  expect(tileCount(html)).toBe(TOTAL - PAGE_SIZE);
  expect(html).toContain(`href="/projects/${seededProject(PAGE_SIZE).slug}"`);
  expect(html).toMatch(/<a href="\/projects" rel="prev"[^>]*>Previous projects<\/a>/);
  expect(html).not.toContain('rel="next"');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/projects\?page=2"/);
  expect(html).toContain("<title>Projects, page 2 | Helios Windows &amp; Doors</title>");

  for (const missing of ["/projects?page=3", "/projects?page=1", "/projects?page=x"]) expect((await http.get(missing)).status(), missing).toBe(404);
  expect(await (await http.get("/sitemap.xml")).text()).toMatch(/<loc>[^<]*\/projects\?page=2<\/loc>/);
  await http.dispose();
  expect(
    await checkHtml([
      { label: "/projects (page 1 of 2)", html: first },
      { label: "/projects?page=2", html },
    ]),
  ).toEqual([]);
}, CHECK_TIMEOUT_MS);
