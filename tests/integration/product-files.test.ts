import { once } from "node:events";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { MAX_FILES_PER_PRODUCT, MAX_PRODUCT_FILE_BYTES, productFileMessages } from "#app/lib/product-files";
import { contentDb } from "#app/lib/server/content/content-store.server";
import { createProductFileServer, createProductFileUpload } from "#app/lib/server/catalogue/product-file-routes.server";
import { arrangeProductFiles, downloadDisposition, listProductFiles, publicProductFiles, storeProductFile } from "#app/lib/server/content/product-files.server";
import { seedProducts } from "#app/lib/server/content/kinds/product.server";
import { PDF_BYTES, TEXT_BYTES } from "../fixtures/media/images";
import { DIALECTS, useTestStore } from "./support/test-stores";

type Store = Awaited<ReturnType<ReturnType<typeof useTestStore>["open"]>>;

const STAFF = { email: "staff@helios.example" };
const DWG_BYTES = Buffer.concat([Buffer.from("AC1032"), Buffer.alloc(200, 7)]);
const DXF_BYTES = Buffer.from("  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1027\n  0\nENDSEC\n  0\nEOF\n");

/** The upload and download routes as the server mounts them, with a staff check that says yes while `signedIn`. */
async function serve(store: Store, tmpDir: string, staff: { signedIn: boolean }) {
  const app = express();
  app.post("/admin/products/:id/files", createProductFileUpload({ store, tmpDir, requireStaff: async () => (staff.signedIn ? STAFF : null) }));
  app.get("/files/products/:product/:file", createProductFileServer({ store }));
  const server: Server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((done) => server.close(() => done())) };
}

function upload(base: string, product: string, file: { name: string; bytes: Buffer }, fields: Record<string, string> = { label: "Alumil S91 brochure", type: "brochure" }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  return fetch(`${base}/admin/products/${product}/files`, { method: "POST", body: form, headers: { accept: "application/json" } });
}

