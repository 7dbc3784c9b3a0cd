import type { ReactNode } from "react";
import { TitledSection } from "./TitledSection";

/** A section of a product page: spaced from the one before, its h2 ruled underneath. */
export function ProductSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="mt-16" headingClassName="mb-6 border-b border-stone pb-3 text-3xl">
      {children}
    </TitledSection>
  );
}
