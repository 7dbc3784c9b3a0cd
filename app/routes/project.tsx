import { Link, redirect } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { LeadPicture, Picture } from "../components/Picture";
import { ProjectCards } from "../components/projects/ProjectCards";
import { liveCatalogue } from "../lib/server/content/catalogue.server";
import { projectsWithProduct } from "../lib/server/content/project-filter.server";
import { areaName, PROJECTS_PATH, projectPath } from "../lib/content/projects";
import { jsonLd, notFoundMeta } from "../lib/meta";
import { projectCardData, projectItemImages, projectItemOgImage } from "../lib/project-gallery";
import { requireServices } from "../lib/server/platform/services.server";
import { breadcrumbJsonLd, projectJsonLd } from "../lib/structured-data";
import { siteMeta } from "#app/lib/content/live-meta";
import { rootSettings } from "#app/lib/content/root-content";
import type { Route } from "./+types/project";
import { STATIC_PAGE } from "../lib/page-handle";
import { TitledSection } from "../components/TitledSection";
import { preloadLargestImage } from "../lib/preload-image";

/** At most this many other projects with the same product close the page. */
const MORE_PROJECTS = 3;
/** The main photo spans the content column: full width below lg, 76rem less padding above. */
const MAIN_SIZES = "(min-width: 76rem) 1152px, (min-width: 48rem) calc(100vw - 4rem), calc(100vw - 2.5rem)";
/** The other photos: one column, two from sm, three from lg. */
const PHOTO_SIZES = "(min-width: 76rem) 368px, (min-width: 64rem) 30vw, (min-width: 40rem) 46vw, calc(100vw - 2.5rem)";

/**
 * /projects/:slug: a published project with its photos and the products it used. An earlier address of a project
 * answers 301 to its current one; anything else (unknown, hidden, deleted) is the site's 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { projects, projectRedirects } = requireServices(context).content.current();
  const project = projects.find((candidate) => candidate.slug === params.slug);
  if (!project) {
    const current = projectRedirects.get(params.slug);
    if (current && projects.some((candidate) => candidate.slug === current)) throw redirect(projectPath({ slug: current }), 301);
    throw new Response("Not Found", { status: 404 });
  }
  const { productById } = liveCatalogue(context);
  const products = project.products.flatMap((id) => {
    const product = productById(id);
    return product ? [{ id, title: product.title, subtitle: product.subtitle, path: product.path }] : [];
  });
  // More work with the first of its products that other projects used too.
  const others = projects.filter((candidate) => candidate.id !== project.id);
  const shared = products.find((product) => projectsWithProduct(others, product.id).length > 0);
  const more = shared
    ? { product: shared.title, projects: projectsWithProduct(others, shared.id).slice(0, MORE_PROJECTS).map(projectCardData) }
    : null;
  return { project, areaName: areaName(project.area), products, more };
}

export function meta({ data, error, location, matches }: Route.MetaArgs) {
  if (!data || error) return notFoundMeta(location.pathname, rootSettings(matches));
  const { project, products } = data;
  const path = projectPath(project);
  const images = projectItemImages(project);
  return [
    ...siteMeta(matches, {
      title: `${project.name}: ${project.type} in ${project.place}`,
      description: project.scope,
      path,
      type: "article",
      image: projectItemOgImage(project),
    }),
    jsonLd(
      projectJsonLd({
        name: project.name,
        description: project.scope,
        path,
        images: images.map((image) => image.image.fallbackSrc),
        year: project.year,
        place: project.place,
        products: products.map((product) => ({ name: product.title, path: product.path })),
      }),
    ),
    jsonLd(breadcrumbJsonLd(trail(project))),
  ];
}

function trail(project: { name: string; slug: string }) {
  return [
    { name: "Home", path: "/" },
    { name: "Projects", path: PROJECTS_PATH },
    { name: project.name, path: projectPath(project) },
  ];
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, products, more } = loaderData;
  const [main, ...rest] = projectItemImages(project);
  // The main photo is the page's largest paint: fetched first, ahead of the scripts.
  if (main) preloadLargestImage(main.image, MAIN_SIZES);
  const facts = [
    { term: "Type", value: project.type },
    { term: "Place", value: project.place },
    { term: "Area", value: loaderData.areaName },
    { term: "Year", value: String(project.year) },
  ];
  return (
    <article className="container-site py-10 md:py-14">
      <Breadcrumbs trail={trail(project)} />
      <div className="mt-6 max-w-3xl">
        <p className="eyebrow">
          {project.type} · {project.place}
        </p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{project.name}</h1>
        <p className="mt-6 text-lg text-ink">{project.scope}</p>
      </div>
      <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-x-6 gap-y-4 border-y border-stone py-5 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">{fact.term}</dt>
            <dd className="mt-1 text-lg text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>

      {main ? (
        <figure className="mt-10">
          <LeadPicture
            image={main.image}
            alt={main.alt}
            sizes={MAIN_SIZES}
            // A tall photo keeps its shape but never outgrows the screen.
            className="mx-auto block h-auto max-h-[85svh] w-auto max-w-full border border-stone bg-marble"
          />
          {main.caption ? <figcaption className="mt-3 text-muted">{main.caption}</figcaption> : null}
        </figure>
      ) : null}

      {products.length ? (
        <TitledSection id="products-heading" title="Products used" className="mt-12">
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id}>
                <Link
                  to={product.path}
                  className="flex h-full min-h-11 flex-col border border-stone bg-white px-5 py-4 transition-shadow hover:shadow-lg"
                >
                  <span className="font-display text-2xl text-aegean-dark">{product.title}</span>
                  <span className="mt-1 text-sm text-muted">{product.subtitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {rest.length ? (
        <TitledSection id="photos-heading" title="Photos" className="mt-12">
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((image) => (
              <li key={image.n}>
                <figure>
                  <Picture
                    image={image.image}
                    alt={image.alt}
                    sizes={PHOTO_SIZES}
                    className="block aspect-[5/3] w-full border border-stone bg-marble object-cover"
                  />
                  {image.caption ? <figcaption className="mt-2 text-sm text-muted">{image.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {more ? (
        <TitledSection id="more-heading" title={<>More projects with the {more.product}</>} className="mt-14">
          <ProjectCards projects={more.projects} />
        </TitledSection>
      ) : null}

      <div className="mt-12 flex flex-wrap gap-4">
        <Link to={PROJECTS_PATH} className="btn btn-outline">
          All projects
        </Link>
        <Link to="/contact" className="btn btn-primary">
          Ask about a project like this
        </Link>
      </div>
    </article>
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
