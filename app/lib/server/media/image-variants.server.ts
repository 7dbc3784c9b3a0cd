import sharp, { type Metadata, type Sharp } from "sharp";
import { mediaHeightAt, mediaOgWidth, mediaWidths, type MediaFormat } from "#app/lib/media";
import { decodeHeic } from "./heic-decode.server";
import { displayFileName } from "#app/lib/media-upload";
import type { SourceType } from "./image-type.server";
import { MediaError } from "./media-errors.server";
import type { EncodedVariant } from "./media-store.server";

/** Larger images are refused: decoding one takes memory in proportion (100 MP is ~400 MB as RGBA). */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * The image is decoded once, scaled to the largest variant, and every variant is made from those pixels; this bounds
 * that intermediate (16 MP is 64 MB as RGBA). Beyond it (extreme panoramas), each variant decodes the source again.
 */
const MAX_INTERMEDIATE_PIXELS = 16_000_000;

/** Encoder settings: small files that still look like the photo. AVIF at effort 2, as the build's own photos: several times faster than 4 for files about an eighth larger, so a dozen phone photos upload in seconds, not minutes. */
export const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;
export const WEBP_OPTIONS = { quality: 75 } as const;
export const JPEG_OPTIONS = { quality: 80, mozjpeg: true } as const;
/** JPEG has no transparency: transparent parts (logos) become white. */
const JPEG_BACKGROUND = "#ffffff";

/**
 * Refuse damaged pixel data (truncated files, decode errors) but not mere warnings, which many phones and
 * editors trigger harmlessly.
 */
const FAIL_ON = "error" as const;

export interface ProcessedImage {
  /** Size after EXIF orientation. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

export interface ProcessOptions {
  /** Defaults to MAX_INPUT_PIXELS. */
  maxPixels?: number;
}

// One sharp pipeline at a time in this process, whatever the number of uploads: bounded CPU and memory on a small
// server (libvips still uses its own few threads inside that one pipeline).
let queue: Promise<unknown> = Promise.resolve();

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Makes every variant of an uploaded image: AVIF and WebP at mediaWidths(width), and the link-preview JPEG.
 * Upright (EXIF orientation applied), in sRGB, with no metadata at all (no location, no camera), never upscaled.
 * Throws a MediaError (422) when the image is too large or cannot be decoded.
 */
export function makeVariants(filePath: string, type: SourceType, originalName: string, options: ProcessOptions = {}): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  return exclusive(() => processImage(filePath, type, displayFileName(originalName), maxPixels));
}

type Source = { width: number; height: number; open: () => Sharp };

async function processImage(filePath: string, type: SourceType, name: string, maxPixels: number): Promise<ProcessedImage> {
  const source = type === "heic" ? await openHeic(filePath, name, maxPixels) : await openFile(filePath, name, maxPixels);
  try {
    return await encodeAll(source);
  } catch (error) {
    throw broken(name, error);
  }
}

function tooManyPixels(name: string, width: number, height: number, maxPixels: number): MediaError {
  const megapixels = (n: number) => `${Math.round(n / 1_000_000)} megapixels`;
  return new MediaError(
    422,
    `"${name}" is too large to process: ${width} × ${height} pixels is more than ${megapixels(maxPixels)}. Export a smaller version (4000 pixels wide is plenty) and upload that.`,
  );
}

function broken(name: string, error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  // Logged for us; staff get a plain answer.
  console.warn(`Image "${name}" could not be processed: ${(error as Error)?.message ?? String(error)}`);
  return new MediaError(422, `"${name}" could not be read as an image: it may be damaged or incomplete. Open it, save or export it again, and upload that.`);
}

async function openFile(filePath: string, name: string, maxPixels: number): Promise<Source> {
  const input = () => sharp(filePath, { failOn: FAIL_ON, limitInputPixels: maxPixels });
  let metadata: Metadata;
  try {
    // Reads the header only: a too-large image is refused before it is decoded.
    metadata = await sharp(filePath, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw broken(name, error);
  }
  if (!metadata.width || !metadata.height) throw broken(name, new Error("no dimensions"));
  if (metadata.width * metadata.height > maxPixels) throw tooManyPixels(name, metadata.width, metadata.height, maxPixels);
  const { width, height } = metadata.autoOrient;
  return { width, height, open: () => input().autoOrient() };
}

async function openHeic(filePath: string, name: string, maxPixels: number): Promise<Source> {
  const decoded = await decodeHeic(filePath, maxPixels);
  if (decoded.ok) {
    const { width, height, data } = decoded;
    return { width, height, open: () => sharp(data, { raw: { width, height, channels: 4 } }) };
  }
  if (decoded.tooLarge) throw tooManyPixels(name, decoded.width, decoded.height, maxPixels);
  // Not HEVC-coded (an AV1 HEIF, say): sharp's own HEIF decoder may read it.
  try {
    return await openFile(filePath, name, maxPixels);
  } catch (error) {
    throw broken(name, new Error(`heic-decode: ${decoded.error}; sharp: ${(error as Error).message}`));
  }
}

async function encodeAll(source: Source): Promise<ProcessedImage> {
  const size = { width: source.width, height: source.height };
  const widths = mediaWidths(source.width);
  const ogWidth = mediaOgWidth(source.width);
  const largest = Math.max(widths[widths.length - 1]!, ogWidth);
  const base = await intermediate(source, largest);

  const variants: EncodedVariant[] = [];
  const encode = async (format: MediaFormat, width: number) => {
    const height = mediaHeightAt(width, size);
    let pipeline = base.open();
    // "fill" at the height the pages compute, so stored and derived sizes always agree (within a pixel of the aspect).
    if (width !== base.width || height !== base.height) pipeline = pipeline.resize(width, height, { fit: "fill" });
    if (format === "avif") pipeline = pipeline.avif(AVIF_OPTIONS);
    else if (format === "webp") pipeline = pipeline.webp(WEBP_OPTIONS);
    else pipeline = pipeline.flatten({ background: JPEG_BACKGROUND }).jpeg(JPEG_OPTIONS);
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    variants.push({ format, width: info.width, height: info.height, data });
  };
  for (const width of widths) await encode("avif", width);
  for (const width of widths) await encode("webp", width);
  await encode("jpeg", ogWidth);
  return { ...size, variants };
}

/**
 * The source decoded once and scaled to the largest width needed, as raw sRGB pixels; or the source itself when
 * that would be too large to hold.
 */
async function intermediate(source: Source, width: number): Promise<Source> {
  const height = mediaHeightAt(width, source);
  if (width * height > MAX_INTERMEDIATE_PIXELS) return source;
  let pipeline = source.open();
  if (width !== source.width) pipeline = pipeline.resize(width, height, { fit: "fill" });
  const { data, info } = await pipeline.toColourspace("srgb").raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { width: info.width, height: info.height, open: () => sharp(data, { raw }) };
}

/**
 * An image's link preview (decision 052): the part `crop` of a stored variant (already upright, sRGB, without
 * metadata), at `size`, as JPEG. One pipeline at a time, with the uploads'.
 */
export function makeOgCrop(
  variant: Uint8Array,
  crop: (width: number, height: number) => { left: number; top: number; width: number; height: number },
  size: { width: number; height: number },
): Promise<Buffer> {
  return exclusive(async () => {
    const { width = 0, height = 0 } = await sharp(variant).metadata();
    return sharp(variant)
      .extract(crop(width, height))
      .resize(size.width, size.height, { fit: "fill" })
      .flatten({ background: JPEG_BACKGROUND })
      .jpeg(JPEG_OPTIONS)
      .toBuffer();
  });
}
