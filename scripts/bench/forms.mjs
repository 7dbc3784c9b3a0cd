// Section "forms": form posts per second, and latency at a steady 100 posts per second (budget: p99 < 50 ms).
// Posts go to POST /f/rsvp (JSON): validation, a committed transaction (submission + outbox rows) and the
// answer — the same work as a form post from the page. The bench server runs with a form rate limit high
// enough not to refuse a load test from one address.
import autocannon from "autocannon";
import { FORM_P99_MAX_MS, FORM_STEADY_RATE } from "./budgets.mjs";
import { table } from "./util.mjs";

const CONNECTIONS = 20;
const MAX_SECONDS = 8;
const STEADY_SECONDS = 10;
const BODY = JSON.stringify({
  first_name: "Bench",
  last_name: "Guest",
  _replyto: "bench@example.com",
  phone: "6045550100",
  company: "Load Test Ltd",
  guests: 2,
});

async function load(url, options) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: BODY,
    ...options,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

export const formsSection = {
  id: "forms",
  title: "Form posts",

  async run({ server }) {
    const url = `${server.url}/f/rsvp`;
    const check = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: BODY });
    if (check.status !== 200) throw new Error(`POST /f/rsvp answered ${check.status}: ${await check.text()}`);
    const max = await load(url, { duration: MAX_SECONDS });
    const steady = await load(url, { duration: STEADY_SECONDS, overallRate: FORM_STEADY_RATE });
    const misses = [];
    if (steady.latencyP99Ms >= FORM_P99_MAX_MS) {
      misses.push(`forms: p99 ${steady.latencyP99Ms} ms at ${FORM_STEADY_RATE} posts/s ≥ ${FORM_P99_MAX_MS} ms`);
    }
    if (steady.non2xx || steady.errors || max.non2xx || max.errors) misses.push("forms: some posts failed");
    const lines = table(
      ["load", "posts/s", "p50 ms", "p99 ms", "non-2xx", "errors"],
      [
        ["as fast as possible", max.requestsPerSecond, max.latencyP50Ms, max.latencyP99Ms, max.non2xx, max.errors],
        [`steady ${FORM_STEADY_RATE}/s`, steady.requestsPerSecond, steady.latencyP50Ms, `${steady.latencyP99Ms}${steady.latencyP99Ms >= FORM_P99_MAX_MS ? " ✗" : ""}`, steady.non2xx, steady.errors],
      ],
    );
    return { data: { max, steady }, lines, misses };
  },
};
