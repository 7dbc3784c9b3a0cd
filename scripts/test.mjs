// `npm test`: every check, stage by stage, stopping after the first stage that fails, then the time each part took
// (README, "Tests"). Each part is also its own npm script (typecheck, test:unit, test:e2e).
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

const TYPES = { name: "Types (react-router typegen, tsc)", command: [NPM, "run", "--silent", "typecheck"] };
const BUILD = { name: "Production build (when out of date)", command: [process.execPath, "scripts/start.mjs", "--build-only"] };
const VITEST = { name: "Unit, integration and HTTP tests (Vitest)", command: [NPM, "run", "--silent", "test:unit"] };
const BROWSER = { name: "Browser tests (Playwright, system Chromium)", command: ["npx", "playwright", "test"] };

/**
 * The stages, in order; the parts of a stage run side by side. The build comes before Vitest: the HTTP tests serve it
 * in-process (decision 060). The type check runs beside Vitest, whose files wait on databases, child processes and
 * servers for about a fifth of their time: tsc (one core, some 15 s) fills that time instead of adding its own. Its
 * output is held and shown when it ends, so that it does not interleave with Vitest's.
 */
const STAGES = [[BUILD], [VITEST, TYPES], [BROWSER]];
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
console.log("\nTime of each part of the suite (the type check runs beside Vitest):");
for (const { name, ms, code } of report) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${code === 0 ? "" : "  (failed)"}`);
for (const part of PARTS.filter((part) => !ran.has(part.name))) console.log(`  ${part.name.padEnd(width)}  ${"-".padStart(6)}  (not run)`);
console.log(`  ${"In all".padEnd(width)}  ${seconds(performance.now() - started).padStart(6)}`);
process.exit(failed);
