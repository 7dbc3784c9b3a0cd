import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";
import { PageIntro } from "../components/PageIntro";
import { ProjectTile } from "../components/projects/ProjectTile";
import { ProjectViewer } from "../components/projects/ProjectViewer";
import { pageMeta } from "../content/pages";
import { projects, type Project } from "../content/projects";
import { useHydrated } from "../lib/hydrated";
import { getMeta } from "../lib/meta";

export function meta() {
  return getMeta(pageMeta.projects);
}

/** The query parameter naming the open project: /projects?project=lions-bay. */
const PROJECT_PARAM = "project";
/** Tiles that load at once (the first rows on a wide screen); the first one with high priority. */
const EAGER_TILES = 3;
/** Opening and closing a project replaces the history entry and keeps the scroll position. */
const NAVIGATE_IN_PLACE = { replace: true, preventScrollReset: true } as const;

export default function Projects() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page cannot know the query string: the viewer opens from it only after hydration.
  const hydrated = useHydrated();
  const requested = hydrated ? searchParams.get(PROJECT_PARAM) : null;
  const openProject = projects.find((project) => project.id === requested) ?? null;
  const tiles = useRef(new Map<string, HTMLButtonElement>());

  const open = useCallback(
    (project: Project) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(PROJECT_PARAM, project.id);
        return next;
      }, NAVIGATE_IN_PLACE),
    [setSearchParams],
  );

  const onClose = useCallback(
    (project: Project) => {
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.delete(PROJECT_PARAM);
        return next;
      }, NAVIGATE_IN_PLACE);
      tiles.current.get(project.id)?.focus();
    },
    [setSearchParams],
  );

  return (
    <div className="container-site py-12 md:py-16">
      <PageIntro
        eyebrow="Our Work"
        heading="Projects"
        intro={[
          "From cliffside houses on the Sea to Sky to schools on Vancouver Island, these are some of the buildings we have fitted with our windows, doors and curtain walls. Choose a project to see its photos.",
        ]}
      />
      <ul aria-label="Projects" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, i) => (
          <li key={project.id}>
            <ProjectTile
              ref={(element) => {
                if (element) tiles.current.set(project.id, element);
                else tiles.current.delete(project.id);
              }}
              project={project}
              priority={i === 0 ? "high" : i < EAGER_TILES ? "eager" : "lazy"}
              onOpen={open}
            />
          </li>
        ))}
      </ul>
      <ProjectViewer project={openProject} onClose={onClose} />
    </div>
  );
}
