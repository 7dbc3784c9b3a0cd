// `npm test`: every check, in order, stopping at the first that fails, then the time each part took (README,
// "Tests"). Each part is also its own npm script (typecheck, test:unit, test:e2e).
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

/** The parts of the suite: what each is called in the report, and the command that runs it. */
// The build comes before Vitest: the HTTP tests (tests/http) serve it in-process (decision 060).
const PARTS = [
  { name: "Types (react-router typegen, tsc)", command: [NPM, "run", "--silent", "typecheck"] },
  { name: "Production build (when out of date)", command: [process.execPath, "scripts/start.mjs", "--build-only"] },
  { name: "Unit, integration and HTTP tests (Vitest)", command: [NPM, "run", "--silent", "test:unit"] },
  { name: "Browser tests (Playwright, system Chromium)", command: ["npx", "playwright", "test"] },
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const report = [];
let failed = 0;
const started = performance.now();
for (const part of PARTS) {
  const partStarted = performance.now();
  const code = await run(part.command);
  report.push({ name: part.name, ms: performance.now() - partStarted, code });
  if (code !== 0) {
    failed = code;
    break;
  }
}

const width = Math.max(...PARTS.map((part) => part.name.length));
console.log("\nTime of each part of the suite:");
for (const { name, ms, code } of report) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${code === 0 ? "" : "  (failed)"}`);
for (const part of PARTS.slice(report.length)) console.log(`  ${part.name.padEnd(width)}  ${"-".padStart(6)}  (not run)`);
console.log(`  ${"In all".padEnd(width)}  ${seconds(performance.now() - started).padStart(6)}`);
process.exit(failed);
