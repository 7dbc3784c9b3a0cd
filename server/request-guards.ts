import type { NextFunction, Request, Response } from "express";
import { looksLikeAnotherSite } from "../app/lib/local-path";
import type { Logger } from "../app/lib/server/platform/logger.server";
import { loggedPath } from "./log-path";

/** Longer request targets are refused with 414 before any routing. */
export const MAX_URL_LENGTH = 2048;
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

/** A short plain-text answer that is never cached: how the guards refuse a request. */
export function plain(res: Response, status: number, message: string) {
  res.status(status).type("text/plain; charset=utf-8").setHeader("Cache-Control", "no-store");
  res.send(`${message}\n`);
}

/** Refuses what no page can answer with a clear 4xx, so it never reaches the app as a 5xx. */
export function requestGuards(req: Request, res: Response, next: NextFunction) {
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    return plain(res, 414, `URI Too Long: addresses on this site are at most ${MAX_URL_LENGTH} characters.`);
  }
  if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    return plain(res, 405, `Method Not Allowed: ${req.method} is not supported here.`);
  }
  if (req.method === "OPTIONS") {
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    return res.status(204).end();
  }
  try {
    decodeURIComponent(req.path);
    const query = req.originalUrl.indexOf("?");
    if (query >= 0) decodeURIComponent(req.originalUrl.slice(query + 1).replace(/\+/g, " "));
  } catch {
    return plain(res, 400, "Bad Request: the address contains malformed percent-encoding.");
  }
  // "//evil.example/" or "/\evil.example/" is no page of this site; answered here, it never reaches a redirect (the
  // trailing slash's would send the visitor there) or a render (which would read it as another host's address).
  if (looksLikeAnotherSite(req.path)) return plain(res, 404, "Not Found: there is no page at this address.");
  if (req.path.includes("\0") || /(^|\/)\.\.(\/|$)/.test(decodeURIComponent(req.path))) {
    return plain(res, 400, "Bad Request: the address is not valid.");
  }
  next();
}

/** Paths a load balancer or monitor asks for every few seconds: logged at debug level when they answer 2xx. */
const PROBE_PATHS = new Set(["/healthz", "/livez"]);

/**
 * One log line per request: method, path (tokens masked, no query on staff pages: server/log-path.ts), status,
 * duration and bytes; the request id and instance come with every line (logger.server.ts). Never the visitor's
 * address, body or headers.
 */
export function requestLog(logger: Logger) {
  return function logRequest(req: Request, res: Response, next: NextFunction) {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Math.round((Number(process.hrtime.bigint() - start) / 1e6) * 10) / 10;
      const length = Number(res.getHeader("Content-Length") ?? NaN);
      const line = {
        reqId: String(res.locals.requestId ?? ""),
        method: req.method,
        path: loggedPath(req.originalUrl),
        status: res.statusCode,
        ms,
        ...(Number.isFinite(length) ? { bytes: length } : {}),
      };
      const probe = PROBE_PATHS.has(req.path) && res.statusCode < 300;
      const level = res.statusCode >= 500 ? "warn" : probe ? "debug" : "info";
      logger[level](line, "request");
    });
    next();
  };
}
