import { about } from "./about";
import { homeCollections, WORK_CAROUSEL_PROJECTS } from "./home";
import { pageMeta } from "./page-meta";
import { PRIVACY_BODY_TEXT } from "./privacy";
import type { PageCopy, PageCopyOf, PageKey } from "./page-copy.schema";

/**
 * The page copy the site ships with (decision 044): the seed of the pages table and the copy of a page whose stored
 * record fails the page schema. Made from the files that held it (page-meta.ts, about.ts, home.ts), which stay the
 * seed; the build checks it with the one page schema (app/content/validate.ts).
 */

/** The home hero's heading as shipped. */
export const HOME_HERO_HEADING = "Windows, doors and curtain walls, made for the way light falls here.";

const search = (key: keyof typeof pageMeta) => ({ title: pageMeta[key].title, description: pageMeta[key].description, socialImage: null, socialImageAlt: "" });

export const shippedPages: { [K in PageKey]: PageCopyOf<K> } = {
  home: {
    page: "home",
    ...search("home"),
    heroHeading: HOME_HERO_HEADING,
    heroLead: about.hero.promise,
    heroImage: null,
    heroImageAlt: "",
    workCount: WORK_CAROUSEL_PROJECTS,
    collections: homeCollections.map((card) => ({ ...card })),
  },
  about: {
    page: "about",
    ...search("about"),
    story: [...about.story],
    process: about.process.map((step) => ({ ...step })),
    commitment: { ...about.commitment },
  },
  energy: { page: "energy", ...search("energy") },
  projects: { page: "projects", ...search("projects") },
  journal: { page: "journal", ...search("journal") },
  quote: { page: "quote", ...search("quote") },
  visit: { page: "visit", ...search("visit") },
  contact: { page: "contact", ...search("contact") },
  privacy: { page: "privacy", ...search("privacy"), body: PRIVACY_BODY_TEXT },
};

/** The shipped copy as the build checks it: one record a page. */
export const shippedPageList: PageCopy[] = Object.values(shippedPages);
