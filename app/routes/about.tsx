import { TeamGrid } from "../components/about/TeamGrid";
import { Meander } from "../components/Meander";
import { PageIntro } from "../components/PageIntro";
import { Picture } from "../components/Picture";
import { about } from "../content/about";
import { projects } from "../content/projects";
import { livePageMeta } from "../lib/content/live-meta";
import type { MetaMatches } from "../lib/content/root-content";
import { projectMainImage } from "../lib/project-gallery";
import { STATIC_PAGE } from "../lib/page-handle";
import { requireServices } from "../lib/server/platform/services.server";
import type { Route } from "./+types/about";
import { TitledSection } from "../components/TitledSection";
import { PrimaryAction } from "../components/PrimaryAction";

/** The team, in the order staff gave it, and the live page copy: story, process steps, commitment (decision 044). */
export function loader({ context }: Route.LoaderArgs) {
  const content = requireServices(context).content.current();
  const { story, process, commitment } = content.pages.about.copy;
  return { team: content.team, story, process, commitment };
}

export function meta({ matches }: { matches: MetaMatches }) {
  return livePageMeta(matches, "about");
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { process, commitment } = loaderData;
  const [lead, ...story] = loaderData.story;
  const project = projects.find((candidate) => candidate.id === about.storyProject);
  const photo = project ? projectMainImage(project) : null;
  return (
    <>
      <div className="container-site grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <PageIntro eyebrow="About Us" heading="A family business built on craft, proportion and light" intro={lead ? [lead] : []} />
          <TitledSection id="story-heading" title="Our Story" className="mt-12 max-w-3xl">
            <div className="prose-site mt-4 text-lg">
              {story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </TitledSection>
        </div>
        {project && photo ? (
          <figure className="self-start lg:sticky lg:top-28 lg:mt-10">
            <Picture
              image={photo.image}
              alt={photo.alt}
              sizes="(min-width: 76rem) 440px, (min-width: 64rem) 36vw, 100vw"
              loading="eager"
              className="block aspect-[5/3] w-full bg-marble object-cover"
            />
            <figcaption className="mt-3 border-l-2 border-bronze pl-3 text-sm text-muted">
              {project.name}, {project.location}. {project.scope}
            </figcaption>
          </figure>
        ) : null}
      </div>
      <Meander className="mx-auto max-w-[76rem] opacity-60" />
      <TeamGrid members={loaderData.team} />
      <section aria-labelledby="process-heading" className="bg-marble py-16">
        <div className="container-site">
          <h2 id="process-heading" className="text-4xl">
            Our Process
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {process.map((step, index) => (
              <li key={step.step} className="border-t-4 border-bronze bg-white p-6">
                <p className="font-display text-4xl text-bronze" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-3 text-2xl">{step.step}</h3>
                <p className="mt-3 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <TitledSection id="commitment-heading" title={commitment.heading} className="container-site py-16 text-center" headingClassName="text-4xl">
        <p className="mx-auto mt-4 max-w-2xl text-lg">{commitment.text}</p>
        <PrimaryAction to="/contact">Get In Touch</PrimaryAction>
      </TitledSection>
    </>
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
