/** Pure helpers of the carousel component (app/components/Carousel.tsx). */

/** Index `index` wrapped into 0..count-1, so that after the last slide comes the first and before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The accessible name of slide `index` (0-based): "3 of 6", as the WAI-ARIA carousel pattern suggests. */
export const slideLabel = (index: number, count: number): string => `${index + 1} of ${count}`;
