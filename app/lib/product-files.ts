/**
 * What a product's files may be (brochures, installation guides, CAD details), their limits, their addresses and what
 * staff are told when one is refused: one source for the staff page and the server that reads and serves the files
 * (decision 037). Pure TypeScript, so it runs in both.
 */
import { formatBytes } from "./admin/media-library";
import { displayFileName } from "./media-upload";

/** What a file is for, as staff choose it and visitors read it. */
export const PRODUCT_FILE_TYPES = {
  brochure: "Brochure",
  "installation-guide": "Installation guide",
  "cad-detail": "CAD detail",
} as const;
export type ProductFileType = keyof typeof PRODUCT_FILE_TYPES;

export function isProductFileType(value: unknown): value is ProductFileType {
  return typeof value === "string" && Object.hasOwn(PRODUCT_FILE_TYPES, value);
}

/** The formats taken, found from the bytes: the extension its name must have, its served type and its name. */
export const PRODUCT_FILE_FORMATS = {
  pdf: { extension: "pdf", contentType: "application/pdf", name: "PDF" },
  dwg: { extension: "dwg", contentType: "image/vnd.dwg", name: "DWG" },
  dxf: { extension: "dxf", contentType: "image/vnd.dxf", name: "DXF" },
} as const;
export type ProductFileFormat = keyof typeof PRODUCT_FILE_FORMATS;

export function isProductFileFormat(value: unknown): value is ProductFileFormat {
  return typeof value === "string" && Object.hasOwn(PRODUCT_FILE_FORMATS, value);
}

/** The file input's accept list. */
export const PRODUCT_FILE_ACCEPT = ".pdf,.dwg,.dxf,application/pdf,image/vnd.dwg,image/vnd.dxf";

/** The largest file taken: a manufacturer's brochure or a CAD detail with its sheets is well under this. */
export const MAX_PRODUCT_FILE_MB = 25;
export const MAX_PRODUCT_FILE_BYTES = MAX_PRODUCT_FILE_MB * 1024 * 1024;
/** Files one product may list (Related Files stays a short list). */
export const MAX_FILES_PER_PRODUCT = 12;
/** Bytes of live files one product may hold. */
export const MAX_PRODUCT_FILES_MB = 150;
export const MAX_BYTES_PER_PRODUCT = MAX_PRODUCT_FILES_MB * 1024 * 1024;
/** Bytes of live files the whole catalogue may hold (they are in the database and in every backup). */
export const MAX_PRODUCT_FILES_TOTAL_MB = 2048;
export const MAX_PRODUCT_FILES_TOTAL_BYTES = MAX_PRODUCT_FILES_TOTAL_MB * 1024 * 1024;
/** A label, as the Related Files list shows it. */
export const PRODUCT_FILE_LABEL_MIN = 3;
export const PRODUCT_FILE_LABEL_MAX = 80;

/** The public address of every product file: /files/products/<product id>/<stored name>. */
export const PRODUCT_FILES_BASE = "/files/products";

export function productFileUrl(productId: string, storedName: string): string {
  return `${PRODUCT_FILES_BASE}/${encodeURIComponent(productId)}/${encodeURIComponent(storedName)}`;
}

/** A stored name: words of the original name, the first 16 hex digits of its SHA-256, its format's extension. */
export const STORED_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{16}\.(pdf|dwg|dxf)$/;

/** Where the staff page posts a file (multipart): the product's id in the catalogue ("sd95"). */
export function productFileUploadPath(productId: string): string {
  return `/admin/products/${encodeURIComponent(productId)}/files`;
}
export const PRODUCT_FILE_UPLOAD_ROUTE = "/admin/products/:id/files";

/** "PDF, 2.4 MB": how the Related Files list describes a file. */
export function fileSummary(format: ProductFileFormat, bytes: number): string {
  return `${PRODUCT_FILE_FORMATS[format].name}, ${formatBytes(bytes)}`;
}

/** What a product's page lists of one uploaded file. */
export interface PublicProductFile {
  label: string;
  type: ProductFileType;
  format: ProductFileFormat;
  bytes: number;
  href: string;
}

export const productFileMessages = {
  notSignedIn: "Sign in to upload files.",
  noFile: "Choose a file to upload.",
  oneFile: "Upload one file at a time.",
  noProduct: "There is no such product: it may have been removed.",
  label: `Give the file a label of ${PRODUCT_FILE_LABEL_MIN} to ${PRODUCT_FILE_LABEL_MAX} characters, as the Related Files list should show it.`,
  type: "Choose what the file is: a brochure, an installation guide or a CAD detail.",
  tooLarge: (name: string) =>
    `"${displayFileName(name)}" is larger than ${MAX_PRODUCT_FILE_MB} MB, the most we take for one file. Upload a smaller version.`,
  requestTooLarge: `This upload is too large: a file may be up to ${MAX_PRODUCT_FILE_MB} MB.`,
  empty: (name: string) => `"${displayFileName(name)}" is empty. Choose the file again and upload it.`,
  wrongBytes: (name: string) =>
    `"${displayFileName(name)}" is not a PDF, DWG or DXF file: its contents are something else, whatever its name says. Upload the PDF, DWG or DXF itself.`,
  wrongName: (name: string, format: ProductFileFormat) =>
    `"${displayFileName(name)}" is a ${PRODUCT_FILE_FORMATS[format].name} file but its name does not end in .${PRODUCT_FILE_FORMATS[format].extension}: rename it and upload it again.`,
  duplicate: (label: string) => `This file is already listed, as “${label}”.`,
  tooManyFiles: `A product lists at most ${MAX_FILES_PER_PRODUCT} files: delete one first.`,
  productQuota: `A product's files may take up to ${MAX_PRODUCT_FILES_MB} MB together: delete one first or upload a smaller file.`,
  totalQuota: `The catalogue's files may take up to ${MAX_PRODUCT_FILES_TOTAL_MB} MB together, and this file would pass that: delete files no longer needed first.`,
} as const;
