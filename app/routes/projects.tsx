import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Island } from "../components/Island";
import { PageIntro } from "../components/PageIntro";
import { GALLERY_ISLAND } from "../components/island-names";
import { PROJECT_PARAM, ProjectGallery } from "../components/projects/ProjectGallery";
import { TILE_IMAGE_SIZES } from "../components/projects/ProjectTile";
import { pageMeta } from "../content/page-meta";
import { filterProjects, isFiltered, projectFilterOptions, readProjectFilter } from "../lib/server/content/project-filter.server";
import { getMeta } from "../lib/meta";
import type { PageHandle } from "../lib/page-handle";
import { projectItemMainImage } from "../lib/project-gallery";
import { requireServices } from "../lib/server/platform/services.server";
import type { Route } from "./+types/projects";
import { preloadLargestImage } from "../lib/preload-image";

/** The page hydrates only its gallery (app/islands/projects.client.tsx), with React alone. */
export const handle = { hydrate: false, islands: "projects" } satisfies PageHandle;

/**
 * /projects, optionally filtered (?family=doors&product=s700&area=okanagan): the published projects in gallery order.
 * The filter's choices and labels are worked out here, so the page does not ship the catalogue.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { projects: all, projectRedirects, products } = requireServices(context).content.current();
  const params = new URL(request.url).searchParams;
  const filter = readProjectFilter(params, products);
  // "?project=" may name a project by an earlier address of it.
  const requested = params.get(PROJECT_PARAM);
  const renamed = requested ? projectRedirects.get(requested) : undefined;
  return {
    projects: filterProjects(all, filter, products),
    filter,
    filtered: isFiltered(filter),
    options: projectFilterOptions(all, filter, products),
    renamed: requested && renamed ? { from: requested, to: renamed } : null,
  };
}

/** Opening or closing a project changes only "?project=": the projects on the page stay as they are. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutProject = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(PROJECT_PARAM);
    return `${url.pathname}?${params.toString()}`;
  };
  return withoutProject(currentUrl) === withoutProject(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ data }: Route.MetaArgs) {
  // A filtered view is a view of /projects: same title, canonical /projects, and kept out of search results.
  return getMeta({ ...pageMeta.projects, noindex: data?.filtered ?? false });
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, filter, options, renamed } = loaderData;
  // The first tile's image is the page's largest paint on phones: React puts this high-priority preload at the top of
  // the head, rather than leaving it to be found in the grid. Same sources and sizes as the tile.
  const first = projects[0] ? projectItemMainImage(projects[0]) : undefined;
  if (first) preloadLargestImage(first.image, TILE_IMAGE_SIZES);
  return (
    <div className="container-site py-12 md:py-16">
      <PageIntro
        eyebrow="Our Work"
        heading="Projects"
        intro={[
          "From cliffside houses on the Sea to Sky to schools on Vancouver Island, these are some of the buildings we have fitted with our windows, doors and curtain walls. Choose a project to see its photos.",
        ]}
      />
      <Island name={GALLERY_ISLAND} component={ProjectGallery} props={{ projects, filter, options, renamed }} />
    </div>
  );
}
