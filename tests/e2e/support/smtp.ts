import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  replyTo: string;
  raw: string;
}

/** A real SMTP listener on loopback that keeps every message it receives. */
export async function startSmtp(port: number) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS lookup of each client (loopback): without a resolver on the machine, each one waits for its timeout.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header("Subject"),
          replyTo: header("Reply-To"),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    messages,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
