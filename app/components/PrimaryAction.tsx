import type { ReactNode } from "react";
import { Link } from "react-router";

interface PrimaryActionProps {
  to: string;
  children: ReactNode;
  /** The paragraph's spacing from what comes before. */
  className?: string;
  /** A plain link, for a screen that must leave the app's state behind (the error screen). */
  fullLoad?: boolean;
}

/** The one button-styled link that ends a section or a page, in a paragraph of its own. */
export function PrimaryAction({ to, children, className = "mt-8", fullLoad = false }: PrimaryActionProps) {
  return (
    <p className={className}>
      {fullLoad ? (
        <a href={to} className="btn btn-primary">
          {children}
        </a>
      ) : (
        <Link to={to} className="btn btn-primary">
          {children}
        </Link>
      )}
    </p>
  );
}
