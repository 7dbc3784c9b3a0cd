import { publicPagePaths } from "../content/pages";
import { CACHE_REVALIDATE } from "../lib/cache-control";
import { absoluteUrl } from "../lib/site-url";

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);
}

export function sitemapXml(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemapXml(publicPagePaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_REVALIDATE },
  });
}
