/**
 * The contract between the image generator (scripts/generate-images.mjs) and the site.
 *
 * Every raster image of the site is generated at build time into public/generated/ as AVIF and WebP at a
 * fixed list of widths per group. This module says which files exist and at which URL, so pages can build
 * <picture> sources without touching the file system. Pure TypeScript: it runs in the browser too.
 *
 * Drop-in photos (content/photos/, see its README) replace a drawing at the same URLs, so nothing here changes.
 */

export const GENERATED_BASE = "/generated";

export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageGroupSpec {
  /** Intrinsic aspect ratio as [width, height]. */
  readonly aspect: readonly [number, number];
  /** Widths generated, ascending. Every width gives a whole-pixel height at the aspect. */
  readonly widths: readonly number[];
}

/** Raster image groups: aspect and widths. */
export const IMAGE_GROUPS = {
  productCover: { aspect: [3, 2], widths: [600, 720, 960, 1440] },
  productRender: { aspect: [3, 2], widths: [600, 720, 960, 1440] },
  typology: { aspect: [1, 1], widths: [320, 640] },
  section: { aspect: [3, 4], widths: [480, 960] },
  pivot: { aspect: [1, 2], widths: [240, 480] },
  project: { aspect: [5, 3], widths: [480, 800, 1200, 1600] },
  team: { aspect: [1, 1], widths: [240, 480] },
} as const satisfies Record<string, ImageGroupSpec>;

export type ImageGroup = keyof typeof IMAGE_GROUPS;

/** Partner wordmarks are SVG files (text drawn as paths) at this intrinsic size. */
export const PARTNER_MARK_SIZE = { width: 360, height: 120 } as const;

/** Parameters that name one image of each group. `n` is 1-based. */
export interface ImageParams {
  productCover: { id: string };
  productRender: { id: string; n: number };
  typology: { id: string; n: number };
  section: { id: string; n: number };
  pivot: { name: string };
  project: { id: string; n: number };
  team: { id: string };
}

/** What a <picture> needs for one generated image. */
export interface ImageSources {
  group: ImageGroup;
  avifSrcSet: string;
  webpSrcSet: string;
  /** The largest-but-one WebP: a sensible src for browsers without srcset support. */
  fallbackSrc: string;
  /** Intrinsic size: the largest width generated and its height at the group's aspect. */
  width: number;
  height: number;
}

/** An SVG image (partner marks): a single file, drawn at its intrinsic size. */
export interface SvgImage {
  src: string;
  width: number;
  height: number;
}

/**
 * The slug of a display name, shared by the generator and the site: lowercase ASCII, accents removed,
 * every run of other characters turned into one hyphen. "Living Space" -> "living-space", "Wójcik" -> "wojcik".
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .replace(/ø/g, "o")
    .replace(/Ø/g, "O")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function positive(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`${what} must be a whole number from 1, got ${n}`);
  return n;
}

function safeSegment(value: string, what: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) throw new Error(`${what} must be a lowercase slug, got "${value}"`);
  return value;
}

/**
 * The file stem of an image relative to the generated folder, without "-{width}.{format}",
 * e.g. "products/sd95/cover", "projects/lions-bay/3", "pivot/achilles".
 */
export function imageStem<G extends ImageGroup>(group: G, params: ImageParams[G]): string {
  const p = params as Partial<{ id: string; n: number; name: string }>;
  switch (group) {
    case "productCover":
      return `products/${safeSegment(p.id!, "product id")}/cover`;
    case "productRender":
      return `products/${safeSegment(p.id!, "product id")}/render-${positive(p.n!, "render number")}`;
    case "typology":
      return `products/${safeSegment(p.id!, "product id")}/typology-${positive(p.n!, "typology number")}`;
    case "section":
      return `products/${safeSegment(p.id!, "product id")}/section-${positive(p.n!, "section number")}`;
    case "pivot":
      return `pivot/${safeSegment(slugify(p.name!), "pivot design slug")}`;
    case "project":
      return `projects/${safeSegment(p.id!, "project id")}/${positive(p.n!, "image number")}`;
    case "team":
      return `team/${safeSegment(p.id!, "team member id")}`;
    default:
      throw new Error(`Unknown image group "${String(group)}"`);
  }
}

/** Height in pixels of a width at a group's aspect. */
export function heightFor(group: ImageGroup, width: number): number {
  const [aw, ah] = IMAGE_GROUPS[group].aspect;
  return Math.round((width * ah) / aw);
}

/** Path of one generated file relative to the generated folder, e.g. "products/sd95/cover-960.webp". */
export function imageFile(stem: string, width: number, format: ImageFormat): string {
  return `${stem}-${width}.${format}`;
}

/** Public URL of one generated file. */
export function imageUrl(stem: string, width: number, format: ImageFormat): string {
  return `${GENERATED_BASE}/${imageFile(stem, width, format)}`;
}

/** Sources of one generated raster image: srcsets for every width, the fallback src and the intrinsic size. */
export function imageSources<G extends ImageGroup>(group: G, params: ImageParams[G]): ImageSources {
  const stem = imageStem(group, params);
  const { widths } = IMAGE_GROUPS[group];
  const srcSet = (format: ImageFormat) => widths.map((w) => `${imageUrl(stem, w, format)} ${w}w`).join(", ");
  const largest = widths[widths.length - 1]!;
  const fallbackWidth = widths[Math.max(0, widths.length - 2)]!;
  return {
    group,
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
    fallbackSrc: imageUrl(stem, fallbackWidth, "webp"),
    width: largest,
    height: heightFor(group, largest),
  };
}

/** The cover (3:2) of a product. */
export const productCover = (id: string) => imageSources("productCover", { id });
/** Render n (1-based index into product.renders), 3:2. */
export const productRender = (id: string, n: number) => imageSources("productRender", { id, n });
/** Typology diagram n (1-based index into product.typologies), 1:1. */
export const typology = (id: string, n: number) => imageSources("typology", { id, n });
/** Section drawing n (1-based index into product.sections), 3:4. */
export const section = (id: string, n: number) => imageSources("section", { id, n });
/** A pivot door design by its display name ("Achilles"), 1:2. */
export const pivotDesign = (name: string) => imageSources("pivot", { name });
/** Image n of a project (1 is the main image), 5:3. */
export const projectImage = (id: string, n: number) => imageSources("project", { id, n });
/** Portrait of a team member, 1:1. */
export const teamPortrait = (id: string) => imageSources("team", { id });

/** The typographic mark of an event partner, an SVG file named by the partner's slug. */
export function partnerMark(name: string): SvgImage {
  return {
    src: `${GENERATED_BASE}/partners/${safeSegment(slugify(name), "partner slug")}.svg`,
    ...PARTNER_MARK_SIZE,
  };
}

/** Size of a product's social image: the cover as a JPEG, which every link preview understands. */
export const PRODUCT_SOCIAL_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/**
 * The cover of a product as a JPEG for Open Graph and Twitter cards, written next to the cover by
 * scripts/generate-social-images.mjs.
 */
export function productSocialImage(id: string): { path: string; width: number; height: number } {
  return {
    path: `${GENERATED_BASE}/products/${safeSegment(id, "product id")}/cover-${PRODUCT_SOCIAL_IMAGE_SIZE.width}.jpg`,
    ...PRODUCT_SOCIAL_IMAGE_SIZE,
  };
}
