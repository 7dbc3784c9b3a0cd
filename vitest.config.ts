import { defineConfig } from "vitest/config";

// Unit tests: no React Router plugin, just the modules.
export default defineConfig({
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify("https://www.helios-windows.example"),
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
