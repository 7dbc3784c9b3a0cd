import { useCallback, useRef } from "react";
import { preload } from "react-dom";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageIntro } from "../components/PageIntro";
import { ProjectFilters } from "../components/projects/ProjectFilters";
import { ProjectGrid } from "../components/projects/ProjectGrid";
import { TILE_IMAGE_SIZES } from "../components/projects/ProjectTile";
import { ProjectViewer } from "../components/projects/ProjectViewer";
import { pageMeta } from "../content/page-meta";
import { filterProjects, isFiltered, projectFilterOptions, readProjectFilter } from "../lib/server/content/project-filter.server";
import type { ProjectItem } from "../lib/content/types";
import { useHydrated } from "../lib/hydrated";
import { getMeta } from "../lib/meta";
import { projectItemMainImage } from "../lib/project-gallery";
import { requireServices } from "../lib/server/platform/services.server";
import type { Route } from "./+types/projects";

/** The query parameter naming the open project: /projects?project=lions-bay. */
const PROJECT_PARAM = "project";
/** Opening and closing a project replaces the history entry and keeps the scroll position. */
const NAVIGATE_IN_PLACE = { replace: true, preventScrollReset: true } as const;

/**
 * /projects, optionally filtered (?family=doors&product=s700&area=okanagan): the published projects in gallery order.
 * The filter's choices and labels are worked out here, so the page does not ship the catalogue.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { projects: all, projectRedirects } = requireServices(context).content.current();
  const params = new URL(request.url).searchParams;
  const filter = readProjectFilter(params);
  // "?project=" may name a project by an earlier address of it.
  const requested = params.get(PROJECT_PARAM);
  const renamed = requested ? projectRedirects.get(requested) : undefined;
  return {
    projects: filterProjects(all, filter),
    filter,
    filtered: isFiltered(filter),
    options: projectFilterOptions(all, filter),
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
  // the head, ahead of the scripts, rather than leaving it to be found in the grid. Same sources and sizes as the tile.
  const first = projects[0] ? projectItemMainImage(projects[0]) : undefined;
  if (first) {
    preload(first.image.fallbackSrc, {
      as: "image",
      type: "image/avif",
      imageSrcSet: first.image.avifSrcSet,
      imageSizes: TILE_IMAGE_SIZES,
      fetchPriority: "high",
    });
  }
  const [searchParams, setSearchParams] = useSearchParams();
  // The cached page is the same for every visitor: the viewer opens from the query string only after hydration.
  const hydrated = useHydrated();
  const requested = hydrated ? searchParams.get(PROJECT_PARAM) : null;
  const slug = requested && renamed?.from === requested ? renamed.to : requested;
  const openProject = projects.find((project) => project.slug === slug) ?? null;

  const tiles = useRef(new Map<string, HTMLAnchorElement>());
  // setSearchParams changes with the URL; the grid's callbacks must not, so they reach it through a ref.
  const setParams = useRef(setSearchParams);
  setParams.current = setSearchParams;

  const setProjectParam = useCallback((value: string | null) => {
    setParams.current((params) => {
      const next = new URLSearchParams(params);
      if (value) next.set(PROJECT_PARAM, value);
      else next.delete(PROJECT_PARAM);
      return next;
    }, NAVIGATE_IN_PLACE);
  }, []);

  const open = useCallback((project: ProjectItem) => setProjectParam(project.slug), [setProjectParam]);

  const onClose = useCallback(
    (project: ProjectItem) => {
      setProjectParam(null);
      tiles.current.get(project.slug)?.focus();
    },
    [setProjectParam],
  );

  const registerTile = useCallback((key: string, element: HTMLAnchorElement | null) => {
    if (element) tiles.current.set(key, element);
    else tiles.current.delete(key);
  }, []);

  return (
    <div className="container-site py-12 md:py-16">
      <PageIntro
        eyebrow="Our Work"
        heading="Projects"
        intro={[
          "From cliffside houses on the Sea to Sky to schools on Vancouver Island, these are some of the buildings we have fitted with our windows, doors and curtain walls. Choose a project to see its photos.",
        ]}
      />
      <ProjectFilters filter={filter} options={options} count={projects.length} />
      {projects.length ? (
        <ProjectGrid projects={projects} hydrated={hydrated} onOpen={open} registerTile={registerTile} />
      ) : (
        <div className="mt-8 border border-stone bg-marble/40 p-6 md:p-8">
          <h2 className="text-2xl">No projects match these filters</h2>
          <p className="mt-3 max-w-2xl text-lg">
            None of the projects shown here match this combination. Try fewer filters, or{" "}
            <Link to="/projects" preventScrollReset className="text-aegean underline underline-offset-4">
              see all projects
            </Link>
            . If you are planning something like it,{" "}
            <Link to="/contact" className="text-aegean underline underline-offset-4">
              tell us about your project
            </Link>
            .
          </p>
        </div>
      )}
      <ProjectViewer project={openProject} onClose={onClose} />
    </div>
  );
}
