import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * HEIC/HEIF decoding with heic-decode (libheif compiled to WebAssembly): sharp's prebuilt binaries have no HEVC
 * decoder. The WebAssembly decoder runs synchronously for seconds on a phone photo, so it runs in a worker thread
 * to keep the server answering other requests meanwhile. libheif applies the file's rotation and mirroring, so the
 * pixels come out upright.
 */

/** A decode taking longer than this is given up (a pathological file); the upload is refused. */
export const HEIC_DECODE_TIMEOUT_MS = 120_000;

export type HeicResult =
  | { ok: true; width: number; height: number; data: Uint8Array }
  | { ok: false; tooLarge: true; width: number; height: number }
  | { ok: false; tooLarge?: false; error: string };

// The worker is a CommonJS script given as text, so it needs no file of its own next to the bundled server.
// It requires heic-decode by the absolute path resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const decode = require(workerData.modulePath);
(async () => {
  const images = await decode.all({ buffer: readFileSync(workerData.filePath) });
  try {
    const primary = images[0];
    if (primary.width * primary.height > workerData.maxPixels) {
      parentPort.postMessage({ ok: false, tooLarge: true, width: primary.width, height: primary.height });
      return;
    }
    const { width, height, data } = await primary.decode();
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ ok: true, width, height, data: bytes }, [bytes.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ ok: false, error: String((error && error.message) || error) }));
`;

let modulePath: string | undefined;

function heicDecodePath(): string {
  modulePath ??= createRequire(import.meta.url).resolve("heic-decode");
  return modulePath;
}

/** Decodes the primary image of a HEIC/HEIF file to RGBA, unless it has more than maxPixels pixels. */
export function decodeHeic(filePath: string, maxPixels: number, timeoutMs = HEIC_DECODE_TIMEOUT_MS): Promise<HeicResult> {
  return new Promise((resolve) => {
    // The decoder logs its own failures to the console; they come back to us as messages instead.
    const worker = new Worker(WORKER_SOURCE, { eval: true, stdout: true, stderr: true, workerData: { modulePath: heicDecodePath(), filePath, maxPixels } });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (result: HeicResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ ok: false, error: "decoding took too long" }), timeoutMs);
    worker.once("message", (message: HeicResult) => settle(message));
    worker.once("error", (error) => settle({ ok: false, error: error.message }));
    worker.once("exit", (code) => settle({ ok: false, error: `decoder stopped (exit code ${code})` }));
  });
}
