import { describe, expect, it } from "vitest";
import { stripModulePreloads, stripModulePreloadsStream } from "#app/lib/server/platform/strip-module-preloads.server";

const PAGE =
  '<!DOCTYPE html><html><head><title>Été</title><link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
  '<link rel="preload" href="/assets/font.woff2" as="font"/><link rel="modulepreload" href="/assets/framework-b.js"/></head>' +
  '<body><p>Fenêtres &amp; portes</p><script type="module">import("/assets/entry.client-a.js");</script></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html><head><title>Été</title><link rel="preload" href="/assets/font.woff2" as="font"/></head>' +
  '<body><p>Fenêtres &amp; portes</p><script type="module">import("/assets/entry.client-a.js");</script></body></html>';

async function throughStream(chunks: Buffer[]): Promise<string> {
  const stream = stripModulePreloadsStream();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

describe("removing the script preloads from a page", () => {
  it("drops every modulepreload link and keeps everything else, the module script included", () => {
    expect(stripModulePreloads(PAGE)).toBe(EXPECTED);
  });

  it("does the same on a stream cut anywhere, inside a tag or inside a multi-byte character", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(EXPECTED);
    }
    const oneByteAtATime = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await throughStream(oneByteAtATime)).toBe(EXPECTED);
  });
});
