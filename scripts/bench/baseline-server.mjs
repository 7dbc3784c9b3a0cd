// The baseline for the static throughput comparison: a bare static file server on a folder of our pages.
// Choice: Node's http + sirv with its default options (a small, widely used static server, no framework).
// With defaults sirv maps /about -> about/index.html, caches the file list at start, streams every file
// from disk and ignores the precompressed .br/.gz siblings, so it answers with uncompressed bodies.
// Run as a child process (like our server) so it does not share an event loop with the load generator.
import http from "node:http";
import sirv from "sirv";

const { PORT, DIR } = process.env;
if (!PORT || !DIR) {
  console.error("usage: PORT=<port> DIR=<dir> node scripts/bench/baseline-server.mjs");
  process.exit(2);
}
const server = http.createServer(sirv(DIR)).listen(Number(PORT), "127.0.0.1", () => {
  console.log(`baseline (sirv) serving ${DIR} on http://127.0.0.1:${PORT}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)).closeAllConnections());
