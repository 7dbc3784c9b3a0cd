/**
 * The contract between uploaded images (app/lib/server/media/) and the pages that show them.
 *
 * Every uploaded image is stored as AVIF and WebP at the usual widths, plus one whole-image JPEG, and served at
 * /media/{id}-{width}.{avif|webp|jpg}; its link preview is a crop around its focal point (mediaOgImage). Which widths exist follows from the image's own width alone, so a page
 * needs only (id, width, height) to build its srcsets. Pure TypeScript: it runs in the browser too.
 */
import type { ImageSources } from "./images";

export const MEDIA_BASE = "/media";

/** The widths every uploaded image is made at (never wider than the image itself), ascending. */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
/**
 * Width of the whole-image JPEG stored with every upload (at most: narrower images keep their width), which the spec
 * sheets print from; and the width of the link-preview crop (mediaOgImage).
 */
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

/** Width of the whole-image JPEG stored for an image `sourceWidth` pixels wide. */
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

/**
 * The link preview (og:image) of an uploaded image (decision 052): a 1200 × 630 crop (the shape link previews show)
 * centred on the image's focal point, made when first asked for at /media/og/{id}-{x}-{y}.jpg, where x and y are the
 * point in whole percents. The address names the point, so it still never changes content: a moved point is a new
 * address, and the pages' meta tags follow it.
 */
export const MEDIA_OG_BASE = `${MEDIA_BASE}/og`;
export const MEDIA_OG_HEIGHT = 630;
/** Width over height of the link-preview crop (1200:630, about 1.91:1). */
export const MEDIA_OG_ASPECT = MEDIA_OG_WIDTH / MEDIA_OG_HEIGHT;

/** A focal point in whole percents (0 to 100), as the link preview's address names it; the centre when unset. */
export function ogPoint(focal: Focal | undefined): { x: number; y: number } {
  const percent = (value: number | undefined) => (Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value!)) * 100) : 50);
  return { x: percent(focal?.x), y: percent(focal?.y) };
}

/** "k3J9…-35-20.jpg": the file name of an image's link preview centred on a point (whole percents). */
export function mediaOgFileName(id: string, point: { x: number; y: number }): string {
  return `${id}-${point.x}-${point.y}.jpg`;
}

const PERCENT = "(0|[1-9][0-9]?|100)";
const OG_FILE = new RegExp(`^([A-Za-z0-9_-]+)-${PERCENT}-${PERCENT}\\.jpg$`);

/** Reads "{id}-{x}-{y}.jpg" (x, y whole percents from 0 to 100); undefined for anything else. */
export function parseOgFileName(name: string): { id: string; point: { x: number; y: number } } | undefined {
  const match = OG_FILE.exec(name);
  if (!match || !isMediaId(match[1]!)) return undefined;
  return { id: match[1]!, point: { x: Number(match[2]), y: Number(match[3]) } };
}

/**
 * The size of an image's link preview: its 1200:630 crop (focalCrop: the largest part of that shape, around the
 * point) at 1200 × 630, or at the crop's own size when it is narrower (never enlarged).
 */
export function mediaOgSize(source: { width: number; height: number }, point: { x: number; y: number }): { width: number; height: number } {
  const crop = focalCrop(source.width, source.height, MEDIA_OG_ASPECT, { x: point.x / 100, y: point.y / 100 });
  const width = Math.min(MEDIA_OG_WIDTH, crop.width);
  return { width, height: Math.max(1, Math.round(width / MEDIA_OG_ASPECT)) };
}

/** The link preview of an uploaded image, for og:image (path relative to the site) and its size for the meta tags. */
export function mediaOgImage(media: MediaRef): { path: string; width: number; height: number } {
  const point = ogPoint(media.focal);
  return { path: `${MEDIA_OG_BASE}/${mediaOgFileName(media.id, point)}`, ...mediaOgSize(media, point) };
}
