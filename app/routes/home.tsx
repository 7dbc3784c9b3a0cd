import { Link } from "react-router";
import { CollectionCards } from "../components/home/CollectionCards";
import { SingleTestimonial, TestimonialsCarousel } from "../components/home/TestimonialsCarousel";
import { WorkCarousel, type WorkSlide } from "../components/home/WorkCarousel";
import { IntroOverlay } from "../components/IntroOverlay";
import { Island } from "../components/Island";
import { HOME_ISLANDS } from "../components/island-names";
import { Meander } from "../components/Meander";
import { about } from "../content/about";
import { site } from "../content/site";
import { jsonLd } from "../lib/meta";
import type { PageHandle } from "../lib/page-handle";
import { projectItemMainImage } from "../lib/project-gallery";
import { requireServices } from "../lib/server/platform/services.server";
import { businessJsonLd } from "../lib/structured-data";
import { rootSettings } from "../lib/content/root-content";
import type { Route } from "./+types/home";
import { TitledSection } from "../components/TitledSection";
import { PrimaryAction } from "../components/PrimaryAction";
import { PhoneLink } from "../components/PhoneLink";
import { HeroPhoto } from "../components/home/HeroPhoto";
import { livePageMeta } from "../lib/content/live-meta";

/**
 * Our Work shows the first projects of the gallery that have a picture, as many as the page copy says: the owners
 * choose them by its order. The testimonials are the shown ones, in staff's order (decision 041). The hero, the count
 * and the collection cards are the live page copy (decision 044).
 */
export function loader({ context }: Route.LoaderArgs) {
  const content = requireServices(context).content.current();
  const home = content.pages.home;
  const work: WorkSlide[] = [];
  for (const project of content.projects) {
    if (work.length === home.copy.workCount) break;
    const main = projectItemMainImage(project);
    if (!main) continue;
    const { slug, name, type, place, year, scope } = project;
    work.push({ slug, name, type, place, year, scope, main });
  }
  const { heroHeading, heroLead, heroImageAlt, collections } = home.copy;
  return { work, testimonials: content.testimonials, hero: { heading: heroHeading, lead: heroLead, image: home.heroImage, alt: heroImageAlt }, collections };
}

export function meta({ matches }: { matches: readonly ({ id: string; data?: unknown } | undefined)[] }) {
  return [...livePageMeta(matches, "home", { isHome: true }), jsonLd(businessJsonLd(rootSettings(matches)))];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <>
      <Island name={HOME_ISLANDS.intro} component={IntroOverlay} props={{}} />
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-aegean-dark text-white">
        {hero.image ? <HeroPhoto image={hero.image} alt={hero.alt} /> : null}
        <div className="container-site relative py-20 md:py-28">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-bronze-light">
            Since {site.founded} · British Columbia
          </p>
          <h1 id="hero-heading" className="mt-4 max-w-3xl text-4xl text-white sm:text-5xl md:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90">{hero.lead}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/collections" className="btn btn-light">
              Explore collections
            </Link>
            <Link to="/quote" className="btn border-2 border-white/80 text-white hover:bg-white hover:text-aegean-dark">
              Get a quote
            </Link>
          </div>
        </div>
        <Meander tone="light" />
      </section>

      {loaderData.work.length ? <Island name={HOME_ISLANDS.work} component={WorkCarousel} props={{ projects: loaderData.work }} /> : null}

      <section aria-labelledby="about-heading" className="container-site grid gap-8 py-16 md:grid-cols-2 md:py-24">
        <div>
          <p className="eyebrow">About Us</p>
          <h2 id="about-heading" className="mt-2 text-4xl">
            A family business, two generations of craft
          </h2>
        </div>
        <div>
          <p className="text-lg">{about.teaser}</p>
          <p className="mt-6">
            <Link to="/about" className="btn btn-outline">
              Learn More<span className="sr-only"> about us</span>
            </Link>
          </p>
        </div>
      </section>

      <CollectionCards collections={loaderData.collections} />

      {loaderData.testimonials.length > 1 ? (
        <Island name={HOME_ISLANDS.testimonials} component={TestimonialsCarousel} props={{ testimonials: loaderData.testimonials }} />
      ) : loaderData.testimonials[0] ? (
        <SingleTestimonial testimonial={loaderData.testimonials[0]} />
      ) : null}

      <TitledSection id="contact-heading" title="Planning a build or a renovation?" className="container-site py-16 text-center md:py-24" headingClassName="text-4xl">
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Tell us about your project. We answer within one business day, or call us at{" "}
          <PhoneLink className="text-aegean underline" />
          .
        </p>
        <PrimaryAction to="/contact">Get In Touch</PrimaryAction>
      </TitledSection>
    </>
  );
}

/**
 * The intro and the two carousels are islands: the page ships React for them alone, not the router and the rest of
 * the app (docs/decisions/018-pages-without-javascript.md).
 */
export const handle: PageHandle = { hydrate: false, islands: "home" };
