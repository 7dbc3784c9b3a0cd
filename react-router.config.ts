import type { Config } from "@react-router/dev/config";

/**
 * Server rendering for every route. Public pages are still ready HTML before a visitor asks: the server renders each
 * once into its page cache (server/page-cache.ts) and serves it from memory until the owner content it shows changes
 * (docs/decisions/012-owner-content-and-page-cache.md); a prerender at build could not know the database's content.
 */
export default {
  ssr: true,
  // The whole (small) route manifest ships with each page, so navigating never asks the server for routes.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
