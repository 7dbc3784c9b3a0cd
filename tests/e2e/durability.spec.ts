import Database from "better-sqlite3";
import path from "node:path";
import { LOCK_MS } from "#app/lib/server/leads/outbox-queue.server";
import { expect, test } from "./fixtures";
import { freePort, startServer, templateCopy } from "./support/processes";
import { startSmtp } from "./support/smtp";
import { openRsvpEvent } from "./support/events";
import { CHEAP_CAPTCHA, postRsvp as post, solvedAhead } from "./support/rsvp-burst";

// The crash test starts servers of its own and kills one: slow, and a real process. (The flood test, which needs no
// process of its own, is in tests/http/durability.test.ts.)
const KILL_AFTER = 30;
test.describe.configure({ mode: "serial", timeout: 240_000 });

test("every acknowledged submission survives a crash, and its mail is sent after the restart", async () => {
  const data = templateCopy("helios-crash-");
  const smtpPort = await freePort();
  const smtp = await startSmtp(smtpPort);
  const port = await freePort();
  const env = { DATA_DIR: data.dir, SMTP_URL: smtp.url, FORM_RATE_LIMIT: "100000", NOTIFY_TO: "leads@helios.example", ...CHEAP_CAPTCHA };
  const server = startServer(env, port);
  try {
    await server.ready();
    await openRsvpEvent(server.url);
    // More than are acknowledged before the kill (and in flight then); a post beyond them is refused, not acknowledged.
    const captchas = await solvedAhead(server.url, KILL_AFTER * 2);
    // SMTP is down for the burst: nothing can be sent before the crash.
    await smtp.close();

    const acknowledged: number[] = [];
    let n = 0;
    const workers = Array.from({ length: 8 }, async () => {
      while (n < 400) {
        const mine = n++;
        try {
          if ((await post(server.url, mine, captchas[mine])) === 200) acknowledged.push(mine);
        } catch {
          return; // the server is gone
        }
        // Kill it in the middle of the burst, with posts in flight and no chance to clean up.
        if (acknowledged.length >= KILL_AFTER && server.child.exitCode === null) server.child.kill("SIGKILL");
      }
    });
    await Promise.all(workers);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    const db = new Database(path.join(data.dir, "helios.db"));
    const stored = new Set(db.prepare("select first_name from submissions").all().map((row) => (row as { first_name: string }).first_name));
    for (const k of acknowledged) expect(stored.has(`Guest${k}`), `Guest${k} acknowledged but lost`).toBe(true);
    const pending = (db.prepare("select count(*) as c from outbox where sent_at is null").get() as { c: number }).c;
    // The mails tried while the mail server was down wait for their retry (30 s and more, doubling), and those the
    // killed server had claimed keep its lease (LOCK_MS) until it runs out. The server is down long enough for every
    // retry to be due and every lease to have run out when it is back, without the test waiting for it: the leases
    // are moved back by their length, so a row the restarted server finds still leased has a lease that has run out.
    db.prepare("update outbox set next_attempt_at = 0, locked_until = locked_until - ? where sent_at is null").run(LOCK_MS);
    db.close();
    expect(pending).toBeGreaterThanOrEqual(acknowledged.length * 2);

    // SMTP is back; the restarted server sends everything that was pending, once.
    const smtpAgain = await startSmtp(smtpPort);
    const restarted = startServer(env, port);
    try {
      await restarted.ready();
      await expect.poll(() => smtpAgain.messages.length, { timeout: 200_000, intervals: [500] }).toBe(pending);
      const leads = smtpAgain.messages.filter((mail) => mail.to.includes("leads@helios.example"));
      const names = new Set(leads.map((mail) => mail.subject.match(/Guest\d+/)?.[0]));
      for (const k of acknowledged) expect(names.has(`Guest${k}`)).toBe(true);
      expect(new Set(smtpAgain.messages.map((mail) => mail.raw.match(/^Message-ID: (.*)$/im)?.[1])).size).toBe(pending);
    } finally {
      restarted.child.kill("SIGTERM");
      await restarted.exited;
      await smtpAgain.close();
    }
  } finally {
    // A failure before the kill must not leave the server running (it holds its port and the removed folder).
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await server.exited;
    data.remove();
  }
});
