import { preload } from "react-dom";
import type { ImageSources } from "./images";

/**
 * Asks for a page's largest paint first, ahead of the scripts: React puts this high-priority preload at the top of the
 * head. `sizes` must be the rendered picture's, so the browser picks the same width from the AVIF set.
 */
export function preloadLargestImage(image: Pick<ImageSources, "fallbackSrc" | "avifSrcSet">, sizes: string): void {
  preload(image.fallbackSrc, {
    as: "image",
    type: "image/avif",
    imageSrcSet: image.avifSrcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  });
}
