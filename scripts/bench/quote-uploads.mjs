// Section "quote-uploads": a quote request with a schedule of 50 openings and five drawings of 15 MB each (the most
// the form takes), posted as one multipart form the way the page sends it, and the server's peak memory measured
// around it (VmHWM, as in the uploads section). The files stream to disk and are stored a 1 MB piece at a time, so
// memory stays bounded: under a ceiling, and no higher for a second request than for the first.
import { randomBytes } from "node:crypto";
import { solvedCaptcha } from "./altcha.mjs";
import { QUOTE_PEAK_GROWTH_MAX_MB, QUOTE_PEAK_RSS_MAX_MB } from "./budgets.mjs";
import { peakRss } from "./uploads.mjs";
import { table } from "./util.mjs";

const OPENINGS = 50;
const FILES = 5;
const MB = 1024 * 1024;
/** Just under the form's 15 MB limit for one file. */
const FILE_BYTES = 15 * MB - 4096;
const PRODUCTS = ["s91", "s77", "sd95", "sf85", "s700", "w77", "center76", "advise"];

/** A drawing set's size: a PDF header, then bytes that do not compress. */
function drawing() {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(FILE_BYTES - 9)]);
}

async function sendQuote(url, files, label) {
  const form = new FormData();
  const fields = {
    first_name: "Bench",
    last_name: "Builder",
    _replyto: "bench@example.com",
    phone: "6045550100",
    project_location: "2200 Lakeshore Rd, Kelowna",
    project_type: "new-build",
    timeline: "within-3-months",
    how_did_you_hear: "Referral",
    message: `A schedule of ${OPENINGS} openings with drawings (${label}).`,
    altcha: await solvedCaptcha(url),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let n = 1; n <= OPENINGS; n++) {
    form.append(`opening_${n}_product`, PRODUCTS[n % PRODUCTS.length]);
    form.append(`opening_${n}_width`, String(600 + n * 20));
    form.append(`opening_${n}_height`, String(1200 + n * 10));
    form.append(`opening_${n}_unit`, "mm");
    form.append(`opening_${n}_quantity`, String(1 + (n % 3)));
    form.append(`opening_${n}_note`, `Room ${n}`);
  }
  files.forEach((data, index) => form.append("attachments", new Blob([data], { type: "application/pdf" }), `drawings-${index + 1}.pdf`));
  const response = await fetch(`${url}/f/quote`, { method: "POST", headers: { origin: url }, body: form });
  const answer = await response.json();
  if (response.status !== 200 || !answer.ok) throw new Error(`the quote request answered ${response.status}: ${answer.error ?? ""}`);
}

export const quoteUploadsSection = {
  id: "quote-uploads",
  title: `Quote request: ${OPENINGS} openings and ${FILES} files of 15 MB, server memory`,
  async run({ server }) {
    const files = Array.from({ length: FILES }, drawing);
    const first = await peakRss(server.pid, () => sendQuote(server.url, files, "first"));
    const second = await peakRss(server.pid, () => sendQuote(server.url, files, "second"));
    const mb = (bytes) => Math.round(bytes / MB);
    const runs = [
      ["first request", first],
      ["second request", second],
    ];
    const misses = [];
    for (const [label, run] of runs) {
      if (mb(run.peak) > QUOTE_PEAK_RSS_MAX_MB) misses.push(`quote-uploads: peak RSS ${mb(run.peak)} MB with the ${label} (budget ${QUOTE_PEAK_RSS_MAX_MB} MB)`);
    }
    const growth = mb(second.peak) - mb(first.peak);
    if (growth > QUOTE_PEAK_GROWTH_MAX_MB) {
      misses.push(`quote-uploads: the peak grows by ${growth} MB from one request to the next (budget ${QUOTE_PEAK_GROWTH_MAX_MB} MB)`);
    }
    const lines = [
      `  ${OPENINGS} openings and ${FILES} files of ${(FILE_BYTES / MB).toFixed(1)} MB (${((FILES * FILE_BYTES) / MB).toFixed(0)} MB) per request`,
      ...table(
        ["request", "seconds", "RSS before (MB)", "peak RSS (MB)", "measured by"],
        runs.map(([label, run]) => [label, run.seconds.toFixed(1), mb(run.before), mb(run.peak), run.method]),
      ).map((line) => `  ${line}`),
      `  peak growth from one request to the next: ${growth} MB (budget ${QUOTE_PEAK_GROWTH_MAX_MB} MB); peak budget ${QUOTE_PEAK_RSS_MAX_MB} MB`,
    ];
    return {
      data: {
        openings: OPENINGS,
        fileMegabytes: FILE_BYTES / MB,
        runs: Object.fromEntries(runs.map(([label, run]) => [label, { seconds: run.seconds, rssBeforeMb: mb(run.before), peakRssMb: mb(run.peak), method: run.method }])),
        growthMb: growth,
      },
      lines,
      misses,
    };
  },
};
