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

export default defineConfig({
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
  },
});
