// Writes .br and .gz next to every compressible file of the client build, so the server never compresses on the fly.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|json|data|xml|txt|svg|webmanifest|ico)$/i;
/** Smaller files are not worth a compressed copy. */
const MIN_BYTES = 512;

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

export function precompress(dir) {
  let count = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}
