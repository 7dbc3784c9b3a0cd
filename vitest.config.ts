import { defineConfig } from "vitest/config";

// Unit tests: no React Router plugin, just the modules.
export default defineConfig({
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify("https://www.helios-windows.example"),
    "import.meta.env.VITE_CAPTCHA_PROVIDER": JSON.stringify("altcha"),
    "import.meta.env.VITE_RECAPTCHA_SITE_KEY": JSON.stringify(""),
    "import.meta.env.VITE_GA_ID": JSON.stringify(""),
    "import.meta.env.VITE_ADS_CONVERSION": JSON.stringify(""),
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
    environment: "node",
  },
});
