/**
 * The home page's own content: the carousels' timing, and the seed of its Our Work count and Collections cards (the
 * live ones are the owners', app/content/page-copy.ts, decision 044). Copy shared with other pages (the promise, the
 * About teaser) lives in about.ts.
 */

/** Our Work shows the main images of this many projects as shipped: the first of the gallery, in its order. */
export const WORK_CAROUSEL_PROJECTS = 6;

/** The project carousel advances every 5 s with a 0.5 s transition, looping forever. */
export const WORK_CAROUSEL_INTERVAL_MS = 5000;
export const WORK_CAROUSEL_TRANSITION_MS = 500;
/** Testimonials advance every 4.5 s, looping forever. */
export const TESTIMONIALS_INTERVAL_MS = 4500;
export const TESTIMONIALS_TRANSITION_MS = 500;

export interface HomeCollection {
  to: "/doors" | "/windows" | "/curtain";
  name: string;
  text: string;
  /** The product whose cover illustrates the card (an id from products.ts). */
  coverProduct: string;
}

export const homeCollections: readonly HomeCollection[] = [
  {
    to: "/doors",
    name: "Doors",
    text: "Bifold, lift and slide, sliding, pivot and swing doors in insulated aluminium.",
    coverProduct: "s700",
  },
  {
    to: "/windows",
    name: "Windows",
    text: "Aluminium and uPVC windows for every level of the BC Energy Step Code.",
    coverProduct: "s77",
  },
  {
    to: "/curtain",
    name: "Curtain Walls",
    text: "Slim aluminium curtain wall for facades full of daylight.",
    coverProduct: "m7",
  },
];
