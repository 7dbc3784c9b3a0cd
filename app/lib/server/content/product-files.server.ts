import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Kysely, Transaction } from "kysely";
import { slugify } from "#app/lib/images";
import {
  MAX_BYTES_PER_PRODUCT,
  MAX_FILES_PER_PRODUCT,
  MAX_PRODUCT_FILES_TOTAL_BYTES,
  PRODUCT_FILE_FORMATS,
  STORED_NAME,
  isProductFileFormat,
  isProductFileType,
  productFileMessages,
  productFileUrl,
  type ProductFileFormat,
  type ProductFileType,
  type PublicProductFile,
} from "#app/lib/product-files";
import { MediaError } from "../media/media-errors.server";
import type { ReceivedFile } from "../media/upload-stream.server";
import type { Store } from "../platform/database.server";
import { contentChanged } from "./content-store.server";
import { attachmentDisposition } from "../platform/content-disposition.server";

/**
 * A product's files (decision 037): checked by their bytes, stored in the database a piece at a time (like a quote's
 * attachments, decision 015) within a quota per product and for the catalogue, listed in the order staff give them,
 * served from this origin by their content-addressed name, and deleted softly (kept, served no more).
 */

/** The bytes of a file are stored and read in pieces of this size: memory per file stays this small. */
export const PRODUCT_FILE_CHUNK_BYTES = 1024 * 1024;
/** How much of a file's start is read to tell what it is. */
const SNIFF_BYTES = 4096;
/** Hex digits of the SHA-256 a stored name carries. */
const NAME_HASH_DIGITS = 16;
/** Words of the original name a stored name keeps. */
const NAME_WORDS_MAX = 60;

export interface ProductFileRow {
  id: string;
  product_id: string;
  label: string;
  type: string;
  format: string;
  original_name: string;
  stored_name: string;
  bytes: number;
  sha256: string;
  position: number;
  created_at: number;
  created_by: string;
  deleted_at: number | null;
}

interface ProductFileTables {
  product_files: ProductFileRow;
  product_file_chunks: { file_id: string; seq: number; data: Buffer };
  products: { id: string; slug: string; status: string; deleted_at: number | null };
  content_version: { id: number; version: number; changed_at: number };
}

const filesDb = (store: Store | Kysely<any>): Kysely<ProductFileTables> =>
  ("db" in store ? store.db : store) as unknown as Kysely<ProductFileTables>;

/**
 * What a file is, from its first bytes alone: a PDF ("%PDF-" header), a DWG (its "AC10nn" version header) or an ASCII
 * DXF (group code 0 then SECTION, then group code 2 and a section's name, text without NUL bytes). Undefined for
 * anything else, whatever its name says.
 */
export function sniffProductFile(head: Buffer): ProductFileFormat | undefined {
  if (head.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (/^AC10[0-3][0-9]$/.test(head.subarray(0, 6).toString("latin1"))) return "dwg";
  if (head.includes(0)) return undefined;
  const text = head.toString("latin1").replace(/^\uFEFF/, "");
  if (/^\s*0\r?\n\s*SECTION\r?\n\s*2\r?\n\s*(HEADER|CLASSES|TABLES|BLOCKS|ENTITIES|OBJECTS|THUMBNAILIMAGE)\r?\n/.test(text)) return "dxf";
  return undefined;
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path, { highWaterMark: PRODUCT_FILE_CHUNK_BYTES })) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The name a file is stored and served under: "alumil-s91-brochure-3fa9c1d2e4b5a6f7.pdf". */
export function storedFileName(originalName: string, sha256: string, format: ProductFileFormat): string {
  const base = (originalName.split(/[\\/]/).pop() ?? "").replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const words = slugify(base).slice(0, NAME_WORDS_MAX).replace(/-+$/, "") || "file";
  return `${words}-${sha256.slice(0, NAME_HASH_DIGITS)}.${PRODUCT_FILE_FORMATS[format].extension}`;
}

