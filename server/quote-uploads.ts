import type { NextFunction, Request, Response } from "express";
import { UploadReservation } from "../app/lib/server/leads/pending-uploads.server";
import { receiveQuoteUpload } from "../app/lib/server/leads/quote-upload.server";
import { MediaError } from "../app/lib/server/media/media-errors.server";
import { clientHash } from "../app/lib/server/platform/client-hash.server";
import type { AppServices } from "../app/lib/server/platform/services.server";
import { QUOTE_PATHS } from "./post-guards";
import { plain } from "./request-guards";

/**
 * A quote request sent as multipart (with drawings or photos, from the page with or without JavaScript, or to
 * /f/quote): the files stream to temporary files and the text fields become the body the action reads, form-encoded,
 * so the small-body limit that follows never holds a file. The files reach the action through the load context and
 * are removed when the answer is sent. With the services, the body's bytes are first reserved against the
 * pending-file quota of its client and the site's budget (decision 022): a post they cannot take is answered 429 or
 * 507 before anything of it is written.
 */
export function quoteUploads(tmpDir: string, services?: Pick<AppServices, "store" | "clientKey" | "uploadLimits">) {
  return async function receiveQuote(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "POST" || !QUOTE_PATHS.includes(req.path) || !req.is("multipart/form-data")) return next();
    const reservation = services
      ? new UploadReservation(services.store.db, { dialect: services.store.dialect, limits: services.uploadLimits }, clientHash(req.ip, services.clientKey))
      : undefined;
    try {
      const { fields, quoteUpload, cleanup } = await receiveQuoteUpload(req, tmpDir, reservation);
      res.once("close", () => void cleanup().catch((error: Error) => console.error(`Quote upload cleanup failed: ${error.message}`)));
      req.body = Buffer.from(new URLSearchParams(fields).toString(), "utf8");
      req.headers["content-type"] = "application/x-www-form-urlencoded";
      res.locals.quoteUpload = quoteUpload;
      return next();
    } catch (error) {
      if (!(error instanceof MediaError)) return next(error);
      // The form endpoint answers JSON, its refusals included; a page's post gets the sentence as text.
      if (req.path.startsWith("/f/")) return res.status(error.status).setHeader("Cache-Control", "no-store").json({ ok: false, error: error.message });
      return plain(res, error.status, error.message);
    }
  };
}
