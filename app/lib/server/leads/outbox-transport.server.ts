/**
 * How outbox rows leave the server: mail over pooled SMTP connections (nodemailer), a "forward" row as an HTTP POST to
 * the hosted form service, and, while SMTP_URL is unset, pending mail written to DATA_DIR/outbox.log instead.
 * The production server composes and sends mail in a thread of its own (smtp-thread.server.ts), so that a busy
 * outbox never holds up the requests on the main thread.
 */
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { Env } from "#app/lib/env.server";
import type { OutboxRow } from "../platform/db-schema";
import { PooledSmtp, type OutgoingMail, type ResolvedAttachment, type SmtpOptions, type SmtpSender } from "./smtp-sender.server";
import { SmtpThread } from "./smtp-thread.server";
import type { UnsubscribeLinker } from "./consent/unsubscribe-links.server";

/** Longest a single send may take before it counts as failed. */
export const SEND_TIMEOUT_MS = 30_000;
export const OUTBOX_LOG_FILE = "outbox.log";

export type TransportEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "SITE_URL" | "DATA_DIR_ABSOLUTE">;

/**
 * The sender: MAIL_FROM, or the trading name (`name`, as its mail was queued with: decision 045) at no-reply@ the
 * site's host.
 */
export function mailFrom(env: Pick<Env, "MAIL_FROM" | "SITE_URL">, name: string): string {
  return env.MAIL_FROM ?? `"${name.replace(/[\u0000-\u001f\u007f"\\]/g, "")}" <no-reply@${new URL(env.SITE_URL).hostname}>`;
}

/**
 * An outbox row's Message-ID: the same on every attempt (servers drop a duplicate of a retried mail), and known before
 * it is sent, so a later reply names it in In-Reply-To and References (decision 072).
 */
export function messageIdOf(env: Pick<Env, "SITE_URL">, outboxId: string): string {
  return `<${outboxId}@${new URL(env.SITE_URL).hostname}>`;
}

/** An outbox id as it may appear in a Message-ID: ours are UUIDs; anything else in a thread is left out. */
const OUTBOX_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The outbox ids of a row's conversation (outbox.thread), oldest first; none when unset or not readable. */
export function threadOf(row: Pick<OutboxRow, "thread">): string[] {
  if (!row.thread) return [];
  try {
    const parsed: unknown = JSON.parse(row.thread);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string" && OUTBOX_ID.test(id)) : [];
  } catch {
    return [];
  }
}

/**
 * A mail's text with its unsubscribe link at the end (decision 074), for a mail that is not a direct answer. What
 * unsubscribing stops is said plainly: the occasional news, not the answers to what the person asks.
 */
export function withUnsubscribeLink(body: string, link: string | undefined): string {
  if (!link) return body;
  return `${body.replace(/\n+$/, "")}\n\n--\nTo stop our occasional news, unsubscribe here (no sign-in needed): ${link}\n`;
}

/** The List-Unsubscribe headers of RFC 2369 and RFC 8058 (one-click: a mail program posts without opening a page). */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** A row's unsubscribe link: only on a mail marked as not a direct answer, when the sender can make links. */
export function unsubscribeLinkOf(row: Pick<OutboxRow, "unsubscribe" | "recipient" | "kind">, linker: UnsubscribeLinker | undefined): string | undefined {
  return row.kind === "email" && row.unsubscribe === 1 && linker ? linker(row.recipient) : undefined;
}

/**
 * The mail an outbox row is sent as: from `senderName`, its Message-ID, its place in a conversation, if any, and its
 * unsubscribe link (text and headers) when it has one.
 */
export function outgoingMail(
  env: Pick<Env, "MAIL_FROM" | "SITE_URL">,
  row: OutboxRow,
  attachments: ResolvedAttachment[],
  senderName: string,
  unsubscribeLink?: string,
): OutgoingMail {
  const thread = threadOf(row).map((id) => messageIdOf(env, id));
  return {
    from: mailFrom(env, senderName),
    to: row.recipient,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: withUnsubscribeLink(row.body, unsubscribeLink),
    attachments,
    messageId: messageIdOf(env, row.id),
    ...(thread.length ? { inReplyTo: thread.at(-1), references: thread } : {}),
    ...(unsubscribeLink ? { headers: unsubscribeHeaders(unsubscribeLink) } : {}),
  };
}

function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl || !URL.canParse(smtpUrl)) return [];
  const url = new URL(smtpUrl);
  return [url.password, decodeURIComponent(url.password)].filter(Boolean);
}

/** The transport of one outbox worker: it keeps the SMTP pool, opened on the first mail sent. */
export class OutboxTransport {
  /** Parts of SMTP_URL that must never appear in a log line (the password, as written and decoded). */
  readonly secrets: string[];
  private sender: SmtpSender | undefined;

