/**
 * Sending composed mail over SMTP: a pool of kept-open connections (nodemailer). Used on the main thread by the
 * development server and the tests, and inside the mail thread by the production server (smtp-thread.server.ts).
 */
import { createTransport, type SendMailOptions, type Transporter } from "nodemailer";

/** An attachment ready for the mail: its bytes or text. */
export interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/** A mail as the outbox hands it over: plain data, so that it can be passed to another thread as it is. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments: ResolvedAttachment[];
  messageId: string;
  /** A reply's place in its conversation (decision 072): the Message-ID it answers, and every one before it. */
  inReplyTo?: string;
  references?: string[];
  /** Further headers: a mail's List-Unsubscribe and List-Unsubscribe-Post (decision 074). */
  headers?: Record<string, string>;
}

export interface SmtpOptions {
  /** SMTP_URL. */
  url: string;
  /** Connections kept open at most. */
  maxConnections: number;
  /** Longest a send may take; connecting and the server's greeting get a third of it each. */
  sendTimeoutMs: number;
}

/** Something that sends a mail and rejects when it did not go out. */
export interface SmtpSender {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the connections; a later send opens new ones. */
  close(): Promise<void>;
}

/**
 * A mail as nodemailer composes it: every header from our fields (nodemailer folds and encodes them, and a line break
 * in one cannot start another); no file or URL is ever read for an attachment.
 */
export function nodemailerMessage(mail: OutgoingMail): SendMailOptions {
  return {
    ...mail,
    // A Buffer passed to another thread arrives as a plain Uint8Array; nodemailer wants a Buffer.
    attachments: mail.attachments.map((file) => ({
      ...file,
      content: typeof file.content === "string" ? file.content : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Mail over pooled SMTP connections, opened on the first send. */
export class PooledSmtp implements SmtpSender {
  private transport: Transporter | undefined;

  constructor(private readonly options: SmtpOptions) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.mailer().sendMail(nodemailerMessage(mail));
  }

  async close(): Promise<void> {
    this.transport?.close();
    this.transport = undefined;
  }

  private mailer(): Transporter {
    // Pooled: a busy hour's mail goes over a few kept-open connections instead of a new connection and
    // handshake for every message (cheaper for this server and kinder to the mail provider's limits).
    this.transport ??= createTransport({
      url: this.options.url,
      pool: true,
      maxConnections: this.options.maxConnections,
      connectionTimeout: this.options.sendTimeoutMs / 3,
      greetingTimeout: this.options.sendTimeoutMs / 3,
      socketTimeout: this.options.sendTimeoutMs,
    });
    return this.transport;
  }
}
