import { memo } from "react";
import type { ProjectItem } from "#app/lib/content/types";
import { ProjectTile } from "./ProjectTile";

interface ProjectGridProps {
  projects: readonly ProjectItem[];
  hydrated: boolean;
  onOpen: (project: ProjectItem) => void;
  /** Receives each tile's link (null when it goes), so focus can return to it. */
  registerTile: (slug: string, element: HTMLAnchorElement | null) => void;
}

/**
 * The project tiles, in gallery order. Memoised with stable callbacks: opening and closing a project changes the URL,
 * which re-renders the page but never the grid.
 */
export const ProjectGrid = memo(function ProjectGrid({ projects, hydrated, onOpen, registerTile }: ProjectGridProps) {
  return (
    <ul aria-label="Projects" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, i) => (
        <li key={project.id}>
          <ProjectTile
            ref={(element) => registerTile(project.slug, element)}
            project={project}
            // The first image is the likely largest paint: fetched first and at once. The others wait for layout, so
            // they do not share the phone's bandwidth with it.
            priority={i === 0 ? "high" : "lazy"}
            hydrated={hydrated}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
});
