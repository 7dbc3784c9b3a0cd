import type { ReactNode } from "react";

/** One part of a long form (your details, the project, the openings…), named by its legend. */
export function FormPart({
  legend,
  className = "space-y-5",
  describedBy,
  children,
}: {
  legend: string;
  className?: string;
  /** The id of a hint about the whole part. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="font-display text-2xl">{legend}</legend>
      {children}
    </fieldset>
  );
}
