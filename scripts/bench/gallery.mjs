// Section "gallery": /projects with 300 projects (decision 035). A server of its own starts on a data folder seeded
// with that many published projects (gallery-seed.ts); the section measures the HTML of the gallery's first page, a
// later one, the last and a filtered one (bytes as sent with Brotli and uncompressed, and tiles), and how long a
// render takes: each request names a different project of the first page ("?project="), so each is an address the
// page cache has not seen and is rendered (the same projects on screen as the first page's). --gallery-projects
// changes the number.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync } from "node:zlib";
import { GALLERY_HTML_MAX_KB } from "./budgets.mjs";
import { registerCleanup, table } from "./util.mjs";

const DEFAULT_PROJECTS = 300;
/** Renders measured: one per project of the first page named in "?project=". */
const RENDERS = 20;
const SEED_TIMEOUT_MS = 2 * 60 * 1000;

/** One GET as a browser asks (Brotli accepted): status, bytes on the wire, the HTML, and the time to the last byte. */
function get(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { headers: { "accept-encoding": "br", accept: "text/html" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const wire = Buffer.concat(chunks);
        const html = (response.headers["content-encoding"] === "br" ? brotliDecompressSync(wire) : wire).toString("utf8");
        resolve({ status: response.statusCode, wireBytes: wire.length, htmlBytes: Buffer.byteLength(html), html, ms });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const tilesIn = (html) => html.match(/<a [^>]*aria-labelledby="project-[^"]+-name"/g)?.length ?? 0;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const gallerySection = {
  id: "gallery",
  title: "Projects gallery with many projects",
  options: { "gallery-projects": { type: "string" } },

  async run({ root, startServer, options }) {
    const total = Number(options["gallery-projects"] ?? DEFAULT_PROJECTS);
    if (!Number.isInteger(total) || total < 1) throw new Error(`--gallery-projects must be a whole number, not ${options["gallery-projects"]}`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "helios-bench-gallery-"));
    const removeDataDir = registerCleanup("gallery data dir", {
      stop: async () => rmSync(dataDir, { recursive: true, force: true }),
      kill: () => rmSync(dataDir, { recursive: true, force: true }),
    });
    const seedStarted = Date.now();
    await promisify(execFile)(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/gallery-seed.ts"), dataDir, String(total)], {
      cwd: root,
      timeout: SEED_TIMEOUT_MS,
    });
    const seedMs = Date.now() - seedStarted;
    const server = await startServer({ label: "gallery", env: { DATA_DIR: dataDir } });
    try {
      // The first page's tiles are a page's worth (PROJECTS_PAGE_SIZE) when there are more projects than that.
      const first = await get(`${server.url}/projects`);
      const pageSize = tilesIn(first.html);
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const pages = [
        ["first page", "/projects"],
        ...(pageCount > 1 ? [["page 2", "/projects?page=2"], [`last (${pageCount})`, `/projects?page=${pageCount}`]] : []),
        ["filtered (doors)", "/projects?family=doors"],
      ];
      const sizes = [];
      for (const [label, page] of pages) {
        const response = await get(`${server.url}${page}`);
        if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
        sizes.push({ label, path: page, htmlBytes: response.htmlBytes, wireBytes: response.wireBytes, tiles: tilesIn(response.html) });
      }
      // Renders: addresses the cache has not seen, each with the first page's projects on screen.
      const slugs = [...first.html.matchAll(/href="\/projects\/([a-z0-9-]+)"/g)].map((match) => match[1]);
      const renderMs = [];
      for (const slug of [...new Set(slugs)].slice(0, RENDERS)) {
        const response = await get(`${server.url}/projects?project=${slug}`);
        if (response.status !== 200) throw new Error(`/projects?project=${slug} answered ${response.status}`);
        renderMs.push(response.ms);
      }
      const cachedMs = [];
      for (let i = 0; i < RENDERS; i++) cachedMs.push((await get(`${server.url}/projects`)).ms);

      const firstPage = sizes[0];
      const misses =
        firstPage.htmlBytes / 1024 > GALLERY_HTML_MAX_KB
          ? [`gallery: /projects with ${total} projects is ${kb(firstPage.htmlBytes)} KB of HTML > ${GALLERY_HTML_MAX_KB} KB`]
          : [];
      const data = { projects: total, pageSize, seedMs, pages: sizes, renderMs: { median: median(renderMs), max: Math.max(...renderMs), samples: renderMs.length }, cachedMedianMs: median(cachedMs) };
      return {
        data,
        misses,
        lines: [
          `  ${total} published projects (seeded in ${(seedMs / 1000).toFixed(1)} s), ${pageSize} a page`,
          ...table(
            ["page", "tiles", "HTML KB", "sent KB (br)"],
            sizes.map((size) => [size.label, size.tiles, kb(size.htmlBytes), kb(size.wireBytes)]),
          ).map((line) => `  ${line}`),
          `  render of the first page (not cached): median ${data.renderMs.median.toFixed(1)} ms, max ${data.renderMs.max.toFixed(1)} ms over ${renderMs.length}`,
          `  served from the page cache: median ${data.cachedMedianMs.toFixed(1)} ms`,
        ],
      };
    } finally {
      await server.stop();
      await removeDataDir();
    }
  },
};
