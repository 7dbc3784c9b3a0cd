import { Link } from "react-router";
import { PageIntro } from "../components/PageIntro";
import { about } from "../content/about";
import { pageMeta } from "../content/pages";
import { getMeta } from "../lib/meta";

export function meta() {
  return getMeta(pageMeta.about);
}

export default function About() {
  const [lead, ...story] = about.story;
  return (
    <>
      <div className="container-site py-12 md:py-16">
        <PageIntro eyebrow="About Us" heading="A family business built on craft, proportion and light" intro={lead ? [lead] : []} />
        <section aria-labelledby="story-heading" className="mt-12 max-w-3xl">
          <h2 id="story-heading" className="text-3xl">
            Our Story
          </h2>
          <div className="prose-site mt-4 text-lg">
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>
      </div>
      <section aria-labelledby="process-heading" className="bg-marble py-16">
        <div className="container-site">
          <h2 id="process-heading" className="text-4xl">
            Our Process
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {about.process.map((step, index) => (
              <li key={step.step} className="border-t-4 border-bronze bg-white p-6">
                <p className="font-display text-5xl text-bronze" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-3 text-2xl">{step.step}</h3>
                <p className="mt-3 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="commitment-heading" className="container-site py-16 text-center">
        <h2 id="commitment-heading" className="text-4xl">
          {about.commitment.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{about.commitment.text}</p>
        <p className="mt-8">
          <Link to="/contact" className="btn btn-primary">
            Get In Touch
          </Link>
        </p>
      </section>
    </>
  );
}
