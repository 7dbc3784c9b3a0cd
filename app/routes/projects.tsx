import { useCallback, useRef } from "react";
import { preload } from "react-dom";
import { useSearchParams } from "react-router";
import { PageIntro } from "../components/PageIntro";
import { ProjectGrid } from "../components/projects/ProjectGrid";
import { TILE_IMAGE_SIZES } from "../components/projects/ProjectTile";
import { ProjectViewer } from "../components/projects/ProjectViewer";
import { pageMeta } from "../content/page-meta";
import { projects, type Project } from "../content/projects";
import { useHydrated } from "../lib/hydrated";
import { getMeta } from "../lib/meta";
import { projectImage } from "../lib/images";

export function meta() {
  return getMeta(pageMeta.projects);
}

/** The query parameter naming the open project: /projects?project=lions-bay. */
const PROJECT_PARAM = "project";
/** Opening and closing a project replaces the history entry and keeps the scroll position. */
const NAVIGATE_IN_PLACE = { replace: true, preventScrollReset: true } as const;

export default function Projects() {
  // The first tile's image is the page's largest paint on phones: React puts this high-priority preload at the top of
  // the head, ahead of the scripts, rather than leaving it to be found in the grid. Same sources and sizes as the tile.
  const first = projectImage(projects[0]!.id, 1);
  preload(first.fallbackSrc, {
    as: "image",
    type: "image/avif",
    imageSrcSet: first.avifSrcSet,
    imageSizes: TILE_IMAGE_SIZES,
    fetchPriority: "high",
  });
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page cannot know the query string: the viewer opens from it only after hydration.
  const hydrated = useHydrated();
  const requested = hydrated ? searchParams.get(PROJECT_PARAM) : null;
  const openProject = projects.find((project) => project.id === requested) ?? null;

  const tiles = useRef(new Map<string, HTMLButtonElement>());
  // setSearchParams changes with the URL; the grid's callbacks must not, so they reach it through a ref.
  const setParams = useRef(setSearchParams);
  setParams.current = setSearchParams;

  const setProjectParam = useCallback((id: string | null) => {
    setParams.current((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set(PROJECT_PARAM, id);
      else next.delete(PROJECT_PARAM);
      return next;
    }, NAVIGATE_IN_PLACE);
  }, []);

  const open = useCallback((project: Project) => setProjectParam(project.id), [setProjectParam]);

  const onClose = useCallback(
    (project: Project) => {
      setProjectParam(null);
      tiles.current.get(project.id)?.focus();
    },
    [setProjectParam],
  );

  const registerTile = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) tiles.current.set(id, element);
    else tiles.current.delete(id);
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
      <ProjectGrid onOpen={open} registerTile={registerTile} />
      <ProjectViewer project={openProject} onClose={onClose} />
    </div>
  );
}
