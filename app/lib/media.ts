/**
 * The contract between uploaded images (app/lib/server/media/) and the pages that show them.
 *
 * Every uploaded image is stored as AVIF and WebP at the usual widths, plus one JPEG for link previews, and served
 * at /media/{id}-{width}.{avif|webp|jpg}. Which widths exist follows from the image's own width alone, so a page
 * needs only (id, width, height) to build its srcsets. Pure TypeScript: it runs in the browser too.
 */
import type { ImageSources } from "./images";

export const MEDIA_BASE = "/media";

/** The widths every uploaded image is made at (never wider than the image itself), ascending. */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
/** Width of the JPEG made for Open Graph and Twitter cards (at most: narrower images keep their width). */
export const MEDIA_OG_WIDTH = 1200;

export const MEDIA_FORMATS = ["avif", "webp", "jpeg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** File extension of each stored format in URLs. */
export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** A media id: random, URL-safe (base64url). */
const MEDIA_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isMediaId(value: string): boolean {
  return MEDIA_ID.test(value);
}

/**
 * The AVIF/WebP widths made for an image `sourceWidth` pixels wide: the usual widths up to the source width (never
 * upscaling), or the source width alone when the image is narrower than the smallest usual width.
 * Used by the processor and by the pages, so both always agree on which files exist.
 */
export function mediaWidths(sourceWidth: number): number[] {
  if (!Number.isInteger(sourceWidth) || sourceWidth < 1) throw new Error(`Image width must be a whole number from 1, got ${sourceWidth}`);
  const widths = MEDIA_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length ? widths : [sourceWidth];
}

/** Width of the link-preview JPEG of an image `sourceWidth` pixels wide. */
export function mediaOgWidth(sourceWidth: number): number {
  return Math.min(MEDIA_OG_WIDTH, sourceWidth);
}

/** Height of a variant `width` pixels wide, at the source's aspect ratio (at least 1 pixel). */
export function mediaHeightAt(width: number, source: { width: number; height: number }): number {
  return Math.max(1, Math.round((width * source.height) / source.width));
}

/** The file name of one variant, e.g. "k3J9…-800.webp". */
export function mediaFileName(id: string, width: number, format: MediaFormat): string {
  return `${id}-${width}.${MEDIA_EXTENSIONS[format]}`;
}

/** Public URL of one variant. */
export function mediaUrl(id: string, width: number, format: MediaFormat): string {
  return `${MEDIA_BASE}/${mediaFileName(id, width, format)}`;
}

/** Reads "{id}-{width}.{avif|webp|jpg}"; undefined for anything else. The width is the last "-digits". */
export function parseMediaFileName(name: string): { id: string; width: number; format: MediaFormat } | undefined {
  const match = /^([A-Za-z0-9_-]+)-([1-9][0-9]{0,4})\.(avif|webp|jpg)$/.exec(name);
  if (!match || !isMediaId(match[1]!)) return undefined;
  const format: MediaFormat = match[3] === "jpg" ? "jpeg" : (match[3] as MediaFormat);
  return { id: match[1]!, width: Number(match[2]), format };
}

/**
 * The point of an image every crop keeps in view (decision 050): x from the left edge (0) to the right (1), y from the
 * top (0) to the bottom (1). Staff set it in the image library; an image without one is cropped around its centre.
 */
export interface Focal {
  x: number;
  y: number;
}

export const CENTRE: Focal = { x: 0.5, y: 0.5 };

/** What a page knows of an uploaded image. `variants` (as stored) wins over the width rule when given. */
export interface MediaRef {
  id: string;
  width: number;
  height: number;
  variants?: readonly { format: MediaFormat; width: number; height: number }[];
  /** Where crops centre (undefined: the middle). */
  focal?: Focal;
}

/** What <Picture> renders for an uploaded image: the sources of a generated image, without its group. */
export type MediaImageSources = Omit<ImageSources, "group"> & {
  /** CSS object-position that keeps the focal point in view when the image is cropped by `object-fit: cover`. */
  objectPosition?: string;
};

/** "35% 20%": the CSS object-position of a focal point (whole percents; CSS crops so that this point stays in view). */
export function focalPosition(focal: Focal): string {
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}

/**
 * The part of a `width` × `height` image to keep for a crop of aspect `aspect` (width / height), as large as fits,
 * placed so the focal point is as near its middle as the image's edges allow. Whole pixels, inside the image.
 */
export function focalCrop(width: number, height: number, aspect: number, focal: Focal = CENTRE): { left: number; top: number; width: number; height: number } {
  if (!(width > 0 && height > 0 && aspect > 0)) throw new Error(`A crop needs a positive size and aspect, got ${width} × ${height} at ${aspect}`);
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * aspect)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(cropWidth / aspect)));
  const clamp = (value: number, most: number) => Math.min(most, Math.max(0, Math.round(value)));
  const fx = Number.isFinite(focal.x) ? Math.min(1, Math.max(0, focal.x)) : 0.5;
  const fy = Number.isFinite(focal.y) ? Math.min(1, Math.max(0, focal.y)) : 0.5;
  return {
    left: clamp(fx * width - cropWidth / 2, width - cropWidth),
    top: clamp(fy * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

function widthsOf(media: MediaRef, format: "avif" | "webp"): { width: number; height: number }[] {
  const stored = media.variants?.filter((variant) => variant.format === format);
  if (stored?.length) return [...stored].sort((a, b) => a.width - b.width);
  return mediaWidths(media.width).map((width) => ({ width, height: mediaHeightAt(width, media) }));
}

/** Sources of an uploaded image for <Picture>: AVIF and WebP srcsets, the fallback src and the intrinsic size. */
export function mediaImage(media: MediaRef): MediaImageSources {
  const avif = widthsOf(media, "avif");
  const webp = widthsOf(media, "webp");
  const srcSet = (format: MediaFormat, sizes: { width: number }[]) =>
    sizes.map(({ width }) => `${mediaUrl(media.id, width, format)} ${width}w`).join(", ");
  const largest = webp[webp.length - 1]!;
  // Like the generated images: the largest-but-one is a sensible src for browsers without srcset.
  const fallback = webp[Math.max(0, webp.length - 2)]!;
  return {
    avifSrcSet: srcSet("avif", avif),
    webpSrcSet: srcSet("webp", webp),
    fallbackSrc: mediaUrl(media.id, fallback.width, "webp"),
    width: largest.width,
    height: largest.height,
    ...(media.focal ? { objectPosition: focalPosition(media.focal) } : {}),
  };
}

/** The link-preview JPEG of an uploaded image, for og:image (path relative to the site). */
export function mediaOgImage(media: MediaRef): { path: string; width: number; height: number } {
  const stored = media.variants?.find((variant) => variant.format === "jpeg");
  const width = stored?.width ?? mediaOgWidth(media.width);
  const height = stored?.height ?? mediaHeightAt(width, media);
  return { path: mediaUrl(media.id, width, "jpeg"), width, height };
}