  constructor(
    private readonly env: TransportEnv,
    /** SMTP connections kept open at most. */
    private readonly poolConnections: number,
    /** The built entry of the mail thread; without it mail is composed and sent on this thread. */
    private readonly smtpThread?: URL,
    /** Makes a mail's unsubscribe link (decision 074); without it no mail carries one. */
    private readonly unsubscribeLinker?: UnsubscribeLinker,
  ) {
    this.secrets = smtpSecrets(env.SMTP_URL);
  }

  /**
   * Sends one claimed row: a "forward" row by HTTP, an email by SMTP, with its attachments (made by the worker when
   * generated), from `senderName`. Rejects when it did not go out.
   */
  async send(row: OutboxRow, attachments: ResolvedAttachment[], senderName: string): Promise<void> {
    if (row.kind === "forward") return forward(row);
    await this.smtp().send(outgoingMail(this.env, row, attachments, senderName, unsubscribeLinkOf(row, this.unsubscribeLinker)));
  }

  /**
   * Starts the mail thread, when there is one and mail is sent, so that its memory is part of the server's from the
   * start rather than appearing with the first lead.
   */
  prepare(): void {
    if (!this.env.SMTP_URL) return;
    const sender = this.smtp();
    if (sender instanceof SmtpThread) sender.start();
  }

  /** Closes the SMTP connections (and the mail thread); a later send opens new ones. */
  async close(): Promise<void> {
    const sender = this.sender;
    this.sender = undefined;
    await sender?.close();
  }

  private smtp(): SmtpSender {
    this.sender ??= this.newSender();
    return this.sender;
  }

  private newSender(): SmtpSender {
    const options: SmtpOptions = { url: this.env.SMTP_URL ?? "", maxConnections: this.poolConnections, sendTimeoutMs: SEND_TIMEOUT_MS };
    return this.smtpThread ? new SmtpThread(this.smtpThread, options) : new PooledSmtp(options);
  }

  /** DATA_DIR/outbox.log, where pending mail is written while SMTP_URL is unset. */
  logFile(): string {
    return path.join(this.env.DATA_DIR_ABSOLUTE, OUTBOX_LOG_FILE);
  }

  /** Makes sure the log's folder exists; returns the log file. */
  async openLog(): Promise<string> {
    const file = this.logFile();
    await mkdir(path.dirname(file), { recursive: true });
    return file;
  }

  /** Appends a pending mail, from `senderName`, to the log (readable by the owner only). */
  async appendToLog(file: string, row: OutboxRow, senderName: string): Promise<void> {
    const link = unsubscribeLinkOf(row, this.unsubscribeLinker);
    await appendFile(file, formatLoggedMail(row, mailFrom(this.env, senderName), this.env, link), { mode: 0o600 });
  }
}

/**
 * A file a mail carries (outbox.attachments): an RSVP confirmation's calendar invitation, as text; or a document the
 * worker makes from the database when it sends the mail (`generated`, e.g. a quote request's PDF), so the request
 * that stored the lead never waits for it and a retry makes it again.
 */
export type MailAttachment =
  | { filename: string; contentType: string; content: string }
  | { filename: string; contentType: string; generated: GeneratedAttachment };

export type GeneratedAttachment = "quote-pdf";

/** An attachment ready for the mail: its bytes or text. */
export type { ResolvedAttachment };

export function mailAttachments(row: Pick<OutboxRow, "attachments">): MailAttachment[] {
  if (!row.attachments) return [];
  try {
    const parsed: unknown = JSON.parse(row.attachments);
    return Array.isArray(parsed) ? (parsed as MailAttachment[]) : [];
  } catch {
    return [];
  }
}

function formatLoggedMail(row: OutboxRow, from: string, env: Pick<Env, "SITE_URL">, unsubscribeLink: string | undefined): string {
  const thread = threadOf(row).map((id) => messageIdOf(env, id));
  return [
    `----- ${new Date().toISOString()} outbox ${row.id} (not sent: SMTP_URL is unset)`,
    `From: ${from}`,
    `To: ${row.recipient}`,
    ...(row.reply_to ? [`Reply-To: ${row.reply_to}`] : []),
    `Subject: ${row.subject}`,
    `Message-ID: ${messageIdOf(env, row.id)}`,
    ...(thread.length ? [`In-Reply-To: ${thread.at(-1)}`, `References: ${thread.join(" ")}`] : []),
    ...(unsubscribeLink ? Object.entries(unsubscribeHeaders(unsubscribeLink)).map(([name, value]) => `${name}: ${value}`) : []),
    ...mailAttachments(row).map((file) => `Attachment: ${file.filename} (${file.contentType})`),
    "",
    withUnsubscribeLink(row.body, unsubscribeLink),
    "",
    "",
  ].join("\n");
}

/** POSTs a "forward" row's JSON body to its URL; any non-2xx answer is a failure. */
async function forward(row: OutboxRow): Promise<void> {
  const response = await fetch(row.recipient, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: row.body,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
}
