import { existsSync } from "node:fs";

/**
 * The system Chromium the tests drive: CHROMIUM_PATH, else Debian's headless build of it (chromium-headless-shell,
 * the same engine without the browser's window code: a quarter less CPU over the suite), else the full browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * No GPU: pages are composited in software, on a thread of the browser process (`--in-process-gpu`) rather than in a
 * process of its own that each frame is sent to (2% less CPU over the public pages' specs, measured twice).
 */
const ARGS = ["--no-sandbox", "--disable-gpu", "--in-process-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * Decoding the site's pictures (AVIF and WebP up to 1600 px wide, afresh in every test's new context) was a quarter
 * of the browser's work in the tests of public pages, where no test looks at them. So the browser loads no images
 * unless a spec file asks for them (`test.use(WITH_IMAGES)`: the specs about pictures, uploads and what they show).
 * That every picture a public page names is there is checked over HTTP for every page and every width
 * (tests/http/page-images.test.ts).
 */
export const LAUNCH_WITHOUT_IMAGES = { executablePath: CHROMIUM, args: [...ARGS, "--blink-settings=imagesEnabled=false"] };

/** For a spec file about pictures: its browser loads and draws them (a worker of its own, as a worker option). */
export const WITH_IMAGES = { launchOptions: { executablePath: CHROMIUM, args: ARGS } };
