import type { Ref } from "react";
import { projectDetails, projectPath } from "#app/lib/content/projects";
import type { ProjectItem } from "#app/lib/content/types";
import { isPlainClick } from "#app/lib/plain-click";
import { projectItemImages } from "#app/lib/project-gallery";
import { Picture } from "../Picture";

/** The rendered width of a tile's image per layout (one, two or three columns); the page's preload uses it too. */
export const TILE_IMAGE_SIZES = "(min-width: 76rem) 370px, (min-width: 64rem) 31vw, (min-width: 40rem) 47vw, 100vw";

interface ProjectTileProps {
  project: ProjectItem;
  /** "high": load at once, ahead of other images (the likely LCP); "lazy": when scrolled near. */
  priority: "high" | "lazy";
  /** Whether the page has hydrated: only then does a click open the viewer, and the tile say it opens a dialog. */
  hydrated: boolean;
  onOpen: (project: ProjectItem) => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A tile of the projects grid: a link, named by the project, to the project's page. Once the page has hydrated, a
 * plain click opens the project's photos in the viewer instead.
 */
export function ProjectTile({ project, priority, hydrated, onOpen, ref }: ProjectTileProps) {
  const images = projectItemImages(project);
  const main = images[0];
  const nameId = `project-${project.slug}-name`;
  const detailsId = `project-${project.slug}-details`;
  const viewable = images.length > 0;
  return (
    <a
      ref={ref}
      href={projectPath(project)}
      aria-haspopup={hydrated && viewable ? "dialog" : undefined}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      onClick={(event) => {
        if (!viewable || !isPlainClick(event)) return;
        event.preventDefault();
        onOpen(project);
      }}
      className="group block h-full w-full border border-stone bg-white text-left transition-shadow hover:shadow-lg"
    >
      <span className="block overflow-hidden">
        {main ? (
          <Picture
            image={main.image}
            alt=""
            sizes={TILE_IMAGE_SIZES}
            loading={priority === "high" ? "eager" : "lazy"}
            fetchPriority={priority === "high" ? "high" : undefined}
            className="block aspect-[5/3] w-full bg-marble object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="block aspect-[5/3] w-full bg-marble" />
        )}
      </span>
      <span className="block px-5 pt-4 pb-5">
        <span id={nameId} className="block font-display text-2xl text-aegean-dark group-hover:text-aegean">
          {project.name}
        </span>
        <span id={detailsId} className="mt-1 block text-sm text-muted">
          {projectDetails(project)}
          {viewable ? ` · ${images.length} ${images.length === 1 ? "photo" : "photos"}` : ""}
        </span>
      </span>
    </a>
  );
}
