import { Readable } from "node:stream";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Kysely } from "kysely";
import { productTabPath } from "#app/lib/admin/product-tabs";
import { MAX_PRODUCT_FILE_BYTES, PRODUCT_FILE_FORMATS, productFileMessages } from "#app/lib/product-files";
import { isMediaError, MediaError } from "../media/media-errors.server";
import { MULTIPART_OVERHEAD_BYTES, receiveUpload, TOO_MANY_FILES, type ReceivedUpload } from "../media/upload-stream.server";
import type { Store } from "../platform/database.server";
import { checkedFileFields, downloadDisposition, findServedFile, productFileChunks, storeProductFile } from "../content/product-files.server";
import type { UploadingStaff } from "#app/lib/admin/staff-roles";

/** Where a refused upload by someone signed out goes. */
const LOGIN_PATH = "/admin/login";
/** The staff page's list of files: the upload answers there. */
const FILES_ANCHOR = "#files";
/** A content-addressed file never changes under its name. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface ProductFileUploadOptions {
  store: Store;
  /** Temporary files go here; each is removed before its request is answered. */
  tmpDir: string;
  /** The signed-in staff member, or null. Staff posts from another origin were refused before (staffGuards). */
  requireStaff: (req: Request) => Promise<UploadingStaff | null>;
}

function pageWith(productId: string, name: "fileAdded" | "fileError", value: string): string {
  return `${productTabPath(productId, "pictures")}?${name}=${encodeURIComponent(value.slice(0, 500))}${FILES_ANCHOR}`;
}

async function productRowId(store: Store, slug: string): Promise<string | undefined> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  const row = await (store.db as unknown as Kysely<any>)
    .selectFrom("products")
    .select("id")
    .where("slug", "=", slug)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return (row as { id: string } | undefined)?.id;
}

/**
 * POST /admin/products/:id/files — one file (field `file`) with its `label` and `type`, streamed to a temporary file,
 * checked by its bytes, stored with its product's files; nothing of a refused file stays. With
 * `Accept: application/json`: `{ ok: true, label }` (201) or `{ ok: false, error }` with its 4xx; a plain form post
 * goes back to the product's pictures page with ?fileAdded= or ?fileError= (303).
 */
export function createProductFileUpload(options: ProductFileUploadOptions): RequestHandler {
  return async function uploadProductFile(req: Request, res: Response, next: NextFunction) {
    const json = (req.get("accept") ?? "").includes("application/json");
    const productId = String(req.params.id ?? "");
    let upload: ReceivedUpload | undefined;
    let answer: () => void;
    try {
      const staff = await options.requireStaff(req);
      if (!staff) throw new MediaError(401, productFileMessages.notSignedIn);
      if (staff.refused) throw new MediaError(403, staff.refused);
      const rowId = await productRowId(options.store, productId);
      if (!rowId) throw new MediaError(422, productFileMessages.noProduct);
      const announced = Number(req.get("content-length"));
      if (Number.isFinite(announced) && announced > MAX_PRODUCT_FILE_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw new MediaError(413, productFileMessages.requestTooLarge);
      }
      upload = await receiveUpload(req, {
        tmpDir: options.tmpDir,
        maxFileBytes: MAX_PRODUCT_FILE_BYTES,
        maxFiles: 1,
        maxBodyBytes: MAX_PRODUCT_FILE_BYTES + MULTIPART_OVERHEAD_BYTES,
      }).catch((error: unknown) => {
        // The shared reader speaks of images; its refusals are said in this page's words.
        if (isMediaError(error) && error.message === TOO_MANY_FILES) throw new MediaError(413, productFileMessages.oneFile);
        if (isMediaError(error) && error.status === 413) throw new MediaError(413, productFileMessages.requestTooLarge);
        throw error;
      });
      const file = upload.files[0];
      if (!file) throw new MediaError(400, productFileMessages.noFile);
      const { label, type } = checkedFileFields(upload.fields);
      const stored = await storeProductFile(options.store, { productId: rowId, label, type, file, actor: staff.email });
      answer = () => {
        res.set("Cache-Control", "no-store");
        if (json) res.status(201).json({ ok: true, label: stored.label });
        else res.redirect(303, pageWith(productId, "fileAdded", stored.label));
      };
    } catch (error) {
      answer = isMediaError(error)
        ? () => {
            // The body may be unread: close the connection rather than read the rest of a refused upload.
            res.set({ "Cache-Control": "no-store", Connection: "close" });
            if (json) res.status(error.status).json({ ok: false, error: error.message });
            else if (error.status === 401) res.redirect(303, LOGIN_PATH);
            // A role that may not add files has no page to go back to (the pictures page is not theirs).
            else if (error.status === 403) res.status(403).type("text/plain; charset=utf-8").send(`Forbidden: ${error.message}\n`);
            else res.redirect(303, pageWith(productId, "fileError", error.message));
          }
        : () => next(error);
    } finally {
      await upload?.cleanup().catch((error: unknown) => console.error("Removing temporary upload files failed", error));
    }
    answer();
  };
}

function notFound(res: Response): void {
  res.status(404).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }).type("text/plain; charset=utf-8").send("No file has this address.\n");
}

/**
 * GET /files/products/:product/:file — a live file of a published product, streamed from the database a piece at a
 * time: always a download (Content-Disposition with a cleaned name), its format's type, nosniff, a sandbox if opened in
 * a tab, cached for a year (the name holds the file's hash). 404 for a deleted file, a hidden or unknown product.
 */
export function createProductFileServer(options: { store: Store }): RequestHandler {
  return async function serveProductFile(req: Request, res: Response, next: NextFunction) {
    try {
      const file = await findServedFile(options.store, String(req.params.product ?? ""), String(req.params.file ?? ""));
      if (!file) return notFound(res);
      const format = file.format as keyof typeof PRODUCT_FILE_FORMATS;
      res.status(200).set({
        "Content-Type": PRODUCT_FILE_FORMATS[format].contentType,
        "Content-Length": String(file.bytes),
        "Content-Disposition": downloadDisposition(file.original_name, format),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": IMMUTABLE,
        "Content-Security-Policy": "sandbox; default-src 'none'",
        ETag: `"${file.sha256}"`,
      });
      if (req.fresh) return void res.status(304).end();
      if (req.method === "HEAD") return void res.end();
      Readable.from(productFileChunks(options.store, file.id)).pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
