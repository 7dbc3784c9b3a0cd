import type { ReactNode } from "react";

/** A small labelled badge (text, not colour alone), in the colours of `tone`: a lead's status or stage. */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-sm border px-2 py-0.5 text-xs font-semibold uppercase tracking-wider ${tone}`}>
      {children}
    </span>
  );
}
