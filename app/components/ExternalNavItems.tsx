import { externalLinksOf } from "../content/navigation";
import { useSite } from "../lib/content/root-content";
import { ExternalLink } from "./ExternalLink";

/**
 * The site's links elsewhere (content/navigation.ts) as items of a navigation list; with `noteClassName`, each one's
 * description follows it.
 */
export function ExternalNavItems({ linkClassName, noteClassName }: { linkClassName: string; noteClassName?: string }) {
  return externalLinksOf(useSite()).map((link) => (
    <li key={link.href}>
      <ExternalLink href={link.href} description={link.description} className={linkClassName}>
        {link.name}
      </ExternalLink>
      {noteClassName ? <span className={noteClassName}>{link.description}</span> : null}
    </li>
  ));
}
