import type { ReactNode } from "react";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Extra words for screen readers, e.g. what the destination is. */
  description?: string;
}

/** A link to another site: opens in a new tab, and says so to screen readers and sighted users alike. */
export function ExternalLink({ href, children, className, description }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {description ? <span className="sr-only">, {description}</span> : null}
      <span className="sr-only"> (opens in a new tab)</span>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" className="ml-1 inline-block align-baseline">
        <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </a>
  );
}
