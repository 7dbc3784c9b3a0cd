import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { EnvError, parseEnv } from "./app/lib/env.server.ts";

// Public configuration baked into the pages at build (prerendered HTML carries it); a bad value stops the build.
let env;
try {
  env = parseEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV === "development" ? "development" : "production" });
} catch (error) {
  if (error instanceof EnvError) throw new Error(error.message);
  throw error;
}

/**
 * Client chunks. Left alone, the bundler makes a file for every small module two routes share, and a page asks for
 * about twenty scripts: over HTTP/1.1 (six connections) that is several round trips before the page can hydrate. The
 * framework (React, React DOM, React Router) becomes one long-cached chunk, and the small application modules that
 * more than one page uses (layout pieces, helpers, meta) one more; large content modules and the staff pages keep
 * their own chunks, so no public page downloads the catalogue or the staff code it does not use.
 */
const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const SHARED_APP_MODULES = /[\\/]app[\\/](components|lib)[\\/]/;
/**
 * Shared by a few pages only, or heavy with what they import (the catalogue, zod, the captcha widget, staff code; of
 * the staff modules, only the two the root layout reads on every page are shared).
 */
const PAGE_SPECIFIC_MODULES = /[\\/]app[\\/](content[\\/]|lib[\\/]forms[\\/]|lib[\\/]admin[\\/](?!staff-(meta|paths)\.)|components[\\/](forms|admin)[\\/]|components[\\/]CaptchaField)/;
/** A shared module larger than this (source bytes) keeps a chunk of its own, loaded only by the pages that use it. */
const SHARED_MODULE_MAX_BYTES = 6 * 1024;
const clientChunks = {
  groups: [
    { name: "framework", test: FRAMEWORK_MODULES, priority: 2 },
    {
      name: "shared",
      test: (id: string) => SHARED_APP_MODULES.test(id) && !PAGE_SPECIFIC_MODULES.test(id),
      minShareCount: 2,
      maxModuleSize: SHARED_MODULE_MAX_BYTES,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify(env.SITE_URL),
    "import.meta.env.VITE_CAPTCHA_PROVIDER": JSON.stringify(env.CAPTCHA_PROVIDER),
    "import.meta.env.VITE_RECAPTCHA_SITE_KEY": JSON.stringify(env.RECAPTCHA_SITE_KEY ?? ""),
    "import.meta.env.VITE_GA_ID": JSON.stringify(env.GA_ID ?? ""),
    "import.meta.env.VITE_ADS_CONVERSION": JSON.stringify(env.ADS_CONVERSION ?? ""),
  },
  build: {
    // Keep small assets as files so the browser can cache them and the CSP needs no data: fonts.
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
