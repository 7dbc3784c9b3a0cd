import type { ReactNode } from "react";

interface TitledSectionProps {
  /** The heading's id, which the section's aria-labelledby points at. */
  id: string;
  title: ReactNode;
  className?: string;
  /** The heading's classes: a section heading is text-3xl unless the page says otherwise. */
  headingClassName?: string;
  children?: ReactNode;
}

/** A page section named by its h2 (assistive technology lists it by that name). */
export function TitledSection({ id, title, className, headingClassName = "text-3xl", children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
