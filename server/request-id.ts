import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { withRequestId } from "../app/lib/server/platform/logger.server";

/** The header a request's id is answered in (and read from, behind a trusted proxy). */
export const REQUEST_ID_HEADER = "X-Request-Id";
/**
 * What a proxy's id may look like to be kept: letters, digits and . _ : - only, 8 to 64 of them (nginx's $request_id
 * is 32 hex digits, a UUID 36 characters). Anything else is replaced: the id is written to the log and to pages.
 */
const TRUSTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** A proxy's id when the proxy is trusted (TRUST_PROXY > 0) and the id is well formed; otherwise a new one. */
export function requestIdOf(header: string | string[] | undefined, trustProxy: number): string {
  const sent = Array.isArray(header) ? header[0] : header;
  if (trustProxy > 0 && sent && TRUSTED_ID.test(sent)) return sent;
  return randomUUID();
}

/**
 * Gives every request an id: answered in X-Request-Id, kept in res.locals.requestId (the error page shows it), and
 * carried by every log line written while the request is answered.
 */
export function requestId(trustProxy: number) {
  return function assignRequestId(req: Request, res: Response, next: NextFunction) {
    const id = requestIdOf(req.headers["x-request-id"], trustProxy);
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    withRequestId(id, next);
  };
}

/**
 * Re-enters the request's log context: a body read from the socket continues in the socket's context, not the
 * request's, so this follows each middleware that reads one.
 */
export function rejoinRequest(_req: Request, res: Response, next: NextFunction) {
  const id = res.locals.requestId;
  if (typeof id === "string" && id) withRequestId(id, next);
  else next();
}
