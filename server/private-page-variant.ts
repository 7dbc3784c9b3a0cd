import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { CACHE_PRIVATE } from "../app/lib/cache-control";
import type { CachedPage } from "./page-cache";

/** Brotli at its fastest for a page made per request: a 20 kB page compresses in well under a millisecond. */
const VARIANT_BROTLI_QUALITY = 1;
const brotli = promisify(brotliCompress);

/**
 * Sends a cached page changed for one request (the estimator's answer spliced in, decision 055; a form page's first
 * touch, decision 073): the cached page's headers and Content-Security-Policy (the change adds no script), private,
 * compressed with brotli when the browser takes it.
 */
export async function sendPrivateVariant(req: ExpressRequest, res: ExpressResponse, page: CachedPage, body: Buffer, status = 200): Promise<void> {
  const brotliAccepted = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const sent = brotliAccepted ? await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: VARIANT_BROTLI_QUALITY } }) : body;
  res.statusCode = status;
  for (const [name, value] of page.headers) if (name !== "cache-control") res.setHeader(name, value);
  res.setHeader("Cache-Control", CACHE_PRIVATE);
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Vary", "Accept-Encoding");
  if (brotliAccepted) res.setHeader("Content-Encoding", "br");
  res.setHeader("Content-Length", sent.length);
  if (req.method === "HEAD") res.end();
  else res.end(sent);
}
