import type { ReactNode } from "react";
import { TESTIMONIALS_INTERVAL_MS, TESTIMONIALS_TRANSITION_MS } from "#app/content/home";
import type { ShownTestimonial } from "#app/lib/people";
import { Carousel } from "../Carousel";
import { Meander } from "../Meander";

const HEADING_ID = "testimonials-heading";

/** One testimonial: the quote, who said it and, when it names one on the site, a link to the project. */
function TestimonialQuote({ testimonial }: { testimonial: ShownTestimonial }) {
  return (
    <figure className="max-w-4xl">
      <svg aria-hidden="true" viewBox="0 0 48 36" width="48" height="36" className="text-bronze-light">
        <path
          fill="currentColor"
          d="M0 36V22C0 9.6 6.4 2.3 19.2 0l2 4.6C14 6.7 10.6 10.8 10.3 17H20v19zm27 0V22C27 9.6 33.4 2.3 46.2 0l1.8 4.6C41 6.7 37.6 10.8 37.3 17H47v19z"
        />
      </svg>
      <blockquote className="mt-5 font-display text-2xl leading-snug text-white md:text-3xl">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-6 text-base">
        <span className="font-semibold text-white">{testimonial.author}</span>
        <span className="text-white/85">, {testimonial.label}</span>
        {testimonial.project ? (
          <>
            {" "}
            <a href={`/projects/${testimonial.project.slug}`} className="text-white underline">
              See the project<span className="sr-only">: {testimonial.project.name}</span>
            </a>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** The dark band the testimonials sit in. */
function TestimonialsBand({ children }: { children: ReactNode }) {
  return (
    <div className="bg-aegean-dark text-white">
      <div className="container-site py-16 md:py-24">{children}</div>
      <Meander tone="light" />
    </div>
  );
}

const header = (
  <>
    <p className="eyebrow text-bronze-light">Testimonials</p>
    <h2 id={HEADING_ID} className="mt-2 text-4xl text-white">
      What our clients say
    </h2>
  </>
);

/** The shown testimonials (decision 041), rotating, with a pause button and a picker but no arrows: two or more. */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly ShownTestimonial[] }) {
  const slides = testimonials.map((testimonial) => ({ key: testimonial.id, content: <TestimonialQuote testimonial={testimonial} /> }));
  return (
    <TestimonialsBand>
      <Carousel
        labelledBy={HEADING_ID}
        header={header}
        slides={slides}
        intervalMs={TESTIMONIALS_INTERVAL_MS}
        transitionMs={TESTIMONIALS_TRANSITION_MS}
        names={{ item: "testimonial", show: "testimonial slide show" }}
        picker
        tone="dark"
      />
    </TestimonialsBand>
  );
}

/** A single testimonial: the same band, with nothing to rotate (and no script). */
export function SingleTestimonial({ testimonial }: { testimonial: ShownTestimonial }) {
  return (
    <TestimonialsBand>
      <section aria-labelledby={HEADING_ID}>
        {header}
        <div className="mt-8">
          <TestimonialQuote testimonial={testimonial} />
        </div>
      </section>
    </TestimonialsBand>
  );
}
