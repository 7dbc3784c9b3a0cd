// The bench's mail server: accepts every message on loopback SMTP and discards it, so the outbox sends mail as it
// does in production (SMTP_URL set) while the form posts are measured. GET /count on the status port answers how
// many messages it has taken, so a section can say that the mail went out.
// Run as a child process (like the servers) so parsing hundreds of mails a second does not share an event loop with
// the load generator, whose clock measures each post's latency.
import http from "node:http";
import { SMTPServer } from "smtp-server";

const { SMTP_PORT, STATUS_PORT } = process.env;
if (!SMTP_PORT || !STATUS_PORT) {
  console.error("usage: SMTP_PORT=<port> STATUS_PORT=<port> node scripts/bench/mail-sink.mjs");
  process.exit(2);
}

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("end", () => {
      received++;
      callback();
    });
    stream.resume();
  },
});
const status = http.createServer((_request, response) => {
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ received }));
});
// The status port answers once SMTP listens: an answer there means the sink is ready.
sink.listen(Number(SMTP_PORT), "127.0.0.1", () => {
  status.listen(Number(STATUS_PORT), "127.0.0.1", () => {
    console.log(`mail sink: SMTP on 127.0.0.1:${SMTP_PORT}, status on http://127.0.0.1:${STATUS_PORT}/count`);
  });
});

process.on("SIGTERM", () => {
  status.close();
  sink.close(() => process.exit(0));
});
