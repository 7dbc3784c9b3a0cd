import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  createScriptPreloadPriorityStream,
  lowerScriptPreloadPriority,
} from "../../app/lib/server/script-preload-priority.server";

const head =
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>Portes – Ελληνικά</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  "</head>";
const body = '<body><p>Κείμενο</p><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/x.js"/></body></html>';
const expectedHead = head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe("script preload priority", () => {
  it("marks the head's script preloads low priority and leaves the stylesheet and the body alone", () => {
    expect(lowerScriptPreloadPriority(head + body)).toBe(expectedHead + body);
  });

  it("never adds a second fetchpriority", () => {
    const once = lowerScriptPreloadPriority(head + body);
    expect(lowerScriptPreloadPriority(once)).toBe(once);
  });

  it("rewrites a streamed document whatever the chunk boundaries, including inside tags and characters", async () => {
    const bytes = Buffer.from(head + body);
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(createScriptPreloadPriorityStream()));
      expect(out).toBe(expectedHead + body);
    }
  });

  it("passes a fragment without a head through, rewritten", async () => {
    const fragment = '<link rel="modulepreload" href="/a.js"/>';
    const out = await text(Readable.from([Buffer.from(fragment)]).pipe(createScriptPreloadPriorityStream()));
    expect(out).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
  });
});
