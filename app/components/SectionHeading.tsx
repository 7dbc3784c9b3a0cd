import type { ReactNode } from "react";

/** The h2 of a page section, ruled underneath; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-6 border-b border-stone pb-3 text-3xl">
      {children}
    </h2>
  );
}
