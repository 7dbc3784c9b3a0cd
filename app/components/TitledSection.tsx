import type { ReactNode } from "react";

interface TitledSectionProps {
  /** The heading's id, which the section's aria-labelledby points at. */
  id: string;
  title: ReactNode;
  className?: string;
  /** The heading's classes: a section heading is text-3xl unless the page says otherwise. */
  headingClassName?: string;
  /** The heading's level: a section of the page is named by an h2, one inside such a section by an h3 or h4. */
  level?: 2 | 3 | 4;
  children?: ReactNode;
}

const HEADINGS = { 2: "h2", 3: "h3", 4: "h4" } as const;

/** A page section named by its heading (assistive technology lists it by that name). */
export function TitledSection({ id, title, className, headingClassName = "text-3xl", level = 2, children }: TitledSectionProps) {
  const Heading = HEADINGS[level];
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
