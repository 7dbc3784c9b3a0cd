import { collectionLinks, footerLinks, mainNavigation } from "../content/navigation";
import { useSite } from "#app/lib/content/root-content";
import { useRootContent } from "../lib/content/root-content";
import { AnnouncementText } from "./AnnouncementText";
import { ExternalNavItems } from "./ExternalNavItems";
import { Logo } from "./Logo";
import { Meander } from "./Meander";
import { LinkList } from "./LinkList";
import { PhoneLink } from "./PhoneLink";

export function Footer() {
  const site = useSite();
  const year = new Date().getFullYear();
  const { announcement } = useRootContent();
  return (
    <footer className="bg-aegean-dark text-white">
      <Meander tone="light" />
      <div className="container-site grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm text-white/85">{site.tagline}.</p>
          {announcement ? (
            <p className="mt-4 text-sm text-bronze-light">
              <AnnouncementText announcement={announcement} linkClassName="underline hover:text-white" />
            </p>
          ) : null}
        </div>
        <div>
          <h2 className="font-display text-lg text-white">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-white/85">
            <p>
              <PhoneLink className="underline decoration-white/40 hover:text-white hover:decoration-white" />
            </p>
            <p>
              <a
                href={`mailto:${site.email}`}
                className="break-all underline decoration-white/40 hover:text-white hover:decoration-white"
              >
                {site.email}
              </a>
            </p>
            <p>{site.address.display}</p>
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-display text-lg text-white">Explore</h2>
          <LinkList
            links={[...mainNavigation.filter((item) => !item.sublinks), ...collectionLinks, ...footerLinks]}
            className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm lg:grid-cols-1"
            linkClassName="inline-flex min-h-8 items-center text-white/85 hover:text-white hover:underline"
          />
        </nav>
        <div>
          <h2 className="font-display text-lg text-white">Elsewhere</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <ExternalNavItems linkClassName="text-white/85 hover:text-white hover:underline" noteClassName="block text-sm text-white/70" />
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-site flex flex-col gap-2 py-5 text-sm text-white/75 sm:flex-row sm:justify-between">
          {/* The year is baked in at build; a visitor's clock may already be in the next one. */}
          <p suppressHydrationWarning>
            © {year} {site.name}. All rights reserved.
          </p>
          <p>Designed, built and installed in British Columbia.</p>
        </div>
      </div>
    </footer>
  );
}