describe.each(DIALECTS)("a product's files on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  async function setUp(signedIn = true) {
    const store = await stores.open();
    await seedProducts(store);
    const tmpDir = path.join(stores.dir, "uploads-tmp");
    mkdirSync(tmpDir, { recursive: true });
    const staff = { signedIn };
    const server = await serve(store, tmpDir, staff);
    const sd95 = (await contentDb(store).selectFrom("products").select("id").where("slug", "=", "sd95").executeTakeFirstOrThrow()).id;
    return { store, tmpDir, staff, sd95, ...server };
  }

  it("stores a PDF, a DWG and a DXF by their bytes and serves each as a download with safe headers", async () => {
    const { store, sd95, base, close, tmpDir } = await setUp();
    try {
      const answer = await upload(base, "sd95", { name: '..\\..\\etc\\"Ölbrochure\t".pdf', bytes: PDF_BYTES });
      expect([answer.status, await answer.json()]).toEqual([201, { ok: true, label: "Alumil S91 brochure" }]);
      expect(await upload(base, "sd95", { name: "sill.dwg", bytes: DWG_BYTES }, { label: "Sill detail", type: "cad-detail" })).toHaveProperty("status", 201);
      expect(await upload(base, "sd95", { name: "head.dxf", bytes: DXF_BYTES }, { label: "Head detail", type: "cad-detail" })).toHaveProperty("status", 201);

      const listed = (await publicProductFiles(store.db)).get("sd95")!;
      expect(listed.map((file) => [file.label, file.format, file.bytes])).toEqual([
        ["Alumil S91 brochure", "pdf", PDF_BYTES.length],
        ["Sill detail", "dwg", DWG_BYTES.length],
        ["Head detail", "dxf", DXF_BYTES.length],
      ]);
      expect(listed[0]!.href).toMatch(/^\/files\/products\/sd95\/[a-z0-9-]+-[0-9a-f]{16}\.pdf$/);

      const download = await fetch(`${base}${listed[0]!.href}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF_BYTES);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // No quotes, control characters or path parts in either name.
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"\\/\x00-\x1f]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._-]+\.pdf$/);
      expect(downloadDisposition('../..\\etc/"Öl\u0007brochure\'s".pdf', "pdf")).toBe(`attachment; filename="_lbrochures.pdf"; filename*=UTF-8''%C3%96lbrochures.pdf`);
      const dwg = await fetch(`${base}${listed[1]!.href}`);
      expect([dwg.headers.get("content-type"), dwg.headers.get("content-disposition")]).toEqual(["image/vnd.dwg", `attachment; filename="sill.dwg"; filename*=UTF-8''sill.dwg`]);

      // Another product's address, a made-up or traversing name: no file.
      const name = listed[0]!.href.split("/").pop()!;
      for (const address of [`/files/products/s77/${name}`, `/files/products/sd95/..%2F..%2Fpackage.json`, `/files/products/sd95/nothing-0000000000000000.pdf`]) {
        expect((await fetch(`${base}${address}`)).status, address).toBe(404);
      }
      // Deleted: gone from the list and from its address. Another product's arrangement cannot touch it.
      const s77 = (await contentDb(store).selectFrom("products").select("id").where("slug", "=", "s77").executeTakeFirstOrThrow()).id;
      const [first] = await listProductFiles(store, sd95);
      await arrangeProductFiles(store, s77, { order: [], deleted: [first!.id] });
      expect(await listProductFiles(store, sd95)).toHaveLength(3);
      await arrangeProductFiles(store, sd95, { order: [], deleted: [first!.id] });
      expect((await fetch(`${base}${listed[0]!.href}`)).status).toBe(404);
      // A hidden product's files are not served either.
      await contentDb(store).updateTable("products").set({ status: "draft" }).where("id", "=", sd95).execute();
      expect((await fetch(`${base}${listed[1]!.href}`)).status).toBe(404);
      expect(readdirSync(tmpDir)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("refuses wrong bytes, a name that lies, a file too large, a missing label, the quota and a stranger, storing nothing", async () => {
    const { store, sd95, base, close, tmpDir, staff } = await setUp();
    try {
      const refusals: [Response, number, string][] = [
        [await upload(base, "sd95", { name: "brochure.pdf", bytes: TEXT_BYTES }), 415, productFileMessages.wrongBytes("brochure.pdf")],
        [await upload(base, "sd95", { name: "brochure.dwg", bytes: PDF_BYTES }), 422, productFileMessages.wrongName("brochure.dwg", "pdf")],
        [await upload(base, "sd95", { name: "huge.pdf", bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_PRODUCT_FILE_BYTES)]) }), 413, productFileMessages.requestTooLarge],
        [await upload(base, "sd95", { name: "brochure.pdf", bytes: PDF_BYTES }, { label: "", type: "brochure" }), 422, productFileMessages.label],
        [await upload(base, "sd95", { name: "brochure.pdf", bytes: PDF_BYTES }, { label: "A brochure", type: "../etc" }), 422, productFileMessages.type],
        [await upload(base, "..%2Fs77", { name: "brochure.pdf", bytes: PDF_BYTES }), 422, productFileMessages.noProduct],
      ];
      for (const [answer, status, error] of refusals) {
        expect([answer.status, await answer.json()]).toEqual([status, { ok: false, error }]);
      }
      expect(await contentDb(store).selectFrom("product_files" as never).selectAll().execute()).toEqual([]);
      expect(readdirSync(tmpDir)).toEqual([]);

      for (let n = 0; n < MAX_FILES_PER_PRODUCT; n++) {
        const bytes = Buffer.concat([PDF_BYTES, Buffer.from(`% copy ${n}\n`)]);
        expect((await upload(base, "sd95", { name: `brochure-${n}.pdf`, bytes })).status).toBe(201);
      }
      const over = await upload(base, "sd95", { name: "one-more.pdf", bytes: Buffer.concat([PDF_BYTES, Buffer.from("% more\n")]) });
      expect([over.status, await over.json()]).toEqual([422, { ok: false, error: productFileMessages.tooManyFiles }]);
      const again = await upload(base, "s77", { name: "same.pdf", bytes: Buffer.concat([PDF_BYTES, Buffer.from("% copy 0\n")]) });
      expect(again.status).toBe(201);
      const twice = await upload(base, "s77", { name: "same-again.pdf", bytes: Buffer.concat([PDF_BYTES, Buffer.from("% copy 0\n")]) });
      expect([twice.status, await twice.json()]).toEqual([422, { ok: false, error: productFileMessages.duplicate("Alumil S91 brochure") }]);
      expect(await listProductFiles(store, sd95)).toHaveLength(MAX_FILES_PER_PRODUCT);

      staff.signedIn = false;
      const stranger = await upload(base, "sd95", { name: "brochure.pdf", bytes: PDF_BYTES });
      expect([stranger.status, await stranger.json()]).toEqual([401, { ok: false, error: productFileMessages.notSignedIn }]);
      expect(readdirSync(tmpDir)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("keeps a product's bytes and the catalogue's within their quotas, storing nothing past them", async () => {
    const { store, sd95, tmpDir, close } = await setUp();
    await close();
    const s77 = (await contentDb(store).selectFrom("products").select("id").where("slug", "=", "s77").executeTakeFirstOrThrow()).id;
    const limits = { filesPerProduct: 12, bytesPerProduct: 2 * PDF_BYTES.length + 20, totalBytes: 3 * PDF_BYTES.length + 30 };
    let n = 0;
    const store1 = async (productId: string) => {
      const file = path.join(tmpDir, `pdf-${++n}.upload`);
      writeFileSync(file, Buffer.concat([PDF_BYTES, Buffer.from(`%${n}\n`)]));
      return storeProductFile(store, { productId, label: `Brochure ${n}`, type: "brochure", file: { originalName: `b${n}.pdf`, path: file, bytes: statSync(file).size }, actor: STAFF.email }, Date.now(), limits);
    };
    await store1(sd95);
    await store1(sd95);
    await expect(store1(sd95)).rejects.toThrow(productFileMessages.productQuota);
    await store1(s77);
    await expect(store1(s77)).rejects.toThrow(productFileMessages.totalQuota);
    expect((await listProductFiles(store, sd95)).length + (await listProductFiles(store, s77)).length).toBe(3);
  });

  it("sends a form without JavaScript back to the pictures page with the refusal or the new file's label", async () => {
    const { base, close } = await setUp();
    try {
      const form = new FormData();
      form.append("label", "Installation guide");
      form.append("type", "installation-guide");
      form.append("file", new Blob([new Uint8Array(TEXT_BYTES)]), "guide.pdf");
      const refused = await fetch(`${base}/admin/products/sd95/files`, { method: "POST", body: form, redirect: "manual" });
      expect(refused.status).toBe(303);
      const location = new URL(refused.headers.get("location")!, base);
      expect(location.pathname).toBe("/admin/products/sd95/pictures");
      expect(location.searchParams.get("fileError")).toBe(productFileMessages.wrongBytes("guide.pdf"));
    } finally {
      await close();
    }
  });
});