/** A download's Content-Disposition: the name as sent, cleaned (attachmentDisposition), with its format's extension. */
export function downloadDisposition(originalName: string, format: ProductFileFormat): string {
  return attachmentDisposition(originalName, { extension: PRODUCT_FILE_FORMATS[format].extension });
}

export interface NewProductFile {
  /** The product's row id. */
  productId: string;
  label: string;
  type: ProductFileType;
  file: ReceivedFile;
  actor: string;
}

/** The label and type as posted, checked; a MediaError (422) says what is wrong. */
export function checkedFileFields(fields: Record<string, string | undefined>): { label: string; type: ProductFileType } {
  const label = (fields.label ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim();
  if (label.length < 3 || label.length > 80) throw new MediaError(422, productFileMessages.label);
  if (!isProductFileType(fields.type)) throw new MediaError(422, productFileMessages.type);
  return { label, type: fields.type };
}

/** The limits a new file is checked against (named in app/lib/product-files.ts; tests give smaller ones). */
export interface ProductFileLimits {
  filesPerProduct: number;
  bytesPerProduct: number;
  totalBytes: number;
}

export const PRODUCT_FILE_LIMITS: ProductFileLimits = {
  filesPerProduct: MAX_FILES_PER_PRODUCT,
  bytesPerProduct: MAX_BYTES_PER_PRODUCT,
  totalBytes: MAX_PRODUCT_FILES_TOTAL_BYTES,
};

/** Takes a lock every file upload waits for (PostgreSQL): two uploads at once cannot both pass a quota. */
async function lockFiles(trx: Transaction<ProductFileTables>): Promise<void> {
  await trx.updateTable("content_version").set((eb) => ({ changed_at: eb.ref("changed_at") })).where("id", "=", 1).execute();
}

/**
 * Checks a received file by its bytes and stores it as the product's last file, in one transaction with the quota
 * checks: the file is there whole, or not at all. Refusals are MediaErrors with the message staff read.
 */
export async function storeProductFile(
  store: Store,
  input: NewProductFile,
  now = Date.now(),
  limits: ProductFileLimits = PRODUCT_FILE_LIMITS,
): Promise<ProductFileRow> {
  const { file } = input;
  if (file.bytes === 0) throw new MediaError(400, productFileMessages.empty(file.originalName));
  const format = sniffProductFile(await readHead(file.path));
  if (!format) throw new MediaError(415, productFileMessages.wrongBytes(file.originalName));
  if (!file.originalName.toLowerCase().endsWith(`.${PRODUCT_FILE_FORMATS[format].extension}`)) {
    throw new MediaError(422, productFileMessages.wrongName(file.originalName, format));
  }
  const sha256 = await sha256Of(file.path);
  const id = randomUUID();
  const row = await filesDb(store)
    .transaction()
    .execute(async (trx) => {
      await lockFiles(trx);
      const live = await trx.selectFrom("product_files").selectAll().where("product_id", "=", input.productId).where("deleted_at", "is", null).execute();
      const same = live.find((candidate) => candidate.sha256 === sha256);
      if (same) throw new MediaError(422, productFileMessages.duplicate(same.label));
      if (live.length >= limits.filesPerProduct) throw new MediaError(422, productFileMessages.tooManyFiles);
      const productBytes = live.reduce((sum, candidate) => sum + Number(candidate.bytes), 0);
      if (productBytes + file.bytes > limits.bytesPerProduct) throw new MediaError(507, productFileMessages.productQuota);
      const total = await trx
        .selectFrom("product_files")
        .select((eb) => eb.fn.sum<number | string | null>("bytes").as("total"))
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (Number(total?.total ?? 0) + file.bytes > limits.totalBytes) throw new MediaError(507, productFileMessages.totalQuota);
      const position = live.reduce((last, candidate) => Math.max(last, Number(candidate.position)), -1) + 1;
      const values: ProductFileRow = {
        id,
        product_id: input.productId,
        label: input.label,
        type: input.type,
        format,
        original_name: file.originalName.slice(0, 255),
        stored_name: storedFileName(file.originalName, sha256, format),
        bytes: file.bytes,
        sha256,
        position,
        created_at: now,
        created_by: input.actor,
        deleted_at: null,
      };
      await trx.insertInto("product_files").values(values).execute();
      let seq = 0;
      for await (const chunk of createReadStream(file.path, { highWaterMark: PRODUCT_FILE_CHUNK_BYTES })) {
        await trx.insertInto("product_file_chunks").values({ file_id: id, seq: seq++, data: chunk as Buffer }).execute();
      }
      return values;
    });
  await contentChanged(store, now);
  return row;
}

/** A product's live files in their order (for the staff page). */
export async function listProductFiles(store: Store, productId: string): Promise<ProductFileRow[]> {
  const rows = await filesDb(store)
    .selectFrom("product_files")
    .selectAll()
    .where("product_id", "=", productId)
    .where("deleted_at", "is", null)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ ...row, bytes: Number(row.bytes), position: Number(row.position) }));
}

