// `npm run bench`: measures the production build against the performance budgets (budgets.mjs).
// Builds if needed, starts the production server on a free port, runs each section of `sections` in
// order against it, prints a summary and writes bench-results/bench-<time>.json and latest.json.
// Exit code: 0 when it ran (budget misses are printed as "BUDGET MISSED" lines), 1 when something could
// not be measured, 2 on bad arguments.
//
// Adding a section: export an object { id, title, options?, run(context) } and list it in `sections`.
// `options` are node:util parseArgs options (e.g. { routes: { type: "string" } } for --routes=/a,/b).
// run(context) gets { root, resultsDir, stamp, server: { url, pid, staff, mailReceived, dataDir, stop }, startServer,
// options, shared } and returns { data, lines, misses?, errors? }: `data` goes to the JSON, `lines` to the summary,
// `misses` are budget misses, `errors` are measurements that could not be taken. Register anything it starts with
// registerCleanup (util.mjs) so it is stopped on errors and Ctrl-C too. `shared.extraRoutes` lists pages an earlier
// section made for the lighthouse section to measure too. `startServer({ label, env })` starts another production
// server with its own mail server and data folder, and some variables of its own (the section stops it when done).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { backupSection } from "./backup.mjs";
import { captchaSection } from "./captcha.mjs";
import { catalogueSection } from "./catalogue.mjs";
import { estimatorSection } from "./estimator.mjs";
import { exportSection } from "./export.mjs";
import { formsSection } from "./forms.mjs";
import { gallerySection } from "./gallery.mjs";
import { inboxSearchSection } from "./inbox-search.mjs";
import { dashboardSection } from "./dashboard.mjs";
import { lighthouseSection } from "./lighthouse.mjs";
import { throughputSection } from "./throughput.mjs";
import { uploadsSection } from "./uploads.mjs";
import { quoteUploadsSection } from "./quote-uploads.mjs";
import { freePort, isInterrupted, registerCleanup, runCleanups, runCommand, startServerProcess } from "./util.mjs";

// quote-uploads first: its memory budget is the fresh server's own size plus the pieces in flight, and the photo
// processing of uploads leaves the process larger (sharp's buffers). uploads before lighthouse: it makes the project
// with real photos whose page the lighthouse section then measures.
export const sections = [
  quoteUploadsSection,
  uploadsSection,
  lighthouseSection,
  throughputSection,
  estimatorSection,
  formsSection,
  captchaSection,
  backupSection,
  gallerySection,
  catalogueSection,
  inboxSearchSection,
  dashboardSection,
  exportSection,
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const resultsDir = path.join(root, "bench-results");
const SERVER_READY_TIMEOUT_MS = 30_000;

function parseOptions() {
  const usage =
    "usage: npm run bench -- [--only=<section>,…] " +
    sections.flatMap((s) => Object.keys(s.options ?? {}).map((name) => `[--${name}=…]`)).join(" ") +
    `\nsections: ${sections.map((s) => s.id).join(", ")}`;
  try {
    const { values } = parseArgs({
      options: { only: { type: "string" }, help: { type: "boolean" }, ...Object.assign({}, ...sections.map((s) => s.options ?? {})) },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    const only = values.only?.split(",").map((id) => id.trim());
    const unknown = only?.filter((id) => !sections.some((s) => s.id === id)) ?? [];
    if (unknown.length) throw new Error(`unknown section ${unknown.join(", ")}`);
    return { values, selected: sections.filter((s) => !only || only.includes(s.id)) };
  } catch (error) {
    console.error(`bench: ${error.message}\n${usage}`);
    process.exit(2);
  }
}

function gitCommit() {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim() !== "";
    return { commit, dirty };
  } catch {
    return null;
  }
}

/**
 * The mail server the outbox sends to (mail-sink.mjs, a child process): accepts and discards every message, so mail
 * goes out as in production (SMTP_URL set) while the form posts are measured. Gives its SMTP URL and a way to read
 * how many messages it has taken.
 */
async function startMailSink(stamp) {
  const [smtpPort, statusPort] = [await freePort(), await freePort()];
  const statusUrl = `http://127.0.0.1:${statusPort}/count`;
  const { stop } = await startServerProcess({
    name: "mail sink",
    args: [path.join(root, "scripts/bench/mail-sink.mjs")],
    cwd: root,
    env: { ...process.env, SMTP_PORT: String(smtpPort), STATUS_PORT: String(statusPort) },
    logFd: openSync(path.join(resultsDir, `mail-sink-${stamp}.log`), "a"),
    readyUrl: statusUrl,
    timeoutMs: SERVER_READY_TIMEOUT_MS,
  });
  const received = async () => {
    const response = await fetch(statusUrl);
    return (await response.json()).received;
  };
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, received, stop };
}

/**
 * Our production server, as `npm start` would run it, on a free port with a throwaway DATA_DIR; `env` adds variables
 * (a section's own server), `label` names its log files.
 */
async function startOurServer(stamp, { label = "", env = {} } = {}) {
  const name = label ? `-${label}` : "";
  const mail = await startMailSink(`${stamp}${name}`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "helios-bench-data-"));
  const removeDataDir = registerCleanup("bench data dir", {
    stop: async () => rmSync(dataDir, { recursive: true, force: true }),
    kill: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  const log = path.join(resultsDir, `server-${stamp}${name}.log`);
  const url = `http://127.0.0.1:${port}`;
  // The first staff account, made at start: the uploads section signs in with it.
  const staff = { email: "bench@helios.example", password: randomBytes(18).toString("base64url") };
  const { child, stop } = await startServerProcess({
    name: `production server${label ? ` (${label})` : ""}`,
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while it is measured.
    args: [...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []), "build/node/server.mjs"],
    cwd: root,
    // A form rate limit that a load test from one address does not hit; the limit on captcha challenges per client
    // follows it (three per post allowed), so the form bench can ask for one challenge per post.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: "100000",
      SMTP_URL: mail.smtpUrl,
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
      ...env,
    },
    logFd: openSync(log, "a"),
    readyUrl: `${url}/healthz`,
    timeoutMs: SERVER_READY_TIMEOUT_MS,
  });
  return {
    url,
    log,
    pid: child.pid,
    staff,
    mailReceived: mail.received,
    dataDir,
    async stop() {
      await stop();
      await mail.stop();
      await removeDataDir();
    },
  };
}

