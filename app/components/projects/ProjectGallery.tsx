import { useCallback, useEffect, useRef, useState } from "react";
import { GALLERY_ISLAND } from "../island-names";
import { PROJECTS_PATH } from "#app/lib/content/projects";
import type { ProjectItem } from "#app/lib/content/types";
import { useHydrated } from "#app/lib/hydrated";
import { isPlainClick } from "#app/lib/plain-click";
import { fetchIslandPage, pageRouter, setAddress, showIslandPage } from "#app/lib/island-navigation";
import type { ProjectFilter, ProjectFilterOptions } from "#app/lib/server/content/project-filter.server";
import { ProjectFilters } from "./ProjectFilters";
import { ProjectGrid } from "./ProjectGrid";
import { ProjectPages } from "./ProjectPages";
import { ProjectViewer } from "./ProjectViewer";

/** The query parameter naming the open project: /projects?project=lions-bay. */
export const PROJECT_PARAM = "project";

/** What the /projects loader gives the gallery: a page of the matching projects and the filter's choices. */
export interface ProjectGalleryProps {
  /** The projects of this page (PROJECTS_PAGE_SIZE at most). */
  projects: ProjectItem[];
  filter: ProjectFilter;
  options: ProjectFilterOptions;
  /** "?project=" named a project by an earlier address of it. */
  renamed: { from: string; to: string } | null;
  /** This page, how many the filter's projects take, and how many projects match. */
  page: number;
  pageCount: number;
  total: number;
  /** The project "?project=" names when it is not on this page, so the viewer opens it all the same. */
  opened: ProjectItem | null;
}

/** What is on screen: the pages from `firstPage` to `page` ("Show more" appends the next ones). */
type Shown = ProjectGalleryProps & { firstPage: number };

const shownOf = (props: ProjectGalleryProps): Shown => ({ ...props, firstPage: props.page });

