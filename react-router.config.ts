import type { Config } from "@react-router/dev/config";
import { isPathWithin, STAFF_BASE_PATH } from "./app/lib/admin/staff-paths.ts";

/** Paths that are never prerendered: staff pages and test-only routes run on the server. */
const SERVER_ONLY_PREFIXES = [STAFF_BASE_PATH, "/__test", "/captcha"];

export default {
  ssr: true,
  // The whole (small) route manifest ships with each page, so navigating never asks the server for routes.
  routeDiscovery: { mode: "initial" },
  // Every public GET page is written to build/client as HTML at build time.
  async prerender({ getStaticPaths }) {
    return getStaticPaths().filter((path) => !SERVER_ONLY_PREFIXES.some((prefix) => isPathWithin(path, prefix)));
  },
} satisfies Config;
