import { Link } from "react-router";
import { featuredProjectIds, WORK_CAROUSEL_INTERVAL_MS, WORK_CAROUSEL_TRANSITION_MS } from "../../content/home";
import { projects, type Project } from "../../content/projects";
import { projectMainImage } from "../../lib/project-gallery";
import { Carousel } from "../Carousel";
import { Picture } from "../Picture";

const HEADING_ID = "work-heading";

function featuredProjects(): Project[] {
  return featuredProjectIds.map((id) => {
    const project = projects.find((candidate) => candidate.id === id);
    if (!project) throw new Error(`Our Work features an unknown project "${id}"`);
    return project;
  });
}

/** Our Work: the main images of six projects, rotating, with a link to the whole gallery. */
export function WorkCarousel() {
  const slides = featuredProjects().map((project, i) => {
    const main = projectMainImage(project);
    return {
      key: project.id,
      content: (
        <figure className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-end lg:gap-10">
          <Picture
            image={main.image}
            alt={main.alt}
            sizes="(min-width: 76rem) 760px, (min-width: 64rem) 62vw, 100vw"
            loading={i === 0 ? "eager" : "lazy"}
            className="block aspect-[5/3] w-full bg-marble object-cover"
          />
          <figcaption className="lg:pb-2">
            <p className="eyebrow">
              {project.type} · {project.location}
            </p>
            <h3 className="mt-2 text-3xl">{project.name}</h3>
            <p className="mt-3 text-muted">{project.scope}</p>
            <p className="mt-5">
              <Link
                to={`/projects?project=${project.id}`}
                className="font-semibold text-aegean underline decoration-bronze decoration-2 hover:text-aegean-dark"
              >
                See all photos<span className="sr-only"> of {project.name}</span>
              </Link>
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
        <Link to="/projects" className="btn btn-primary">
          View Key Projects
        </Link>
      </p>
    </div>
  );
}
