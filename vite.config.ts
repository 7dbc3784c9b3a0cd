import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { DEFAULT_SITE_URL, siteUrlSchema } from "./app/lib/site-url-schema.ts";

// SITE_URL is baked into prerendered pages (canonical URLs, sitemap, Open Graph); a bad value stops the build.
const siteUrl = siteUrlSchema.safeParse(process.env.SITE_URL || DEFAULT_SITE_URL);
if (!siteUrl.success) {
  throw new Error(`Invalid configuration: SITE_URL ${siteUrl.error.issues[0]?.message} (got ${JSON.stringify(process.env.SITE_URL)})`);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify(siteUrl.data),
  },
  build: {
    // Keep small assets as files so the CSP needs no data: fonts and the browser can cache them.
    assetsInlineLimit: 0,
  },
});
