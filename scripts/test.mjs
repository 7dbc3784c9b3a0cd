// `npm test`: every check, stage by stage, stopping after the first stage that fails, then the time each part took
// (README, "Tests"). Each part is also its own npm script (typecheck, test:unit, test:e2e).
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * The type check runs at the lowest priority (`nice`): it takes only the CPU the browser tests leave (their start, the
 * servers' starts, waits for mail), so it adds nothing to them, and Vitest keeps both cores.
 */
const NICE = process.platform === "win32" ? [] : ["nice", "-n", "19"];
const TYPES = { name: "Types (react-router typegen, tsc), at low priority", command: [...NICE, NPM, "run", "--silent", "typecheck"] };
const BUILD = { name: "Production build (when out of date)", command: [process.execPath, "scripts/start.mjs", "--build-only"] };
const VITEST = { name: "Unit, integration and HTTP tests (Vitest)", command: [NPM, "run", "--silent", "test:unit"] };
const BROWSER = { name: "Browser tests (Playwright, system Chromium)", command: ["npx", "playwright", "test"] };

/**
 * The stages, in order; the parts of a stage run side by side. The build comes before Vitest: the HTTP tests serve it
 * in-process (decision 060). The type check runs beside the browser tests, at low priority: measured, Vitest took
 * 10–20 s longer with tsc beside it, while the browser tests leave a tenth of the CPU idle (their setup, servers
 * starting, mail on its way). Its output is held and shown when it ends, so that it does not interleave.
 */
const STAGES = [[BUILD], [VITEST], [BROWSER, TYPES]];
const PARTS = STAGES.flat();

/** Runs a part; its output goes straight to this terminal, or is held and written at its end when `held`. */
function run({ command: [command, ...args] }, { held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const report = [];
let failed = 0;
const started = performance.now();
for (const stage of STAGES) {
  const results = await Promise.all(
    stage.map(async (part, index) => {
      const partStarted = performance.now();
      const code = await run(part, { held: index > 0 });
      return { name: part.name, ms: performance.now() - partStarted, code };
    }),
  );
  report.push(...results);
  failed = results.find((result) => result.code !== 0)?.code ?? 0;
  if (failed) break;
}

const width = Math.max(...PARTS.map((part) => part.name.length));
const ran = new Set(report.map((result) => result.name));
console.log("\nTime of each part of the suite (the type check runs beside the browser tests):");
for (const { name, ms, code } of report) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${code === 0 ? "" : "  (failed)"}`);
for (const part of PARTS.filter((part) => !ran.has(part.name))) console.log(`  ${part.name.padEnd(width)}  ${"-".padStart(6)}  (not run)`);
console.log(`  ${"In all".padEnd(width)}  ${seconds(performance.now() - started).padStart(6)}`);
process.exit(failed);
