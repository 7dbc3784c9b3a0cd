import { Link } from "react-router";
import { projectPath } from "#app/lib/content/projects";
import { CARD_SIZES } from "#app/lib/image-sizes";
import type { ProjectCardData } from "#app/lib/project-gallery";
import { Picture } from "../Picture";

interface ProjectCardsProps {
  projects: readonly ProjectCardData[];
  /** The level of each card's name: one below the section's heading. */
  headingLevel?: 3 | 4;
}

/**
 * Small project tiles linking to the projects' pages (the main image at 5:3, the name, place · year), in one to
 * three columns. Shared by the product, landing and project pages.
 */
export function ProjectCards({ projects, headingLevel = 3 }: ProjectCardsProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.slug}>
          <div className="group relative flex h-full flex-col border border-stone bg-white transition-shadow hover:shadow-lg">
            {project.main ? (
              <Picture
                image={project.main.image}
                alt=""
                sizes={CARD_SIZES}
                className="block aspect-[5/3] w-full border-b border-stone bg-marble object-cover"
              />
            ) : (
              <span className="block aspect-[5/3] w-full border-b border-stone bg-marble" />
            )}
            <div className="px-5 pt-4 pb-5">
              <Heading className="font-display text-2xl">
                <Link
                  to={projectPath(project)}
                  className="text-aegean-dark after:absolute after:inset-0 after:content-[''] group-hover:text-aegean"
                >
                  {project.name}
                </Link>
              </Heading>
              <p className="mt-1 text-sm text-muted">
                {project.place} · {project.year}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
