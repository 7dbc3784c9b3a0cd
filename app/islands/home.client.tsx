import { TestimonialsCarousel } from "../components/home/TestimonialsCarousel";
import { WorkCarousel } from "../components/home/WorkCarousel";
import { IntroOverlay } from "../components/IntroOverlay";
import { hydrateIslands } from "./hydrate-islands";

/** The home page's script: its intro and its two carousels, with React alone. */
hydrateIslands({ intro: IntroOverlay, work: WorkCarousel, testimonials: TestimonialsCarousel });
