import { describe, expect, it } from "vitest";
import { buildCsp, inlineScriptHashes } from "#server/security";
import { isChunkLoadError } from "#app/lib/chunk-reload";

describe("CSP for prerendered pages", () => {
  const html = `<script>window.a=1</script><script type="module" async="">import "x"</script>
    <script src="/assets/x.js"></script><script type="application/ld+json">{"a":1}</script>`;

  it("hashes inline scripts but not external scripts or JSON-LD data", () => {
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("never allows bare unsafe-inline scripts and forbids framing", () => {
    const csp = buildCsp(inlineScriptHashes(html), { https: true });
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(buildCsp([], { https: false })).not.toContain("upgrade-insecure-requests");
  });
});

describe("chunk load errors", () => {
  it.each([
    "Failed to fetch dynamically imported module: http://x/assets/about-1.js",
    "error loading dynamically imported module",
    "Importing a module script failed.",
  ])("recognises %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
