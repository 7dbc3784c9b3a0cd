import { PageIntro } from "../components/PageIntro";
import { pageMeta } from "../content/pages";
import { projects } from "../content/projects";
import { getMeta } from "../lib/meta";

export function meta() {
  return getMeta(pageMeta.projects);
}

export default function Projects() {
  return (
    <div className="container-site py-12 md:py-16">
      <PageIntro
        eyebrow="Our Work"
        heading="Projects"
        intro={[
          "From cliffside houses on the Sea to Sky to schools on Vancouver Island, these are some of the buildings we have fitted with our windows, doors and curtain walls.",
        ]}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="border border-stone bg-white p-5">
            <h2 className="text-2xl">{project.name}</h2>
            <p className="mt-1 text-sm font-medium text-bronze">
              {project.type} · {project.location}
            </p>
            <p className="mt-3 text-muted">{project.scope}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
