import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";

/**
 * The React Router request handler, like @react-router/express's, except that a request body comes from the
 * buffer the body-limit middleware already read (req.body), so a size limit applies before any action runs.
 */
export function createRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  const handle = createRouterHandler(options.build, options.mode);
  return async function reactRouter(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    try {
      const response = await handle(toFetchRequest(req, res), options.getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
  }
  return new Request(url, init);
}

export async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body && isJson(response)) {
    // A JSON answer (the form endpoint's) is a few dozen bytes: sent whole with its length, in one write, so the
    // compression middleware can see it is below its threshold instead of starting a gzip stream for it.
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader("Content-Length", body.length);
    res.end(body);
  } else if (response.body) {
    try {
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      if (!(res.destroyed || res.writableEnded)) throw error;
    }
  } else {
    res.end();
  }
}

const isJson = (response: Response) => /^application\/json\b/i.test(response.headers.get("content-type") ?? "");
