import { livePageMeta } from "../lib/content/live-meta";
import type { MetaMatches } from "../lib/content/root-content";
import { STATIC_PAGE } from "../lib/page-handle";
import { privacyNoticeHtml } from "../lib/server/content/privacy.server";
import { requireServices } from "../lib/server/platform/services.server";
import type { Route } from "./+types/privacy";

/** The privacy notice the owners edit at /admin/pages/privacy (decision 074), with the company details as stored. */
export function loader({ context }: Route.LoaderArgs) {
  const content = requireServices(context).content.current();
  return { html: privacyNoticeHtml(content.pages.privacy.copy.body, content.settings) };
}

export function meta({ matches }: { matches: MetaMatches }) {
  return livePageMeta(matches, "privacy");
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-site max-w-3xl py-12 md:py-16">
      <h1 className="text-4xl sm:text-5xl">PRIVACY</h1>
      <div className="journal-body privacy-body mt-8" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </div>
  );
}

export const handle = STATIC_PAGE;
