/**
 * The `sizes` of each picture in the catalogue's layouts: how wide it is drawn at each breakpoint, so the browser
 * picks the smallest sufficient file. The container is 76rem wide with 2rem padding (1.25rem below 48rem); grids
 * are those of the components that use these.
 */

/** A product's cover: full width below lg, the wider (7/12) column of the intro grid from lg. */
export const COVER_SIZES = "(min-width: 76rem) 648px, (min-width: 64rem) 55vw, (min-width: 48rem) calc(100vw - 4rem), calc(100vw - 2.5rem)";

/** Landing cards: one, two (sm) or three (lg) columns. */
export const CARD_SIZES = "(min-width: 76rem) 368px, (min-width: 64rem) 30vw, (min-width: 40rem) 46vw, calc(100vw - 2.5rem)";

/** A section's only card, picture beside text from md: full width below md, half the container above. */
export const WIDE_CARD_SIZES = "(min-width: 76rem) 576px, (min-width: 48rem) calc(50vw - 2rem), calc(100vw - 2.5rem)";

/** Extra renders: one column, two from sm. */
export const RENDER_SIZES = "(min-width: 76rem) 560px, (min-width: 40rem) 46vw, calc(100vw - 2.5rem)";

/** Typology diagrams: two columns, three from sm, four from lg. */
export const TYPOLOGY_SIZES = "(min-width: 76rem) 276px, (min-width: 64rem) 23vw, (min-width: 40rem) 30vw, 45vw";

/** Section drawings: one column, two from sm, three from lg. */
export const SECTION_SIZES = "(min-width: 76rem) 368px, (min-width: 64rem) 30vw, (min-width: 40rem) 46vw, calc(100vw - 2.5rem)";

/** Pivot door designs: three columns, four from sm, six from lg. */
export const PIVOT_SIZES = "(min-width: 76rem) 176px, (min-width: 64rem) 15vw, (min-width: 40rem) 22vw, 30vw";
