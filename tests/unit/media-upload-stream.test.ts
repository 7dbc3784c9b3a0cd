import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MediaError } from "#app/lib/server/media/media-errors.server";
import {
  INTERRUPTED,
  MAX_UPLOAD_BYTES,
  NOT_MULTIPART,
  receiveUpload,
  removeStaleUploads,
  STALE_UPLOAD_MS,
  TOO_MANY_FILES,
  type UploadRequest,
} from "#app/lib/server/media/upload-stream.server";

const BOUNDARY = "----helios-test-boundary";
const CHUNK = 64 * 1024;

type Part = { name: string; filename?: string; data: Buffer | string };

function partHeader(part: Omit<Part, "data">): string {
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
  const type = part.filename === undefined ? "" : "Content-Type: application/octet-stream\r\n";
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`;
}

function multipart(parts: Part[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) pieces.push(Buffer.from(partHeader(part)), Buffer.from(part.data), Buffer.from("\r\n"));
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

function request(body: Readable, contentType = `multipart/form-data; boundary=${BOUNDARY}`): UploadRequest {
  return Object.assign(body, { headers: { "content-type": contentType } });
}

function fromBuffer(bytes: Buffer): UploadRequest {
  return request(Readable.from([bytes], { objectMode: false }));
}

async function refusal(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

let root: string;
let tmpDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "helios-upload-"));
  tmpDir = path.join(root, "uploads-tmp");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const leftovers = () => readdirSync(tmpDir);

describe("receiving an upload", () => {
  it("streams each file of field `file` to a temporary file, reads text fields, and cleans up after", async () => {
    const upload = await receiveUpload(
      fromBuffer(
        multipart([
          { name: "return", data: "/admin/posts/1?tab=images" },
          { name: "file", filename: "ÉtéFenêtre.jpg", data: "first file bytes" },
          { name: "other", filename: "ignored.jpg", data: "not ours" },
          { name: "file", filename: "", data: "" },
          { name: "file", filename: "two.png", data: Buffer.alloc(200_000, 7) },
        ]),
      ),
      { tmpDir },
    );
    expect(upload.fields).toEqual({ return: "/admin/posts/1?tab=images" });
    expect(upload.files.map((f) => [f.originalName, f.bytes])).toEqual([
      ["ÉtéFenêtre.jpg", 16],
      ["two.png", 200_000],
    ]);
    expect(readFileSync(upload.files[0]!.path, "utf8")).toBe("first file bytes");
    expect(leftovers()).toHaveLength(2);
    await upload.cleanup();
    await upload.cleanup();
    expect(leftovers()).toEqual([]);
  });

  it("refuses a 25 MB file with 413 as soon as it passes 20 MB, without reading the rest, leaving nothing behind", async () => {
    const total = 25 * 1024 * 1024;
    let sent = 0;
    async function* body() {
      yield Buffer.from(partHeader({ name: "file", filename: "huge.jpg" }));
      const chunk = Buffer.alloc(CHUNK, 0xab);
      while (sent < total) {
        sent += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const error = await refusal(receiveUpload(request(Readable.from(body(), { objectMode: false })), { tmpDir }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('"huge.jpg" is larger than 20 MB, the most we take for one image. Export a smaller version and upload that.');
    // Reading stopped right past the limit (plus what was already in the stream's buffers).
    expect(sent).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    expect(leftovers()).toEqual([]);
  });

  it("reads a body only as far as `allow` grants, each chunk waiting for it, and stops where it refuses, leaving nothing", async () => {
    const asked: number[] = [];
    let sent = 0;
    async function* body() {
      yield Buffer.from(partHeader({ name: "file", filename: "flood.jpg" }));
      for (let i = 0; i < 64; i++) {
        sent += CHUNK;
        yield Buffer.alloc(CHUNK, 0xcd);
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const allow = async (needed: number) => {
      asked.push(needed);
      if (needed > 1024 * 1024) throw new MediaError(507, "No room for files just now.");
      return needed + 256 * 1024;
    };
    const error = await refusal(receiveUpload(request(Readable.from(body(), { objectMode: false })), { tmpDir, allow }));
    expect([error.status, error.message]).toEqual([507, "No room for files just now."]);
    // Asked again only once past each grant, and nothing was read far past the refusal.
    expect(asked.length).toBeGreaterThan(2);
    expect(asked.every((needed, i) => i === 0 || needed > asked[i - 1]! + 256 * 1024)).toBe(true);
    expect(sent).toBeLessThan(1024 * 1024 + 4 * CHUNK + 256 * 1024);
    expect(leftovers()).toEqual([]);
  });

  it("refuses more files than allowed with 413, leaving nothing behind", async () => {
    const files = ["a", "b", "c"].map((name) => ({ name: "file", filename: `${name}.jpg`, data: Buffer.alloc(100_000, 1) }));
    const error = await refusal(receiveUpload(fromBuffer(multipart(files)), { tmpDir, maxFiles: 2 }));
    expect([error.status, error.message]).toEqual([413, TOO_MANY_FILES]);
    expect(leftovers()).toEqual([]);
  });

  it("refuses an upload cut off by the client with 400, leaving nothing behind", async () => {
    async function* body() {
      yield Buffer.from(partHeader({ name: "file", filename: "a.jpg" }));
      yield Buffer.alloc(CHUNK, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    }
    const error = await refusal(receiveUpload(request(Readable.from(body(), { objectMode: false })), { tmpDir }));
    expect([error.status, error.message]).toEqual([400, INTERRUPTED]);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a body that ends in the middle of a file with 400", async () => {
    const whole = multipart([{ name: "file", filename: "a.jpg", data: Buffer.alloc(300_000, 1) }]);
    const error = await refusal(receiveUpload(fromBuffer(whole.subarray(0, 200_000)), { tmpDir }));
    expect(error.status).toBe(400);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a body that is not multipart with 415", async () => {
    const error = await refusal(receiveUpload(request(Readable.from([Buffer.from("{}")]), "application/json"), { tmpDir }));
    expect([error.status, error.message]).toEqual([415, NOT_MULTIPART]);
  });

  it("removes temporary files left by a process that died, but not uploads in progress", async () => {
    mkdirSync(tmpDir, { recursive: true });
    writeFileSync(path.join(tmpDir, "old.upload"), "x");
    writeFileSync(path.join(tmpDir, "new.upload"), "x");
    writeFileSync(path.join(tmpDir, "other.txt"), "x");
    const hourAgo = new Date(Date.now() - STALE_UPLOAD_MS - 1000);
    utimesSync(path.join(tmpDir, "old.upload"), hourAgo, hourAgo);
    expect(await removeStaleUploads(tmpDir)).toBe(1);
    expect(leftovers().sort()).toEqual(["new.upload", "other.txt"]);
    expect(await removeStaleUploads(path.join(root, "missing"))).toBe(0);
  });

  it("gives no files when the form had none", async () => {
    const upload = await receiveUpload(fromBuffer(multipart([{ name: "file", filename: "", data: "" }, { name: "return", data: "/x" }])), { tmpDir });
    expect(upload.files).toEqual([]);
    expect(upload.fields.return).toBe("/x");
  });
});

describe("a lenient upload (a quote request's files)", () => {
  const lenient = { fileField: "attachments", maxFileBytes: 1000, maxFiles: 2, maxFields: 10, skip: true } as const;

  it("leaves out a file that is too large, and one too many, and reads every field and the other files", async () => {
    const upload = await receiveUpload(
      fromBuffer(
        multipart([
          { name: "first_name", data: "Ana" },
          { name: "attachments", filename: "plan.pdf", data: Buffer.alloc(900, 1) },
          { name: "attachments", filename: "huge.pdf", data: Buffer.alloc(5000, 2) },
          { name: "attachments", filename: "photo.jpg", data: Buffer.alloc(10, 3) },
          { name: "attachments", filename: "extra.jpg", data: Buffer.alloc(10, 4) },
          { name: "message", data: "See the drawings." },
        ]),
      ),
      { tmpDir, ...lenient },
    );
    expect(upload.fields).toEqual({ first_name: "Ana", message: "See the drawings." });
    expect(upload.files.map((file) => [file.originalName, file.bytes])).toEqual([
      ["plan.pdf", 900],
      ["photo.jpg", 10],
    ]);
    expect(upload.skipped).toEqual([
      { originalName: "huge.pdf", reason: "size" },
      { originalName: "extra.jpg", reason: "count" },
    ]);
    // The part of the large file already written is gone; the kept files are on disk until cleanup.
    expect(readdirSync(tmpDir)).toHaveLength(2);
    await upload.cleanup();
    expect(readdirSync(tmpDir)).toHaveLength(0);
  });

  it("refuses a body larger than maxBodyBytes, announced or not, and keeps nothing", async () => {
    const body = multipart([{ name: "attachments", filename: "a.pdf", data: Buffer.alloc(900, 1) }]);
    const announced = request(Readable.from([body], { objectMode: false }));
    announced.headers["content-length"] = String(10_000_000);
    expect((await refusal(receiveUpload(announced, { tmpDir, ...lenient, maxBodyBytes: 5000 }))).status).toBe(413);
    expect((await refusal(receiveUpload(fromBuffer(body), { tmpDir, ...lenient, maxBodyBytes: 500 }))).status).toBe(413);
    expect(readdirSync(tmpDir)).toHaveLength(0);
  });
});
