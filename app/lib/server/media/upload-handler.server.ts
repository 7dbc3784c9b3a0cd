import type { NextFunction, Request, RequestHandler, Response } from "express";
import { mediaImage, mediaOgImage, mediaUrl } from "#app/lib/media";
import { localPath } from "#app/lib/local-path";
import { detectImageType } from "./image-type.server";
import { makeVariants } from "./image-variants.server";
import { isMediaError, MediaError } from "./media-errors.server";
import type { MediaStore } from "./media-schema";
import { insertMedia, newMediaId, type NewMedia } from "./media-store.server";
import { REQUEST_TOO_LARGE } from "#app/lib/media-upload";
import { MAX_REQUEST_BYTES, receiveUpload, type ReceivedUpload } from "./upload-stream.server";
import type { UploadingStaff } from "#app/lib/admin/staff-roles";

export const LOGIN_PATH = "/admin/login";
export const DEFAULT_RETURN_PATH = "/admin";
export const NO_FILE = "Choose an image to upload.";
export const NOT_SIGNED_IN = "Sign in to upload images.";
export { REQUEST_TOO_LARGE };
const MAX_RETURN_LENGTH = 2000;

export interface UploadHandlerOptions {
  store: MediaStore;
  /** Temporary files go here, e.g. `${DATA_DIR}/uploads-tmp`; each is removed before its request is answered. */
  tmpDir: string;
  /** The signed-in staff member, or null. The caller has already refused cross-site posts. */
  requireStaff: (req: Request) => Promise<UploadingStaff | null>;
  /** Where a form without JavaScript goes back to when it names no `return` path. */
  defaultReturn?: string;
  /** Passed on to processing (defaults to MAX_INPUT_PIXELS). */
  maxPixels?: number;
}

/** What the JSON answer says of each stored image: enough to show it and to refer to it. */
export interface UploadedMedia {
  id: string;
  originalName: string;
  width: number;
  height: number;
  alt: "";
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
  ogImage: { path: string; width: number; height: number };
  variants: { format: string; width: number; height: number; size: number; url: string }[];
}

/** A same-site path ("/admin/posts/1?tab=x"), or undefined: never another site ("//evil", "/\\evil", "https:"). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_RETURN_LENGTH) return undefined;
  return localPath(value);
}

/** The return path with one outcome parameter set (and an earlier outcome removed), other parameters kept. */
export function withOutcome(returnPath: string, name: "uploaded" | "uploadError", value: string): string {
  const url = new URL(returnPath, "http://same.invalid");
  url.searchParams.delete("uploaded");
  url.searchParams.delete("uploadError");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function wantsJson(req: Request): boolean {
  return (req.get("accept") ?? "").includes("application/json");
}

function describe(item: NewMedia): UploadedMedia {
  const image = mediaImage(item);
  return {
    id: item.id,
    originalName: item.originalName,
    width: item.width,
    height: item.height,
    alt: "",
    src: image.fallbackSrc,
    avifSrcSet: image.avifSrcSet,
    webpSrcSet: image.webpSrcSet,
    ogImage: mediaOgImage(item),
    variants: item.variants.map((variant) => ({
      format: variant.format,
      width: variant.width,
      height: variant.height,
      size: variant.data.length,
      url: mediaUrl(item.id, variant.width, variant.format),
    })),
  };
}

/**
 * POST multipart/form-data with images in field `file` (one or more) and an optional `return` path. Every image is
 * checked and processed before anything is stored; then all are stored in one transaction, or none.
 * With `Accept: application/json`: `{ ok: true, media }` (201) or `{ ok: false, error }` with a 4xx status. A plain
 * form post (no JavaScript) is sent back to `return` with `?uploaded=id,id` or `?uploadError=message` (303).
 * Mount before any middleware that reads POST bodies: this reads the request stream itself.
 */
export function createUploadHandler(options: UploadHandlerOptions): RequestHandler {
  const defaultReturn = safeReturnPath(options.defaultReturn) ?? DEFAULT_RETURN_PATH;

  return async function uploadMedia(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "POST") {
      res.status(405).set({ Allow: "POST", "Cache-Control": "no-store" }).type("text/plain").send("Method Not Allowed\n");
      return;
    }
    const json = wantsJson(req);
    // The `return` field arrives with the body; the query string lets a form name it before any file arrives.
    let returnPath = safeReturnPath(req.query?.return) ?? defaultReturn;
    let upload: ReceivedUpload | undefined;

    const refuse = (status: number, message: string) => {
      // The body may be unread: close the connection rather than read the rest of a refused upload.
      res.set({ "Cache-Control": "no-store", Connection: "close" });
      if (json) res.status(status).json({ ok: false, error: message });
      else if (status === 401) res.redirect(303, LOGIN_PATH);
      // A role that may not upload here has no page to go back to (the form is on pages it may not open).
      else if (status === 403) res.status(403).type("text/plain; charset=utf-8").send(`Forbidden: ${message}\n`);
      else res.redirect(303, withOutcome(returnPath, "uploadError", message));
    };

    // Temporary files are removed before answering, so nothing is left by the time the client has its answer.
    let answer: () => void;
    try {
      const staff = await options.requireStaff(req);
      if (!staff) throw new MediaError(401, NOT_SIGNED_IN);
      if (staff.refused) throw new MediaError(403, staff.refused);
      const announced = Number(req.get("content-length"));
      if (Number.isFinite(announced) && announced > MAX_REQUEST_BYTES) throw new MediaError(413, REQUEST_TOO_LARGE);

      upload = await receiveUpload(req, { tmpDir: options.tmpDir });
      returnPath = safeReturnPath(upload.fields.return) ?? returnPath;
      if (!upload.files.length) throw new MediaError(400, NO_FILE);

      const items: NewMedia[] = [];
      for (const file of upload.files) {
        const type = await detectImageType(file.path, file.originalName);
        const processed = await makeVariants(file.path, type, file.originalName, { maxPixels: options.maxPixels });
        items.push({
          id: newMediaId(),
          originalName: file.originalName,
          sourceType: type,
          width: processed.width,
          height: processed.height,
          sourceBytes: file.bytes,
          createdBy: staff.email,
          variants: processed.variants,
        });
      }
      await insertMedia(options.store.db, items);

      answer = () => {
        res.set("Cache-Control", "no-store");
        if (json) res.status(201).json({ ok: true, media: items.map(describe) });
        else res.redirect(303, withOutcome(returnPath, "uploaded", items.map((item) => item.id).join(",")));
      };
    } catch (error) {
      answer = isMediaError(error) ? () => refuse(error.status, error.message) : () => next(error);
    } finally {
      await upload?.cleanup().catch((error: unknown) => console.error("Removing temporary upload files failed", error));
    }
    answer();
  };
}