async function main() {
  const { values, selected } = parseOptions();
  mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");

  console.log("bench: checking the build…");
  await runCommand(process.execPath, [path.join(root, "scripts/start.mjs"), "--build-only"], { cwd: root });
  const server = await startOurServer(stamp);
  console.log(`bench: production server on ${server.url} (log ${path.relative(root, server.log)})`);

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: null,
    git: gitCommit(),
    machine: { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
    server: { url: server.url, log: server.log },
    sections: {},
    budgetMisses: [],
    errors: [],
  };
  const summary = [];
  const shared = { extraRoutes: [] };
  for (const section of selected) {
    if (isInterrupted()) break;
    console.log(`\nbench: ${section.title}…`);
    const started = Date.now();
    try {
      const { data, lines = [], misses = [], errors = [] } = await section.run({
        root,
        resultsDir,
        stamp,
        server,
        startServer: (options) => startOurServer(stamp, options),
        options: values,
        shared,
      });
      report.sections[section.id] = { seconds: (Date.now() - started) / 1000, ...data };
      report.budgetMisses.push(...misses);
      report.errors.push(...errors);
      summary.push(`== ${section.title}`, ...lines, "");
    } catch (error) {
      if (isInterrupted()) break; // the signal handler is stopping everything and exits
      console.error(error);
      report.sections[section.id] = { error: String(error?.stack ?? error) };
      report.errors.push(`${section.id}: ${error?.message ?? error}`);
      summary.push(`== ${section.title}`, `  could not run: ${error?.message ?? error}`, "");
    }
  }
  if (isInterrupted()) return 130;
  report.finishedAt = new Date().toISOString();

  const json = `${JSON.stringify(report, null, 2)}\n`;
  const file = path.join(resultsDir, `bench-${stamp}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(resultsDir, "latest.json"), json);
  // The figures as the README shows them: the date, the machine and the commit they were taken on, then the summary.
  const { machine } = report;
  const markdown = [
    `Measured ${startedAt.toISOString().slice(0, 10)} on ${machine.cpus} × ${machine.cpuModel ?? "CPU"}, ${machine.platform}, Node ${machine.node}` +
      (report.git ? `, commit ${report.git.commit.slice(0, 7)}${report.git.dirty ? " (with uncommitted changes)" : ""}` : "") +
      ` (\`npm run bench\`${process.argv.length > 2 ? ` ${process.argv.slice(2).join(" ")}` : ""}):`,
    "",
    "```",
    ...summary,
    "```",
    "",
  ].join("\n");
  writeFileSync(path.join(resultsDir, "latest.md"), markdown);

  console.log(`\n${"=".repeat(30)} bench summary ${"=".repeat(30)}`);
  console.log(summary.join("\n"));
  for (const miss of report.budgetMisses) console.log(`BUDGET MISSED: ${miss}`);
  for (const error of report.errors) console.log(`ERROR: ${error}`);
  if (!report.budgetMisses.length && !report.errors.length) console.log("All budgets met.");
  console.log(`results: ${path.relative(root, file)} (and bench-results/latest.json, latest.md for the README)`);
  return report.errors.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(`bench: could not run: ${error?.stack ?? error}`);
  } finally {
    await runCleanups();
  }
  process.exit(code);
}
