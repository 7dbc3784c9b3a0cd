import type { ReactNode } from "react";

interface PageIntroProps {
  eyebrow?: string;
  heading: string;
  /** Paragraphs of introduction under the heading. */
  intro?: readonly string[];
  children?: ReactNode;
  /** A line under the heading, e.g. a product's subtitle. */
  subtitle?: string;
}

/** The top of a page: a small eyebrow, the page's one h1 and its introduction. */
export function PageIntro({ eyebrow, heading, subtitle, intro, children }: PageIntroProps) {
  return (
    <div className="max-w-3xl">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="mt-2 text-4xl sm:text-5xl">{heading}</h1>
      {subtitle ? <p className="mt-3 text-lg text-muted">{subtitle}</p> : null}
      {intro?.length ? (
        <div className="prose-site mt-6 text-lg text-ink">
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}
