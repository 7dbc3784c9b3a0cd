import { stat } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import { displayFileName, emptyFileMessage, notAnImageMessage } from "#app/lib/media-upload";
import { MediaError } from "./media-errors.server";

/** The kinds of image we accept, read from the bytes. */
export type SourceType = "jpeg" | "png" | "webp" | "avif" | "heic";

/** Detected MIME type -> what we call it. HEIF covers HEIC and its sequences (bursts, Live Photos: first image). */
const ACCEPTED: Record<string, SourceType> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/heic": "heic",
  "image/heif": "heic",
  "image/heic-sequence": "heic",
  "image/heif-sequence": "heic",
};

export { ACCEPTED_LIST } from "#app/lib/media-upload";

/** Plain names for what people upload by mistake; others are named by their extension. */
const KNOWN_NAMES: Record<string, string> = {
  pdf: "a PDF document",
  gif: "a GIF animation",
  tif: "a TIFF image",
  bmp: "a BMP image",
  psd: "a Photoshop file",
  zip: "a ZIP archive",
  docx: "a Word document",
  doc: "a Word document",
  xlsx: "an Excel spreadsheet",
  pptx: "a PowerPoint presentation",
  mp4: "a video",
  mov: "a video",
  m4v: "a video",
  webm: "a video",
  cr2: "a camera RAW file",
  nef: "a camera RAW file",
  dng: "a camera RAW file",
  arw: "a camera RAW file",
  jxl: "a JPEG XL image",
};

function describe(ext: string | undefined): string {
  if (!ext) return "it is not a kind of file we recognise";
  return `it is ${KNOWN_NAMES[ext] ?? `a .${ext} file`}`;
}

/** A file name fit to quote in a message (app/lib/media-upload.ts, shared with the browser). */
export const displayName = displayFileName;

/**
 * What the file really is, from its first bytes; throws a MediaError with a message for staff when it is not an image
 * we take (415) or empty (400).
 */
export async function detectImageType(filePath: string, originalName: string): Promise<SourceType> {
  if ((await stat(filePath)).size === 0) throw new MediaError(400, emptyFileMessage(originalName));
  const detected = await fileTypeFromFile(filePath);
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (accepted) return accepted;
  throw new MediaError(415, notAnImageMessage(originalName, describe(detected?.ext)));
}
