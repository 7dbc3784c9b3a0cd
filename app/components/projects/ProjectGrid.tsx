import { memo } from "react";
import { projects, type Project } from "../../content/projects";
import { ProjectTile } from "./ProjectTile";


interface ProjectGridProps {
  onOpen: (project: Project) => void;
  /** Receives each tile's button (null when it goes), so focus can return to it. */
  registerTile: (id: string, element: HTMLButtonElement | null) => void;
}

/**
 * The 30 project tiles, in the order of the project records. Memoised with stable callbacks: opening and closing a
 * project changes the URL, which re-renders the page but never the grid.
 */
export const ProjectGrid = memo(function ProjectGrid({ onOpen, registerTile }: ProjectGridProps) {
  return (
    <ul aria-label="Projects" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, i) => (
        <li key={project.id}>
          <ProjectTile
            ref={(element) => registerTile(project.id, element)}
            project={project}
            // The first image is the likely largest paint: fetched first and at once. The others wait for layout, so
            // they do not share the phone's bandwidth with it.
            priority={i === 0 ? "high" : "lazy"}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
});
