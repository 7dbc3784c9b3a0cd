import { STAFF_BASE_PATH } from "../lib/admin/staff-paths";
import { CACHE_REVALIDATE } from "../lib/cache-control";
import { absoluteUrl } from "../lib/site-url";

export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", `Disallow: ${STAFF_BASE_PATH}`, "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
}

export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_REVALIDATE },
  });
}
