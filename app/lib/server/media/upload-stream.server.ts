import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, TOO_MANY_FILES, tooLargeMessage } from "#app/lib/media-upload";
import { MediaError } from "./media-errors.server";

/** The limits and their messages are shared with the upload controls (app/lib/media-upload.ts). */
export { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, TOO_MANY_FILES, tooLargeMessage } from "#app/lib/media-upload";
/** Text fields (`return` and the like) are short; extra or longer ones are ignored. */
export const MAX_FIELDS = 20;
export const MAX_FIELD_BYTES = 2048;
/** Boundaries, part headers and fields around the files. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;
/** A request announcing more than this (Content-Length) cannot be a valid upload and is refused before reading. */
export const MAX_REQUEST_BYTES = MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Temporary files older than this can only be left over from a process that died mid-upload. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

export const INTERRUPTED = "The upload was interrupted before it finished. Try again.";
export const NOT_MULTIPART = "Send the images as a file upload (multipart/form-data).";

/** A request body and its headers: an http.IncomingMessage, or any stream in tests. */
export type UploadRequest = Readable & { headers: IncomingHttpHeaders };

export interface ReceivedFile {
  /** As the browser named it; for messages and the library only, never a path. */
  originalName: string;
  /** The temporary file holding its bytes. */
  path: string;
  bytes: number;
}

/** A file not kept by a lenient upload (`skip: true`): too large, or beyond the number of files taken. */
export interface SkippedFile {
  originalName: string;
  reason: "size" | "count";
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** With `skip`: the files left out, in the order they came. */
  skipped: SkippedFile[];
  /** Text fields, the first value of each. */
  fields: Record<string, string>;
  /** Removes the temporary files; safe to call more than once. */
  cleanup(): Promise<void>;
}

export interface ReceiveOptions {
  /** Where temporary files go, e.g. `${DATA_DIR}/uploads-tmp` (created when missing). */
  tmpDir: string;
  /** The form field holding the files. */
  fileField?: string;
  maxFileBytes?: number;
  maxFiles?: number;
  /** Text fields taken (the first value of each name); more are ignored. */
  maxFields?: number;
  maxFieldBytes?: number;
  /** The most a whole body may be, files, fields and boundaries together; more is refused (413). */
  maxBodyBytes?: number;
  /**
   * Lenient: a file too large, or beyond maxFiles, is left out and listed in `skipped` while the rest of the post is
   * read, so a form can be given back with everything else kept. Otherwise either refuses the whole upload.
   */
  skip?: boolean;
  /**
   * Asked before the body is read past what it allowed so far (nothing, at first), with the bytes the body would then
   * have sent: resolves to the bytes that may be read now (at least those), or rejects with a MediaError to refuse
   * the upload. The body waits meanwhile, so nothing past the allowance is ever written.
   */
  allow?: (needed: number) => Promise<number>;
}

export const BODY_TOO_LARGE = "The post is larger than this form takes. Attach fewer or smaller files.";
/** Files beyond this many in one lenient upload are not even listed by name. */
const LENIENT_FILE_PARTS = 50;

interface Tracked extends ReceivedFile {
  stream: WriteStream;
  /** Settles when the file is written (or fails). */
  written: Promise<void>;
  /** Resolves once the file handle is closed: only then is removing the file final. */
  closed: Promise<void>;
}

