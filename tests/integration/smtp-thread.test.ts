import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OutboxTransport } from "#app/lib/server/leads/outbox-transport.server";
import { describeError } from "#app/lib/server/leads/outbox-worker.server";
import type { OutgoingMail } from "#app/lib/server/leads/smtp-sender.server";
import { SMTP_THREAD_NICE, SmtpThread } from "#app/lib/server/leads/smtp-thread.server";
import { builtThreadEntry } from "./support/thread-entries";

/** The nice value of each of this process's threads (Linux). */
function threadNiceValues(): number[] {
  return readdirSync("/proc/self/task").flatMap((task) => {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, "utf8");
      return [Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

const MAIL: OutgoingMail = {
  from: "no-reply@helios.test",
  to: "jane@example.com",
  subject: "Your quote request",
  text: "Attached: your request as a PDF.",
  attachments: [],
  messageId: "<thread-test@helios.test>",
};

describe("the mail thread", () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port = 0;
  let entry: URL;
  /** What each test started, closed after it. */
  const senders: Array<{ close(): Promise<void> }> = [];
  const sender = (file: URL, url = `smtp://127.0.0.1:${port}`) => {
    const thread = new SmtpThread(file, { url, maxConnections: 2, sendTimeoutMs: 10_000 });
    senders.push(thread);
    return thread;
  };

  beforeAll(async () => {
    entry = await builtThreadEntry("smtp-thread");
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((thread) => thread.close()));
    received.length = 0;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("sends a mail with a binary attachment, byte for byte", async () => {
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a, 0x7f]);
    await sender(entry).send({ ...MAIL, attachments: [{ filename: "quote.pdf", contentType: "application/pdf", content: pdf }] });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Message-ID: <thread-test@helios.test>");
    expect(received[0]).toContain("Subject: Your quote request");
    const part = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(received[0]!);
    expect(Buffer.from(part![1]!.replace(/\s+/g, ""), "base64")).toEqual(pdf);
  });

  it("rejects with the connection's error, its code kept, when the mail server cannot be reached", async () => {
    const down = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const downPort = (down.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const error = await sender(entry, `smtp://127.0.0.1:${downPort}`).send(MAIL).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(describeError(error)).toMatch(/ECONNREFUSED/);
  });

  it.runIf(process.platform === "linux")("runs below the priority of the threads that answer requests", async () => {
    // The threads of the tests before have been told to stop; the system may list one for a moment after that.
    await expect.poll(threadNiceValues).not.toContain(SMTP_THREAD_NICE);
    const thread = sender(entry);
    await thread.send(MAIL);
    const values = threadNiceValues();
    expect(values.filter((nice) => nice === SMTP_THREAD_NICE)).toHaveLength(1);
    expect(values.filter((nice) => nice === 0).length).toBeGreaterThan(1);
    await thread.close();
    await expect.poll(threadNiceValues).not.toContain(SMTP_THREAD_NICE);
  });

  it.runIf(process.platform === "linux")("is started with the outbox when mail is sent, before the first mail", async () => {
    const transport = new OutboxTransport(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: "https://www.helios.test", DATA_DIR_ABSOLUTE: tmpdir() },
      2,
      entry,
    );
    senders.push(transport);
    expect(threadNiceValues()).not.toContain(SMTP_THREAD_NICE);
    transport.prepare();
    await expect.poll(() => threadNiceValues().filter((nice) => nice === SMTP_THREAD_NICE).length).toBe(1);
    expect(received).toHaveLength(0);
  });

  it("fails the mail a thread held when the thread dies, and starts a new one for the next", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "helios-thread-"));
    try {
      // A stand-in for the entry that dies on a mail with the subject "crash" and accepts any other.
      const crashing = path.join(dir, "crashing-thread.mjs");
      writeFileSync(
        crashing,
        `import { parentPort } from "node:worker_threads";
parentPort.on("message", ({ id, mail }) => {
  if (mail.subject === "crash") process.exit(3);
  parentPort.postMessage({ id });
});
`,
      );
      const thread = sender(pathToFileURL(crashing));
      await expect(thread.send({ ...MAIL, subject: "crash" })).rejects.toThrow("The mail thread stopped (exit code 3)");
      await expect(thread.send(MAIL)).resolves.toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails what is still waiting when it is closed, and starts again on the next mail", async () => {
    // A mail server that takes the message and never answers: the send waits.
    const stalled = new SMTPServer({ logger: false, authOptional: true, disabledCommands: ["STARTTLS"], onData() {} });
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    try {
      const waiting = sender(entry, `smtp://127.0.0.1:${(stalled.server.address() as AddressInfo).port}`).send(MAIL);
      const outcome = expect(waiting).rejects.toThrow("The mail thread was stopped");
      await senders[0]!.close();
      await outcome;
    } finally {
      await new Promise<void>((resolve) => stalled.close(() => resolve()));
    }
    const thread = sender(entry);
    await thread.send(MAIL);
    await thread.close();
    await thread.send({ ...MAIL, messageId: "<thread-test-2@helios.test>" });
    expect(received.map((mail) => /Message-ID: (\S+)/.exec(mail)?.[1])).toEqual(["<thread-test@helios.test>", "<thread-test-2@helios.test>"]);
  });
});
