import { HOME_ISLANDS } from "../components/island-names";
import { hydrateIslands } from "./hydrate-islands";

/** The home page's script: its intro and its two carousels, with React alone. */
void hydrateIslands({
  [HOME_ISLANDS.intro]: () => import("../components/IntroOverlay").then((module) => module.IntroOverlay),
  [HOME_ISLANDS.work]: () => import("../components/home/WorkCarousel").then((module) => module.WorkCarousel),
  [HOME_ISLANDS.testimonials]: () => import("../components/home/TestimonialsCarousel").then((module) => module.TestimonialsCarousel),
});
