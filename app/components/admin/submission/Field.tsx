import type { ReactNode } from "react";

/** One line of a submission's details: its label, and what was sent. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-stone py-2.5 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 break-words sm:mt-0">{children}</dd>
    </div>
  );
}

export const notGiven = <span className="text-muted">Not given</span>;
