import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as ownerContent from "#db/migrations/0004-owner-content";
import { mediaOgImage, mediaUrl } from "#app/lib/media";
import { createMediaHandler, createMediaServer } from "#app/lib/server/media/media-handler.server";
import { createOgImageHandler } from "#app/lib/server/media/og-image.server";
import type { MediaStore } from "#app/lib/server/media/media-schema";
import {
  getMedia,
  insertMedia,
  setMediaFocal,
  listMedia,
  newMediaId,
  readVariant,
  restoreMedia,
  softDeleteMedia,
  type NewMedia,
} from "#app/lib/server/media/media-store.server";
import { createUploadHandler, NO_FILE, REQUEST_TOO_LARGE, type UploadedMedia } from "#app/lib/server/media/upload-handler.server";
import { MAX_REQUEST_BYTES } from "#app/lib/server/media/upload-stream.server";
import { VariantCache } from "#app/lib/server/media/variant-cache.server";
import { HEIC_SAMPLE, jpegWithGps, PDF_BYTES, plainJpeg, pngWithAlpha, truncated } from "../fixtures/media/images";
import { DIALECTS, useTestStore } from "./support/test-stores";

/** The store the shared test helper opens (typed through it, so this file follows it wherever the store module lives). */
type Store = Awaited<ReturnType<ReturnType<typeof useTestStore>["open"]>>;

const STAFF = "staff@helios.example";
const T0 = Date.UTC(2025, 9, 22, 18);

/** The media tables until 0004 is registered in the migrator (then this finds them already there). */
async function withMediaTables(store: Store): Promise<MediaStore> {
  const db = store.db as unknown as Kysely<any>;
  const present = await db
    .selectFrom("media")
    .select("id")
    .limit(1)
    .execute()
    .then(
      () => true,
      () => false,
    );
  if (!present) await ownerContent.up(db);
  // The main Store plugs straight in (its Database includes the media tables).
  return store;
}

function sampleMedia(overrides: Partial<NewMedia> = {}): NewMedia {
  return {
    id: newMediaId(),
    originalName: "cover.jpg",
    sourceType: "jpeg",
    width: 900,
    height: 600,
    sourceBytes: 123_456,
    createdBy: STAFF,
    variants: [
      { format: "avif", width: 480, height: 320, data: Buffer.from([1, 2, 3, 0, 255]) },
      { format: "webp", width: 480, height: 320, data: Buffer.from("webp-480") },
      { format: "webp", width: 800, height: 533, data: Buffer.from("webp-800") },
      { format: "jpeg", width: 900, height: 600, data: Buffer.alloc(70_000, 9) },
    ],
    ...overrides,
  };
}

