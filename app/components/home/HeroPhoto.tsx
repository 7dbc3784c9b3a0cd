import { mediaImage, type MediaRef } from "#app/lib/media";
import { preloadLargestImage } from "#app/lib/preload-image";
import { LeadPicture } from "../Picture";

/** The hero fills the page's width at every size. */
const HERO_SIZES = "100vw";

/**
 * The home hero's photo from the image library (decision 044): the page's largest paint, so preloaded, eager and of
 * high priority; it covers the hero behind its words (the hero's size is the words', so it shifts nothing), under a
 * shade that keeps the white text above AA contrast.
 */
export function HeroPhoto({ image, alt }: { image: MediaRef; alt: string }) {
  const sources = mediaImage(image);
  preloadLargestImage(sources, HERO_SIZES);
  return (
    <div className="absolute inset-0">
      <LeadPicture image={sources} alt={alt} sizes={HERO_SIZES} className="h-full w-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 bg-aegean-dark/75" />
    </div>
  );
}