/** The gallery's address for a query, with or without an open project. */
function galleryUrl(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${PROJECTS_PATH}?${query}` : PROJECTS_PATH;
}

/** The query of the current address without the open project: what the projects on the page depend on. */
function filterSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PROJECT_PARAM);
  return params.toString();
}

/**
 * The project the address names, by its current slug, once the page has hydrated: the cached page is the same for
 * every visitor, so the viewer opens from the query string only in the browser.
 */
function requestedProject(search: string, renamed: ProjectGalleryProps["renamed"]): string | null {
  const requested = new URLSearchParams(search).get(PROJECT_PARAM);
  return requested && renamed?.from === requested ? renamed.to : requested;
}

/**
 * The projects gallery: the filters, the tiles and the viewer. An island (docs/decisions/018-pages-without-javascript.md):
 * /projects ships React alone for it, no router. A filter change asks the server for the page at the new address
 * and shows its projects (island-navigation.ts); opening a project only changes "?project=" in the address. Without
 * scripts the filters are a GET form and each tile a link to the project's page.
 */
export function ProjectGallery(props: ProjectGalleryProps) {
  const [data, setData] = useState(() => shownOf(props));
  // Rendered by the router, new loader data arrives as props.
  const { projects: routerProjects, filter: routerFilter, options: routerOptions, renamed: routerRenamed } = props;
  const { page: routerPage, pageCount: routerPageCount, total: routerTotal, opened: routerOpened } = props;
  useEffect(() => {
    setData(
      shownOf({
        projects: routerProjects,
        filter: routerFilter,
        options: routerOptions,
        renamed: routerRenamed,
        page: routerPage,
        pageCount: routerPageCount,
        total: routerTotal,
        opened: routerOpened,
      }),
    );
  }, [routerProjects, routerFilter, routerOptions, routerRenamed, routerPage, routerPageCount, routerTotal, routerOpened]);
  const { projects, filter, options } = data;

  const hydrated = useHydrated();
  const [slug, setSlug] = useState<string | null>(null);
  /** The query (without "?project=") of the projects on screen. */
  const shownSearch = useRef("");
  const pending = useRef<AbortController | null>(null);
  const tiles = useRef(new Map<string, HTMLAnchorElement>());

  const show = useCallback(async (url: string, { push }: { push: boolean }) => {
    const router = pageRouter();
    if (router) return router.navigate(url, { preventScrollReset: true });
    const page = await showIslandPage<ProjectGalleryProps>(url, GALLERY_ISLAND, pending, { push });
    if (!page) return;
    shownSearch.current = filterSearch(new URL(url, window.location.href).search);
    setData(shownOf(page.props));
    setSlug(requestedProject(window.location.search, page.props.renamed));
  }, []);

  /** The latest data, for the browser's Back and Forward and for "Show more". */
  const latest = useRef(data);
  latest.current = data;
  // Once hydrated: the project the address names, and the browser's Back and Forward between filters and projects
  // (with a router, the router loads the projects of an entry and the gallery follows its "?project=").
  useEffect(() => {
    shownSearch.current = filterSearch(window.location.search);
    setSlug(requestedProject(window.location.search, latest.current.renamed));
    const onPopState = () => {
      const { pathname, search } = window.location;
      if (!pageRouter() && filterSearch(search) !== shownSearch.current) void show(`${pathname}${search}`, { push: false });
      else setSlug(requestedProject(search, latest.current.renamed));
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [show]);

  /** Opens or closes a project: the address follows in place (no new history entry, the page does not move). */
  const setProjectParam = useCallback((value: string | null) => {
    const params = new URLSearchParams(window.location.search);
    if (value) params.set(PROJECT_PARAM, value);
    else params.delete(PROJECT_PARAM);
    setSlug(value);
    const url = galleryUrl(params);
    const router = pageRouter();
    if (router) void router.navigate(url, { replace: true, preventScrollReset: true });
    else setAddress(url, { replace: true });
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
  const applyFilter = useCallback((params: URLSearchParams) => void show(galleryUrl(params), { push: true }), [show]);

  // "Show more": the next page's projects are added under those on screen and focus goes to the first of them.
  const [loadingMore, setLoadingMore] = useState(false);
  const [focusSlug, setFocusSlug] = useState<string | null>(null);
  const showMore = useCallback(async (url: string) => {
    pending.current?.abort();
    const request = new AbortController();
    pending.current = request;
    setLoadingMore(true);
    try {
      const { props: next } = await fetchIslandPage<ProjectGalleryProps>(url, GALLERY_ISLAND, request.signal);
      if (request.signal.aborted) return;
      const current = latest.current;
      const known = new Set(current.projects.map((project) => project.id));
      const added = next.projects.filter((project) => !known.has(project.id));
      setData({ ...current, projects: [...current.projects, ...added], page: next.page, pageCount: next.pageCount, total: next.total });
      setFocusSlug(added[0]?.slug ?? null);
      // Without a router, the address names the last page shown, so a reload or a shared link lands there. With one,
      // the router's address stays (changing it would reload the gallery's data with that page alone).
      if (!pageRouter()) {
        setAddress(url, { replace: true });
        shownSearch.current = filterSearch(new URL(url, window.location.href).search);
      }
    } catch {
      // Offline, or the server could not answer: the next page is loaded as without scripts.
      if (!request.signal.aborted) window.location.assign(url);
    } finally {
      if (pending.current === request) pending.current = null;
      setLoadingMore(false);
    }
  }, []);
  useEffect(() => {
    if (!focusSlug) return;
    tiles.current.get(focusSlug)?.focus();
    setFocusSlug(null);
  }, [focusSlug]);

  const openProject =
    (hydrated && (projects.find((project) => project.slug === slug) ?? (data.opened?.slug === slug ? data.opened : null))) || null;
  return (
    <>
      <ProjectFilters filter={filter} options={options} count={data.total} onApply={applyFilter} />
      {projects.length ? (
        <>
          <ProjectGrid projects={projects} hydrated={hydrated} onOpen={open} registerTile={registerTile} />
          <ProjectPages
            filter={filter}
            firstPage={data.firstPage}
            lastPage={data.page}
            pageCount={data.pageCount}
            shown={projects.length}
            total={data.total}
            onMore={hydrated ? showMore : undefined}
            loading={loadingMore}
          />
        </>
      ) : (
        <div className="mt-8 border border-stone bg-marble/40 p-6 md:p-8">
          <h2 className="text-2xl">No projects match these filters</h2>
          <p className="mt-3 max-w-2xl text-lg">
            None of the projects shown here match this combination. Try fewer filters, or{" "}
            <a
              href={PROJECTS_PATH}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                applyFilter(new URLSearchParams());
              }}
              className="text-aegean underline underline-offset-4"
            >
              see all projects
            </a>
            . If you are planning something like it,{" "}
            <a href="/contact" className="text-aegean underline underline-offset-4">
              tell us about your project
            </a>
            .
          </p>
        </div>
      )}
      <ProjectViewer project={openProject} onClose={onClose} />
    </>
  );
}