async function removeAll(files: Tracked[]): Promise<void> {
  for (const file of files) file.stream.destroy();
  await Promise.all(files.map((file) => file.closed));
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/**
 * Streams a multipart upload to temporary files, never holding a file in memory. Refuses (MediaError) as soon as a
 * file passes maxFileBytes (413), too many files (413), a body that is not multipart (415) or that stops short (400);
 * whatever it refuses, it removes what it wrote first. On success the caller must call `cleanup()`.
 */
export async function receiveUpload(req: UploadRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  const {
    tmpDir,
    fileField = "file",
    maxFileBytes = MAX_UPLOAD_BYTES,
    maxFiles = MAX_FILES_PER_UPLOAD,
    maxFields = MAX_FIELDS,
    maxFieldBytes = MAX_FIELD_BYTES,
    maxBodyBytes,
    skip = false,
    allow,
  } = options;
  const fileParts = skip ? Math.max(maxFiles, LENIENT_FILE_PARTS) : maxFiles;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as UTF-8.
      defParamCharset: "utf8",
      limits: { fileSize: maxFileBytes, files: fileParts, fields: maxFields, fieldSize: maxFieldBytes, fieldNameSize: 100, parts: fileParts + maxFields },
    });
  } catch {
    throw new MediaError(415, NOT_MULTIPART);
  }
  await mkdir(tmpDir, { recursive: true });

  const files: Tracked[] = [];
  const skipped: SkippedFile[] = [];
  /** Files being kept: a file found too large stops counting at once, though its partial copy goes later. */
  let keeping = 0;
  const fields: Record<string, string> = {};
  let cleaned: Promise<void> | undefined;
  const cleanup = () => (cleaned ??= removeAll(files));

  const meter = allow ? allowanceMeter(allow) : undefined;
  return new Promise<ReceivedUpload>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      // Stop reading: the rest of the body is never parsed nor written anywhere.
      if (!meter) req.unpipe(parser);
      else {
        req.unpipe(meter);
        meter.unpipe(parser);
      }
      cleanup().then(
        () => reject(error),
        () => reject(error),
      );
    };

    parser.on("file", (field, stream, info) => {
      // A form's empty file input sends a part with no file name; other fields' files are not ours.
      const name = info.filename;
      if (settled || field !== fileField || !name) {
        stream.resume();
        return;
      }
      if (skip && keeping >= maxFiles) {
        skipped.push({ originalName: name, reason: "count" });
        stream.resume();
        return;
      }
      const filePath = path.join(tmpDir, `${randomUUID()}.upload`);
      const out = createWriteStream(filePath, { flags: "wx", mode: 0o600 });
      const closed = new Promise<void>((done) => out.once("close", () => done()));
      const tracked: Tracked = { originalName: name, path: filePath, bytes: 0, stream: out, closed, written: Promise.resolve() };
      files.push(tracked);
      keeping++;
      let tooLarge = false;
      stream.once("limit", () => {
        if (!skip) return fail(new MediaError(413, tooLargeMessage(name)));
        // Busboy drops the rest of this file and reads on; the part already written goes.
        tooLarge = true;
        keeping--;
        skipped.push({ originalName: name, reason: "size" });
      });
      tracked.written = pipeline(stream, out).then(async () => {
        tracked.bytes = out.bytesWritten;
        if (tooLarge) {
          files.splice(files.indexOf(tracked), 1);
          await rm(filePath, { force: true });
        }
      });
      // Disk errors are ours (500); after a refusal the destroyed stream's error is expected.
      tracked.written.catch((error: Error) => fail(error));
    });
    parser.on("field", (name, value, info) => {
      if (!info.nameTruncated && !info.valueTruncated && !(name in fields)) fields[name] = value;
    });
    parser.on("filesLimit", () => {
      if (!skip) fail(new MediaError(413, TOO_MANY_FILES));
    });
    // A malformed or cut-off body ("Unexpected end of form").
    parser.on("error", () => fail(new MediaError(400, INTERRUPTED)));
    parser.on("close", () => {
      Promise.all(files.map((file) => file.written)).then(() => {
        if (settled) return;
        settled = true;
        resolve({ files: files.map(({ originalName, path: p, bytes }) => ({ originalName, path: p, bytes })), skipped, fields, cleanup });
      }, fail);
    });

    if (maxBodyBytes !== undefined) {
      const announced = Number(req.headers["content-length"]);
      if (announced > maxBodyBytes) return fail(new MediaError(413, BODY_TOO_LARGE));
      let read = 0;
      req.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > maxBodyBytes) fail(new MediaError(413, BODY_TOO_LARGE));
      });
    }
    // The client went away mid-upload.
    req.on("error", () => fail(new MediaError(400, INTERRUPTED)));
    req.on("close", () => {
      if (!req.readableEnded) fail(new MediaError(400, INTERRUPTED));
    });
    if (meter) {
      // A refusal (MediaError), or the quota's store failing (ours: a 500).
      meter.on("error", fail);
      req.pipe(meter).pipe(parser);
    } else req.pipe(parser);
  });
}

/** Passes a body on only as far as `allow` lets it (see ReceiveOptions.allow), holding each chunk until it does. */
function allowanceMeter(allow: (needed: number) => Promise<number>): Transform {
  let allowed = 0;
  let read = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      if (read <= allowed) return done(null, chunk);
      allow(read).then(
        (granted) => {
          allowed = granted;
          done(null, chunk);
        },
        (error: Error) => done(error),
      );
    },
  });
}

/**
 * Removes temporary upload files left by a process that was killed mid-upload (run at start). Only old ones: another
 * instance sharing the directory may be receiving an upload right now. Returns how many were removed.
 */
export async function removeStaleUploads(tmpDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".upload"))) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
