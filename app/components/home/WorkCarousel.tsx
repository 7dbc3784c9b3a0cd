import { WORK_CAROUSEL_INTERVAL_MS, WORK_CAROUSEL_TRANSITION_MS } from "#app/content/home";
import { projectDetails, projectPath } from "#app/lib/content/projects";
import type { GalleryImage } from "#app/lib/project-gallery";
import { useHydrated } from "#app/lib/hydrated";
import { Carousel } from "../Carousel";
import { Picture } from "../Picture";

const HEADING_ID = "work-heading";

/** What a slide shows of a project (the home page's loader picks them). */
export interface WorkSlide {
  slug: string;
  name: string;
  type: string;
  place: string;
  year: number;
  scope: string;
  main: GalleryImage;
}

/**
 * Our Work: the main images of the first projects of the gallery, rotating, with a link to the whole gallery. An island
 * of the home page (hydrated by React alone, without the router): its links are plain links.
 */
export function WorkCarousel({ projects }: { projects: readonly WorkSlide[] }) {
  // The slides after the first are hidden until the script rotates to them: their photos load once it has arrived,
  // not with the page (they lie under the first one, so lazy loading alone would fetch them before the first paint).
  // The first loads with the page but at low priority: it starts below the first screen on phones and desktops alike,
  // and the heading above it (the largest paint) needs the bandwidth first, for its font.
  const hydrated = useHydrated();
  const slides = projects.map((project, i) => {
    const { main } = project;
    return {
      key: project.slug,
      content: (
        <figure className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-end lg:gap-10">
          {i === 0 || hydrated ? (
            <Picture
              image={main.image}
              alt={main.alt}
              sizes="(min-width: 76rem) 760px, (min-width: 64rem) 62vw, 100vw"
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "low" : undefined}
              className="block aspect-[5/3] w-full bg-marble object-cover"
            />
          ) : (
            <div className="block aspect-[5/3] w-full bg-marble" />
          )}
          <figcaption className="lg:pb-2">
            <p className="eyebrow">{projectDetails(project)}</p>
            <h3 className="mt-2 text-3xl">{project.name}</h3>
            <p className="mt-3 text-muted">{project.scope}</p>
            <p className="mt-5">
              <a
                href={projectPath(project)}
                className="font-semibold text-aegean underline decoration-bronze decoration-2 hover:text-aegean-dark"
              >
                See all photos<span className="sr-only"> of {project.name}</span>
              </a>
            </p>
          </figcaption>
        </figure>
      ),
    };
  });

  return (
    <div className="container-site py-16 md:py-24">
      <Carousel
        labelledBy={HEADING_ID}
        header={
          <>
            <p className="eyebrow">Recent projects</p>
            <h2 id={HEADING_ID} className="mt-2 text-4xl">
              Our Work
            </h2>
            <p className="mt-3 text-lg text-muted">
              Homes, schools and buildings across British Columbia, fitted with our windows, doors and curtain walls.
            </p>
          </>
        }
        slides={slides}
        intervalMs={WORK_CAROUSEL_INTERVAL_MS}
        transitionMs={WORK_CAROUSEL_TRANSITION_MS}
        names={{ item: "project", show: "project slide show" }}
        arrows
      />
      <p className="mt-10">
        <a href="/projects" className="btn btn-primary">
          View Key Projects
        </a>
      </p>
    </div>
  );
}
