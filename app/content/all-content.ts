/**
 * Every content record the build validates, in one place (scripts/validate-content.mjs bundles this module).
 * Pages import the modules they need directly, never this one.
 */
export { about } from "./about";
export { energy } from "./energy";
export { landings } from "./landings";
export { pivotDesigns } from "./pivot-designs";
export { products } from "./products";
export { projects } from "./projects";
export { shippedPageList as pages } from "./page-copy";
export { shippedSettings as settings } from "./settings";
export { team } from "./team";
export { testimonials } from "./testimonials";
