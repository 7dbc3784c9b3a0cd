import type { ImageSources, SvgImage } from "../lib/images";

interface PictureProps {
  /**
   * From app/lib/images.ts, e.g. projectImage("lions-bay", 1) or partnerMark("Alumil"), or an uploaded image from
   * app/lib/media.ts (mediaImage(media)), which has the same sources but no generated group.
   */
  image: (Omit<ImageSources, "group"> & { objectPosition?: string }) | SvgImage;
  /** Required; use "" only for a purely decorative image. */
  alt: string;
  /** Rendered width of the image per layout, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
}

/** A generated image: AVIF and WebP sources at every width, explicit intrinsic size, lazy by default. */
export function Picture({ image, alt, sizes = "100vw", loading = "lazy", fetchPriority, className }: PictureProps) {
  // An uploaded image cropped by `object-fit: cover` keeps its focal point in view (app/lib/media.ts focalPosition).
  const position = "objectPosition" in image && image.objectPosition ? { objectPosition: image.objectPosition } : undefined;
  const common = { alt, width: image.width, height: image.height, loading, fetchPriority, decoding: "async", className, style: position } as const;
  if ("src" in image) return <img src={image.src} {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img src={image.fallbackSrc} {...common} />
    </picture>
  );
}

/** The page's largest paint (its cover or main photo): fetched at once and ahead of the other images. */
export function LeadPicture(props: Omit<PictureProps, "loading" | "fetchPriority">) {
  return <Picture {...props} loading="eager" fetchPriority="high" />;
}