describe.each(DIALECTS)("uploaded images on $dialect", ({ dialect }) => {
  const testStore = useTestStore(dialect);

  describe("the media store", () => {
    it("stores an image with its variants, lists, soft-deletes and restores it", async () => {
      const { db } = await withMediaTables(await testStore.open());
      const first = sampleMedia();
      const second = sampleMedia({ originalName: "partner.png", sourceType: "png" });
      await insertMedia(db, [first], T0);
      await insertMedia(db, [second], T0 + 1000);

      expect((await listMedia(db)).map((row) => row.id)).toEqual([second.id, first.id]);
      const item = await getMedia(db, first.id);
      expect(item).toMatchObject({ id: first.id, original_name: "cover.jpg", source_type: "jpeg", width: 900, height: 600 });
      expect(item).toMatchObject({ source_bytes: 123_456, created_at: T0, created_by: STAFF, deleted_at: null });
      expect(item!.variants).toEqual([
        { format: "avif", width: 480, height: 320, size: 5 },
        { format: "jpeg", width: 900, height: 600, size: 70_000 },
        { format: "webp", width: 480, height: 320, size: 8 },
        { format: "webp", width: 800, height: 533, size: 8 },
      ]);
      const bytes = await readVariant(db, { id: first.id, format: "avif", width: 480 }, { withData: true });
      expect(bytes!.data!.equals(Buffer.from([1, 2, 3, 0, 255]))).toBe(true);
      expect(await readVariant(db, { id: first.id, format: "jpeg", width: 900 })).toEqual({ size: 70_000 });

      expect(await softDeleteMedia(db, first.id, T0 + 5000)).toBe(true);
      expect(await softDeleteMedia(db, first.id, T0 + 6000)).toBe(false);
      expect((await listMedia(db)).map((row) => row.id)).toEqual([second.id]);
      expect((await listMedia(db, { includeDeleted: true })).map((row) => [row.id, row.deleted_at])).toEqual([
        [second.id, null],
        [first.id, T0 + 5000],
      ]);
      expect(await readVariant(db, { id: first.id, format: "avif", width: 480 }, { withData: true })).toBeUndefined();
      expect((await getMedia(db, first.id))?.deleted_at).toBe(T0 + 5000);

      expect(await restoreMedia(db, first.id)).toBe(true);
      expect(await restoreMedia(db, first.id)).toBe(false);
      expect(await listMedia(db)).toHaveLength(2);
      expect(await getMedia(db, "no-such-image-id")).toBeUndefined();
    });

    it("stores nothing when a variant cannot be inserted: no media row is left behind", async () => {
      const { db } = await withMediaTables(await testStore.open());
      const good = sampleMedia();
      const bad = sampleMedia();
      // The same (format, width) twice breaks the variants' primary key halfway through the second image.
      bad.variants.push({ ...bad.variants[1]!, data: Buffer.from("duplicate") });
      await expect(insertMedia(db, [good, bad])).rejects.toThrow();
      expect(await listMedia(db, { includeDeleted: true })).toEqual([]);
      expect(await getMedia(db, good.id)).toBeUndefined();
      expect(await readVariant(db, { id: good.id, format: "webp", width: 480 })).toBeUndefined();
    });
  });

  describe("over HTTP", () => {
    let server: ReturnType<express.Express["listen"]> | undefined;
    let base = "";
    let tmpDir = "";
    let store: MediaStore;

    beforeEach(async () => {
      store = await withMediaTables(await testStore.open());
      tmpDir = path.join(mkdtempSync(path.join(tmpdir(), "helios-media-http-")), "uploads-tmp");
      const app = express();
      app.post(
        "/admin/media",
        createUploadHandler({ store, tmpDir, requireStaff: async (req) => (req.get("x-test-staff") ? { email: STAFF } : null) }),
      );
      app.get("/media/og/:file", createOgImageHandler({ store }));
      app.get("/media/:file", createMediaHandler({ store }));
      // Like the site's last-resort handler: anything that reaches it is our fault.
      app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
        console.error(error);
        res.status(500).send("Internal Server Error\n");
      });
      server = app.listen(0, "127.0.0.1");
      await once(server, "listening");
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterEach(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      rmSync(path.dirname(tmpDir), { recursive: true, force: true });
    });

    const leftovers = () => {
      try {
        return readdirSync(tmpDir);
      } catch {
        return [];
      }
    };

    function form(files: { name: string; bytes: Buffer }[], fields: Record<string, string> = {}): FormData {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      for (const file of files) data.append("file", new Blob([new Uint8Array(file.bytes)], { type: "image/jpeg" }), file.name);
      return data;
    }

    const post = (body: FormData, options: { json?: boolean; staff?: boolean; query?: string } = {}) =>
      fetch(`${base}/admin/media${options.query ?? ""}`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: {
          ...(options.json === false ? { Accept: "text/html" } : { Accept: "application/json" }),
          ...(options.staff === false ? {} : { "x-test-staff": "1" }),
        },
      });

    it("takes images as JSON, stores them with their variants, and serves every variant without metadata", async () => {
      const response = await post(form([{ name: "IMG_2041.jpg", bytes: await jpegWithGps(900, 600) }, { name: "mark.png", bytes: await pngWithAlpha(300, 120) }]));
      expect(response.status).toBe(201);
      const body = (await response.json()) as { ok: true; media: UploadedMedia[] };
      expect(body.ok).toBe(true);
      const [photo, mark] = body.media;
      expect(photo).toMatchObject({ originalName: "IMG_2041.jpg", width: 900, height: 600, alt: "" });
      expect(photo!.src).toBe(mediaUrl(photo!.id, 480, "webp"));
      expect(photo!.webpSrcSet).toBe(`${mediaUrl(photo!.id, 480, "webp")} 480w, ${mediaUrl(photo!.id, 800, "webp")} 800w`);
      // The link preview is the image's 1200:630 crop (never enlarged), around the centre until a point is set.
      expect(photo!.ogImage).toEqual({ path: `/media/og/${photo!.id}-50-50.jpg`, width: 900, height: 473 });
      expect(mark).toMatchObject({ width: 300, height: 120, avifSrcSet: `${mediaUrl(mark!.id, 300, "avif")} 300w` });

      const rows = await listMedia(store.db);
      expect(rows.map((row) => [row.id, row.source_type, row.created_by]).sort()).toEqual(
        [
          [photo!.id, "jpeg", STAFF],
          [mark!.id, "png", STAFF],
        ].sort(),
      );
      for (const variant of [...photo!.variants, ...mark!.variants]) {
        const served = await fetch(`${base}${variant.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe({ avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }[variant.format]);
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(served.headers.get("etag")).toMatch(/^".+"$/);
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(served.headers.get("content-length")).toBe(String(bytes.length));
        expect(bytes.length).toBe(variant.size);
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height, meta.exif, meta.xmp]).toEqual([variant.width, variant.height, undefined, undefined]);
      }
      expect(leftovers()).toEqual([]);
    }, 120_000);

    it("answers 304 to a matching If-None-Match, HEAD with the headers only, and 404 for unknown, malformed and deleted images", async () => {
      const response = await post(form([{ name: "a.jpg", bytes: await plainJpeg(500, 300) }]));
      const { media } = (await response.json()) as { media: UploadedMedia[] };
      const url = `${base}${mediaUrl(media[0]!.id, 480, "webp")}`;
      const first = await fetch(url);
      const etag = first.headers.get("etag")!;
      expect(first.status).toBe(200);

      const again = await fetch(url, { headers: { "If-None-Match": `"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await again.text()).toBe("");

      const head = await fetch(url, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(first.headers.get("content-length"));
      expect(head.headers.get("content-type")).toBe("image/webp");

      const notFound = async (name: string) => {
        const answer = await fetch(`${base}/media/${name}`);
        expect(answer.status, name).toBe(404);
        expect(answer.headers.get("cache-control"), name).toBe("no-store");
        expect(answer.headers.get("content-type"), name).toMatch(/^text\/plain/);
      };
      const id = media[0]!.id;
      await notFound(`${newMediaId()}-480.webp`);
      await notFound(`${id}-800.webp`);
      await notFound(`${id}-480.png`);
      await notFound(`${id}.webp`);
      await notFound(`${id}-0480.webp`);
      await notFound("%2e%2e%2fetc%2fpasswd");

      expect(await softDeleteMedia(store.db, id)).toBe(true);
      await notFound(`${id}-480.webp`);
      expect((await fetch(url, { headers: { "If-None-Match": etag } })).status).toBe(404);
      await restoreMedia(store.db, id);
      expect((await fetch(url)).status).toBe(200);
    }, 60_000);

    it("sends a form post without JavaScript back to its page with the new ids, keeping the page's parameters", async () => {
      const response = await post(form([{ name: "a.jpg", bytes: await plainJpeg(500, 300) }], { return: "/admin/posts/p1?tab=images" }), { json: false });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!, base);
      expect(location.pathname).toBe("/admin/posts/p1");
      expect(location.searchParams.get("tab")).toBe("images");
      const ids = location.searchParams.get("uploaded")!.split(",");
      expect(ids).toHaveLength(1);
      expect((await getMedia(store.db, ids[0]!))?.created_by).toBe(STAFF);
    }, 60_000);

    it("refuses visitors who are not signed in: 401 as JSON, to the sign-in page without JavaScript", async () => {
      const json = await post(form([{ name: "a.jpg", bytes: Buffer.from("x") }]), { staff: false });
      expect(json.status).toBe(401);
      expect(await json.json()).toEqual({ ok: false, error: "Sign in to upload images." });
      const html = await post(form([{ name: "a.jpg", bytes: Buffer.from("x") }]), { staff: false, json: false });
      expect(html.status).toBe(303);
      expect(html.headers.get("location")).toBe("/admin/login");
      expect(leftovers()).toEqual([]);
    });

    it("refuses a PDF called photo.jpg with 415 and says why; without JavaScript, in the return address", async () => {
      const json = await post(form([{ name: "photo.jpg", bytes: PDF_BYTES }]));
      expect(json.status).toBe(415);
      expect(await json.json()).toEqual({
        ok: false,
        error: '"photo.jpg" is not an image we can use: it is a PDF document. Upload a JPEG, PNG, WebP, AVIF or HEIC photo.',
      });
      const html = await post(form([{ name: "photo.jpg", bytes: PDF_BYTES }]), { json: false, query: "?return=%2Fadmin%2Fmedia" });
      expect(html.status).toBe(303);
      const location = new URL(html.headers.get("location")!, base);
      expect(location.pathname).toBe("/admin/media");
      expect(location.searchParams.get("uploadError")).toContain("it is a PDF document");
      expect(await listMedia(store.db, { includeDeleted: true })).toEqual([]);
      expect(leftovers()).toEqual([]);
    });

    it("refuses a 25 MB file with 413 while it streams, leaving no temporary file and no row", async () => {
      const big = Buffer.alloc(25 * 1024 * 1024, 0xff);
      big.set([0xff, 0xd8, 0xff, 0xe0], 0);
      let status: number | undefined;
      let error: unknown;
      try {
        const response = await post(form([{ name: "huge.jpg", bytes: big }]));
        status = response.status;
        expect(await response.json()).toEqual({
          ok: false,
          error: '"huge.jpg" is larger than 20 MB, the most we take for one image. Export a smaller version and upload that.',
        });
      } catch (e) {
        // A client still sending when the server answers and closes may see the connection reset instead.
        error = e;
      }
      expect(status ?? (error as Error).message).toBe(413);
      expect(await listMedia(store.db, { includeDeleted: true })).toEqual([]);
      expect(leftovers()).toEqual([]);
    }, 60_000);

    it("refuses a request announcing more than any upload can be with 413 before reading it", async () => {
      const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${base}/admin/media`, {
          method: "POST",
          headers: {
            "Content-Type": "multipart/form-data; boundary=x",
            "Content-Length": String(MAX_REQUEST_BYTES + 1),
            Accept: "application/json",
            "x-test-staff": "1",
          },
        });
        req.on("response", (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode, body }));
        });
        req.on("error", reject);
        // Headers only: the answer must come without the body.
        req.flushHeaders();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ ok: false, error: REQUEST_TOO_LARGE });
    });

    it("leaves nothing behind when the client goes away in the middle of an upload", async () => {
      const chunk = Buffer.alloc(256 * 1024, 0xff);
      const req = httpRequest(`${base}/admin/media`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(10 * 1024 * 1024), "x-test-staff": "1" },
      });
      const gone = new Promise<void>((resolve) => req.on("close", () => resolve()));
      req.on("error", () => {});
      req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n');
      for (let i = 0; i < 8; i++) req.write(chunk);
      // The server has started writing the file when the client disappears.
      await expect.poll(() => leftovers().length, { timeout: 5000 }).toBe(1);
      req.destroy();
      await gone;
      await expect.poll(leftovers, { timeout: 5000 }).toEqual([]);
      expect(await listMedia(store.db, { includeDeleted: true })).toEqual([]);
    });

    it("takes a HEIC photo from a phone", async () => {
      const response = await post(form([{ name: "IMG_0001.HEIC", bytes: readFileSync(HEIC_SAMPLE) }]));
      expect(response.status).toBe(201);
      const { media } = (await response.json()) as { media: UploadedMedia[] };
      expect(media[0]).toMatchObject({ width: 640, height: 426 });
      expect((await getMedia(store.db, media[0]!.id))?.source_type).toBe("heic");
      const served = await fetch(`${base}${media[0]!.ogImage.path}`);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 336 });
    }, 60_000);

    it("serves the link preview as a 1200 × 630 crop around the focal point; a moved point is a new address", async () => {
      // A tall photo: white above, black below. The crop is a band across it, at the point's height.
      const top = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#ffffff" } }).png().toBuffer();
      const photo = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: "#000000" } })
        .composite([{ input: top, top: 0, left: 0 }])
        .jpeg()
        .toBuffer();
      const response = await post(form([{ name: "tall.jpg", bytes: photo }]));
      const { media } = (await response.json()) as { media: UploadedMedia[] };
      const id = media[0]!.id;
      expect(media[0]!.ogImage).toEqual({ path: `/media/og/${id}-50-50.jpg`, width: 1200, height: 630 });
      const brightness = async (path: string) => {
        const served = await fetch(`${base}${path}`, { redirect: "manual" });
        expect(served.status, path).toBe(200);
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const bytes = Buffer.from(await served.arrayBuffer());
        const { width, height } = await sharp(bytes).metadata();
        expect({ width, height }).toEqual({ width: 1200, height: 630 });
        return (await sharp(bytes).stats()).channels[0]!.mean;
      };
      // Centred, the band straddles the edge between white and black.
      const centred = await brightness(`/media/og/${id}-50-50.jpg`);
      expect(centred).toBeGreaterThan(60);
      expect(centred).toBeLessThan(200);

      // The point near the top: the crop is all white, at an address that names the point.
      await setMediaFocal(store.db, id, { x: 0.5, y: 0.1 });
      const moved = (await getMedia(store.db, id))!;
      const path = mediaOgImage({ id, width: Number(moved.width), height: Number(moved.height), focal: { x: 0.5, y: 0.1 } }).path;
      expect(path).toBe(`/media/og/${id}-50-10.jpg`);
      expect(await brightness(path)).toBeGreaterThan(250);
      // The old address (a preview shared before) is sent on to the current one, uncached; no crop is made for any
      // other point.
      for (const old of [`/media/og/${id}-50-50.jpg`, `/media/og/${id}-3-97.jpg`]) {
        const redirected = await fetch(`${base}${old}`, { redirect: "manual" });
        expect(redirected.status).toBe(302);
        expect(redirected.headers.get("location")).toBe(path);
        expect(redirected.headers.get("cache-control")).toBe("no-store");
      }
      // Malformed points, unknown and deleted images are a plain 404.
      for (const bad of [`/media/og/${id}-101-0.jpg`, `/media/og/${id}-05-5.jpg`, `/media/og/${id}-50.jpg`, "/media/og/NoSuchImage123-50-50.jpg"]) {
        expect((await fetch(`${base}${bad}`)).status, bad).toBe(404);
      }
      await softDeleteMedia(store.db, id);
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }, 60_000);

    it("refuses a truncated JPEG with 422 and stores nothing, not even the good image sent with it", async () => {
      const broken = truncated(await plainJpeg(800, 600), 0.4);
      const alone = await post(form([{ name: "cut.jpg", bytes: broken }]));
      expect(alone.status).toBe(422);
      expect(((await alone.json()) as { error: string }).error).toContain('"cut.jpg" could not be read as an image');
      const mixed = await post(form([{ name: "good.jpg", bytes: await plainJpeg(500, 300) }, { name: "cut.jpg", bytes: broken }]));
      expect(mixed.status).toBe(422);
      expect(await listMedia(store.db, { includeDeleted: true })).toEqual([]);
      expect(leftovers()).toEqual([]);
    }, 60_000);

    it("asks for a file when the form had none (400), and refuses a body that is not multipart (415)", async () => {
      const empty = await post(form([], { return: "/admin" }));
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({ ok: false, error: NO_FILE });
      const notMultipart = await fetch(`${base}/admin/media`, {
        method: "POST",
        body: JSON.stringify({ file: "x" }),
        headers: { "Content-Type": "application/json", Accept: "application/json", "x-test-staff": "1" },
      });
      expect(notMultipart.status).toBe(415);
    });

    it("sees a deletion made by another instance once its cached copy is rechecked", async () => {
      const response = await post(form([{ name: "a.jpg", bytes: await plainJpeg(500, 300) }]));
      const { media } = (await response.json()) as { media: UploadedMedia[] };
      const fileName = `${media[0]!.id}-480.avif`;
      let now = T0;
      // Another instance: its own cache, which this instance's deletion does not reach.
      const other = createMediaServer({ store, cache: new VariantCache(), now: () => now });
      expect((await other.serve({ method: "GET", fileName })).status).toBe(200);
      await softDeleteMedia(store.db, media[0]!.id);
      now += 1000;
      expect((await other.serve({ method: "GET", fileName })).status).toBe(200);
      now += 60_000;
      expect((await other.serve({ method: "GET", fileName })).status).toBe(404);
    }, 60_000);
  });
});