/**
 * Staff's changes to a product's list, in one transaction: the files in `deleted` leave it (softly), the others take
 * the order of `order` (their ids, first to last). Ids of another product's files are ignored.
 */
export async function arrangeProductFiles(store: Store, productId: string, change: { order: string[]; deleted: string[] }, now = Date.now()): Promise<void> {
  await filesDb(store)
    .transaction()
    .execute(async (trx) => {
      for (const id of change.deleted) {
        await trx.updateTable("product_files").set({ deleted_at: now }).where("id", "=", id).where("product_id", "=", productId).where("deleted_at", "is", null).execute();
      }
      for (const [index, id] of change.order.entries()) {
        await trx.updateTable("product_files").set({ position: index }).where("id", "=", id).where("product_id", "=", productId).execute();
      }
    });
  await contentChanged(store, now);
}

/** One served file: a live file of a published, live product, by the product's id ("sd95") and the stored name. */
export async function findServedFile(store: Store, productSlug: string, storedName: string): Promise<ProductFileRow | undefined> {
  if (!STORED_NAME.test(storedName) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(productSlug)) return undefined;
  const row = await filesDb(store)
    .selectFrom("product_files")
    .innerJoin("products", "products.id", "product_files.product_id")
    .selectAll("product_files")
    .where("products.slug", "=", productSlug)
    .where("products.status", "=", "published")
    .where("products.deleted_at", "is", null)
    .where("product_files.stored_name", "=", storedName)
    .where("product_files.deleted_at", "is", null)
    .executeTakeFirst();
  return row && isProductFileFormat(row.format) ? { ...row, bytes: Number(row.bytes) } : undefined;
}

/** A file's bytes, a piece at a time, in order. */
export async function* productFileChunks(store: Store, id: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const chunk = await filesDb(store).selectFrom("product_file_chunks").select("data").where("file_id", "=", id).where("seq", "=", seq).executeTakeFirst();
    if (!chunk) return;
    yield Buffer.from(chunk.data);
  }
}

/** Every live file of the live products, by product id ("sd95"), in their order: what the product pages list. */
export async function publicProductFiles(db: Kysely<any>): Promise<Map<string, PublicProductFile[]>> {
  const rows = await filesDb(db)
    .selectFrom("product_files")
    .innerJoin("products", "products.id", "product_files.product_id")
    .select(["products.slug as slug", "product_files.label", "product_files.type", "product_files.format", "product_files.bytes", "product_files.stored_name"])
    .where("product_files.deleted_at", "is", null)
    .where("products.deleted_at", "is", null)
    .orderBy("product_files.position")
    .orderBy("product_files.created_at")
    .execute();
  const files = new Map<string, PublicProductFile[]>();
  for (const row of rows) {
    if (!isProductFileFormat(row.format) || !isProductFileType(row.type)) continue;
    const list = files.get(row.slug) ?? [];
    list.push({ label: row.label, type: row.type, format: row.format, bytes: Number(row.bytes), href: productFileUrl(row.slug, row.stored_name) });
    files.set(row.slug, list);
  }
  return files;
}
