import type { Ref } from "react";
import type { Project } from "../../content/projects";
import { projectMainImage } from "../../lib/project-gallery";
import { Picture } from "../Picture";

/** The rendered width of a tile's image per layout (one, two or three columns); the page's preload uses it too. */
export const TILE_IMAGE_SIZES = "(min-width: 76rem) 370px, (min-width: 64rem) 31vw, (min-width: 40rem) 47vw, 100vw";

interface ProjectTileProps {
  project: Project;
  /** "high": load at once, ahead of other images (the likely LCP); "lazy": when scrolled near. */
  priority: "high" | "lazy";
  onOpen: (project: Project) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A tile of the projects grid: a button, named by the project, that opens the project's photos. */
export function ProjectTile({ project, priority, onOpen, ref }: ProjectTileProps) {
  const main = projectMainImage(project);
  const nameId = `project-${project.id}-name`;
  const detailsId = `project-${project.id}-details`;
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      onClick={() => onOpen(project)}
      className="group block h-full w-full border border-stone bg-white text-left transition-shadow hover:shadow-lg"
    >
      <span className="block overflow-hidden">
        <Picture
          image={main.image}
          alt=""
          sizes={TILE_IMAGE_SIZES}
          loading={priority === "high" ? "eager" : "lazy"}
          fetchPriority={priority === "high" ? "high" : undefined}
          className="block aspect-[5/3] w-full bg-marble object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </span>
      <span className="block px-5 pt-4 pb-5">
        <span id={nameId} className="block font-display text-2xl text-aegean-dark group-hover:text-aegean">
          {project.name}
        </span>
        <span id={detailsId} className="mt-1 block text-sm font-medium text-muted">
          {project.type} · {project.location} · {project.imageCount} photos
        </span>
      </span>
    </button>
  );
}
