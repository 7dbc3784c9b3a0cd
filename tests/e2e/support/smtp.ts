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

/** The text of a plain mail as a person reads it: its body after the headers, quoted-printable or base64 decoded. */
export function mailText(mail: ReceivedMail): string {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body.replace(/\r\n/g, "\n");
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
}

/** The first address on this site in a mail's text (the link it carries), as a path. */
export function mailLink(mail: ReceivedMail, pathStart: string): string {
  const found = new RegExp(`https?://[^\\s/]+(${pathStart}/[A-Za-z0-9_-]+)`).exec(mailText(mail))?.[1];
  if (!found) throw new Error(`No ${pathStart} link in the mail "${mail.subject}"`);
  return found;
}
