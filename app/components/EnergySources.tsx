import type { EnergySource } from "../content/energy.schema";
import { formatCheckedDate } from "../lib/energy";
import { ExternalLink } from "./ExternalLink";

/** "Source: <page>, checked in April 2026.": the pages that state a figure, and when it was checked there. */
export function EnergySources({ sources, checkedOn, className = "mt-2" }: { sources: readonly EnergySource[]; checkedOn: string; className?: string }) {
  return (
    <p className={`${className} text-sm text-muted`}>
      {sources.length > 1 ? "Sources: " : "Source: "}
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 ? (index === sources.length - 1 ? " and " : ", ") : null}
          <ExternalLink href={source.url} className="text-aegean underline hover:text-aegean-dark">
            {source.name}
          </ExternalLink>
        </span>
      ))}
      , checked {formatCheckedDate(checkedOn)}.
    </p>
  );
}
