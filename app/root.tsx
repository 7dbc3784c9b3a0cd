import { NotFoundPage } from "./components/NotFoundPage";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type MetaFunction,
} from "react-router";
import marcellusFont from "@fontsource/marcellus/files/marcellus-latin-400-normal.woff2?url";
import appStylesheet from "./app.css?url";
import { StaffFooter, StaffHeader } from "./components/admin/StaffHeader";
import { StaffSideNav } from "./components/admin/StaffNav";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { HydrationMark } from "./components/HydrationMark";
import { ScrollManager } from "./components/ScrollManager";
import { SiteStylesheet } from "./components/SiteStylesheet";
import { StaticPageScripts } from "./components/StaticPageScripts";
import { shippedSettings } from "./content/settings";
import { STAFF_LAYOUT_ID, type StaffHeaderData } from "./lib/admin/staff-meta";
import { isStaffPage } from "./lib/admin/staff-paths";
import { currentAnnouncement } from "./lib/content/announcements";
import { JOURNAL_FEED_PATH } from "./lib/content/journal";
import { EnergyContext, SettingsContext, useSite, type RootContent } from "./lib/content/root-content";
import { pagesSeo } from "./lib/content/page-copy";
import { energy as shippedEnergy } from "./content/energy";
import { notFoundMeta } from "./lib/meta";
import { pageHydrates, pageIslands } from "./lib/page-handle";
import { useNonce } from "./lib/nonce";
import { REQUEST_REFERENCE_ID, useRequestReference } from "./lib/request-reference";
import { ChunkLoadError, isChunkLoadError, reloadOnceForChunkError } from "./lib/chunk-reload";
import type { Route } from "./+types/root";
import { PrimaryAction } from "./components/PrimaryAction";
import { PhoneLink } from "./components/PhoneLink";

export const links: LinksFunction = () => [
  { rel: "preload", href: marcellusFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The tab icon is the 32 px ICO, not favicon.svg (the drawing the icons are made from): browsers fetch and decode a
  // page's icon in its renderer, and an SVG icon is a document of its own there (15-30 ms of the main thread as the
  // page first paints, on the machine of decision 018); the ICO is a PNG decode of a few milliseconds.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The journal feed's link follows, in the Layout: its title names the live trading name (links have no loader data).
];

/** The owner content every page shows: the announcement of the footer (and of the contact page). */
export function loader({ context }: Route.LoaderArgs): RootContent {
  const content = context.services?.content;
  const announcement = content ? currentAnnouncement(content.current().announcements, content.now()) : undefined;
  const snapshot = content?.current();
  return {
    announcement: announcement ?? null,
    settings: snapshot?.settings ?? shippedSettings,
    energy: snapshot?.energy ?? shippedEnergy,
    pages: snapshot ? pagesSeo(snapshot.pages) : undefined,
  };
}

/**
 * The title of the error screen (the root's ErrorBoundary, whose error React Router passes here), and a fallback for
 * any page without meta of its own. A document has one title, so the error screen sets its own here only.
 */
export const meta: MetaFunction = ({ error, location, data }) => {
  // The live trading name (decision 040); the root loader's data is missing only when the loader itself failed.
  const named = (data as Partial<RootContent> | undefined)?.settings ?? shippedSettings;
  if (!error) return [{ title: named.name }];
  if (isNotFound(error)) return notFoundMeta(location.pathname, named);
  return [{ title: `Unexpected Application Error! | ${named.name}` }, { name: "robots", content: "noindex" }];
};

/** A page whose loader said 404 (a journal post or project that is not, or no longer, public). */
const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const staffPage = isStaffPage(useLocation().pathname);
  const staff = useRouteLoaderData<StaffHeaderData>(STAFF_LAYOUT_ID);
  const root = useRouteLoaderData<RootContent>("root");
  const settings = root?.settings ?? shippedSettings;
  const energy = root?.energy ?? shippedEnergy;
  // The server leaves the framework out of a page with nothing to run (its route's handle says so). In the browser
  // this runs only on a page that hydrated, which keeps its scripts through every client-side navigation.
  const matches = useMatches();
  // Development hydrates every page whole (Vite serves no island scripts).
  const hydrate = import.meta.env.DEV || typeof document !== "undefined" || pageHydrates(matches);
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3c5d" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <SiteStylesheet href={appStylesheet} />
        <Links />
        <link rel="alternate" type="application/atom+xml" title={`${settings.name} Journal`} href={JOURNAL_FEED_PATH} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SettingsContext value={settings}>
        <EnergyContext value={energy}>
        <a
          href="#main"
          className="sr-only z-50 bg-aegean px-4 py-3 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        {staffPage ? <StaffHeader staff={staff} /> : <Header />}
        {staffPage && staff ? (
          // Signed-in staff: the sections in a column beside the page on a laptop (behind the header's Menu below it).
          <div className="flex flex-1">
            <StaffSideNav staff={staff} />
            <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
              {children}
            </main>
          </div>
        ) : (
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
        )}
        {staffPage ? <StaffFooter /> : <Footer />}
        </EnergyContext>
        </SettingsContext>
        <ScrollManager />
        <HydrationMark />
        {hydrate ? (
          <Scripts nonce={nonce || undefined} />
        ) : (
          <StaticPageScripts nonce={nonce || undefined} islands={pageIslands(matches)} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Vite reports a failed preload of a lazily loaded chunk with this event.
    const onPreloadError = (event: Event) => {
      if (reloadOnceForChunkError()) event.preventDefault();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const routeError = useRouteError();
  const chunkFailure = isChunkLoadError(routeError);
  const reference = useRequestReference();
  // The live details, as the phone link beside it gives them (the shipped ones when the root loader did not answer).
  const company = useSite();
  const error = chunkFailure ? new ChunkLoadError(routeError) : routeError;

  useEffect(() => {
    if (chunkFailure) reloadOnceForChunkError();
  }, [chunkFailure]);

  // Not an error of ours: the helpful 404, as for an unknown address.
  if (isNotFound(error)) return <NotFoundPage />;

  let message = "Something went wrong on our side.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || ""}`.trim();
    if (typeof error.data === "string" && error.data) message += `: ${error.data}`;
  } else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }

  return (
    <section className="container-site py-16 md:py-24" aria-labelledby="error-heading">
      <p className="eyebrow">Error</p>
      <h1 id="error-heading" className="mt-3 text-4xl md:text-5xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-ink" role="alert">
        {message}
      </p>
      {stack ? (
        <pre className="mt-6 max-w-full overflow-auto rounded bg-marble p-4 text-xs text-ink">{stack}</pre>
      ) : null}
      {reference ? (
        <p className="mt-6 max-w-2xl text-ink">
          If you get in touch about this, quote this reference: <code id={REQUEST_REFERENCE_ID}>{reference}</code>
        </p>
      ) : null}
      <p className="mt-8 max-w-2xl text-muted">
        Please try again in a moment. If it keeps happening, call us at{" "}
        <PhoneLink className="text-aegean underline" />{" "}
        or write to{" "}
        <a className="text-aegean underline" href={`mailto:${company.email}`}>
          {company.email}
        </a>
        .
      </p>
      <PrimaryAction to="/" fullLoad>Back to Home</PrimaryAction>
    </section>
  );
}
