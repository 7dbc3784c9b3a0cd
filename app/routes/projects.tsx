import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Island } from "../components/Island";
import { PageIntro } from "../components/PageIntro";
import { GALLERY_ISLAND } from "../components/island-names";
import { PROJECT_PARAM, ProjectGallery } from "../components/projects/ProjectGallery";
import { TILE_IMAGE_SIZES } from "../components/projects/ProjectTile";
import { filterProjects, isFiltered, projectFilterOptions, readProjectFilter } from "../lib/server/content/project-filter.server";
import { galleryPath, PROJECTS_PAGE_SIZE, WHOLE_GALLERY } from "../lib/content/projects";
import { PAGE_PARAM, pageCountOf, pageItems, readPageNumber } from "../lib/pagination";
import type { PageHandle } from "../lib/page-handle";
import { projectItemMainImage } from "../lib/project-gallery";
import { requireServices } from "../lib/server/platform/services.server";
import { livePageMeta, rootPageSeo } from "#app/lib/content/live-meta";
import type { Route } from "./+types/projects";
import { preloadLargestImage } from "../lib/preload-image";

/** The page hydrates only its gallery (app/islands/projects.client.tsx), with React alone. */
export const handle = { hydrate: false, islands: "projects" } satisfies PageHandle;

/**
 * /projects, optionally filtered (?family=doors&product=s700&area=okanagan) and paged (?page=2): the published projects
 * in gallery order, PROJECTS_PAGE_SIZE a page, so the page's HTML does not grow with the number of projects. A page
 * that does not exist (?page=1, past the last, not a number) is the site's 404, as the journal's.
 * The filter's choices and labels are worked out here, so the page does not ship the catalogue.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { projects: all, projectRedirects, products, landings } = requireServices(context).content.current();
  const params = new URL(request.url).searchParams;
  const filter = readProjectFilter(params, products);
  const matching = filterProjects(all, filter, products, landings);
  const pageCount = pageCountOf(matching.length, PROJECTS_PAGE_SIZE);
  const page = readPageNumber(params.get(PAGE_PARAM), pageCount);
  if (page === null) throw new Response("Not Found", { status: 404 });
  const projects = pageItems(matching, page, PROJECTS_PAGE_SIZE);
  // "?project=" may name a project by an earlier address of it, and a project on another page (or outside the
  // filter): that one comes along, so the viewer opens it whatever page the address is on.
  const requested = params.get(PROJECT_PARAM);
  const renamed = requested ? projectRedirects.get(requested) : undefined;
  const slug = renamed ?? requested;
  const opened = slug && !projects.some((project) => project.slug === slug) ? (all.find((project) => project.slug === slug) ?? null) : null;
  return {
    projects,
    filter,
    filtered: isFiltered(filter),
    options: projectFilterOptions(all, filter, products),
    renamed: requested && renamed ? { from: requested, to: renamed } : null,
    page,
    pageCount,
    total: matching.length,
    opened,
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

export function meta({ data, matches }: Route.MetaArgs) {
  // A filtered view is a view of /projects: same title, canonical /projects, and kept out of search results. A page
  // after the first of the whole gallery is a page of its own, as the journal's: "Projects, page 2", its own canonical.
  const page = data && !data.filtered ? data.page : 1;
  const { title } = rootPageSeo(matches, "projects");
  return livePageMeta(matches, "projects", {
    ...(page > 1 ? { title: `${title}, page ${page}`, path: galleryPath(WHOLE_GALLERY, page) } : {}),
    noindex: data?.filtered ?? false,
  });
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, filter, options, renamed, page, pageCount, total, opened } = loaderData;
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
      <Island name={GALLERY_ISLAND} component={ProjectGallery} props={{ projects, filter, options, renamed, page, pageCount, total, opened }} />
    </div>
  );
}
