import type { OutboxRow } from "../platform/db-schema";
import type { UnsubscribeLinker } from "./consent/unsubscribe-links.server";
import type { Store } from "../platform/database.server";
import { backoffMs, claimDue, markFailed, markSent, pendingMail } from "./outbox-queue.server";
import { mailAttachments, OutboxTransport, SEND_TIMEOUT_MS, type ResolvedAttachment, type TransportEnv } from "./outbox-transport.server";
import { quoteRequestPdf } from "./quote-pdf.server";
import { currentSettings, queuedSettings } from "../content/settings.server";
import type { CompanySettings } from "#app/content/settings.schema";

/** How often the worker looks for due rows when nobody wakes it. */
export const POLL_MS = 5_000;
/** Delay of a wake() (coalesces a burst of submissions into one batch). */
export const WAKE_DELAY_MS = 20;
/** Rows claimed per batch; they are sent concurrently. */
export const BATCH_SIZE = 5;
/** SMTP connections kept open at most: one per mail of a batch. */
const SMTP_POOL_CONNECTIONS = BATCH_SIZE;
/** From this many failed attempts on, each failure is logged as an alert. */
export const ALERT_AFTER_ATTEMPTS = 10;
/** Polls the loop may miss before /healthz says the mail worker stalled (beyond the time a full batch may take). */
const STALLED_AFTER_POLLS = 6;
/** The no-SMTP log re-reads pending mail from this far before the newest one it logged (commits can land late). */
const LOG_WINDOW_MS = 60_000;
const LOG_QUERY_LIMIT = 200;
const MAX_ERROR_LENGTH = 300;

export type WorkerEnv = TransportEnv;
type Logger = Pick<Console, "log" | "warn" | "error">;

export interface OutboxWorkerOptions {
  store: Store;
  env: WorkerEnv;
  pollMs?: number;
  batchSize?: number;
  logger?: Logger;
  /** The built entry of the mail thread (smtp-thread.server.ts); without it mail is sent on this thread. */
  smtpThread?: URL;
  /** Makes the unsubscribe link of a mail that is not a direct answer (decision 074). */
  unsubscribeLinker?: UnsubscribeLinker;
}

export interface BatchResult {
  claimed: number;
  sent: number;
  failed: number;
  /** Mails written to outbox.log because SMTP_URL is unset. */
  logged: number;
}

/** A short, single-line error for last_error and the log: no credentials, no stack. */
/**
 * The company details a row says (decision 045): those it was queued with, or, for a row queued before they were kept
 * (or kept ones that no longer pass the settings schema), those stored now.
 */
export async function rowCompany(store: Store, row: Pick<OutboxRow, "company">): Promise<CompanySettings> {
  return queuedSettings(row.company) ?? (await currentSettings(store.db));
}

/**
 * A mail's attachments, ready to send: text ones as stored, generated ones made now from the database (a quote
 * request's PDF, printing `company`). One that cannot be made fails the send, which is retried like any other.
 */
export async function resolveAttachments(store: Store, row: OutboxRow, siteUrl: string, company: CompanySettings): Promise<ResolvedAttachment[]> {
  const resolved: ResolvedAttachment[] = [];
  for (const attachment of mailAttachments(row)) {
    if ("content" in attachment) {
      resolved.push(attachment);
      continue;
    }
    const pdf = row.submission_id ? await quoteRequestPdf(store.db, row.submission_id, siteUrl, company) : undefined;
    if (!pdf) throw new Error(`The attachment ${attachment.filename} could not be made: its quote request is not in the database`);
    resolved.push({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(pdf) });
  }
  return resolved;
}

export function describeError(error: unknown, secrets: string[] = []): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      parts.push(typeof code === "string" && !current.message.includes(code) ? `${code}: ${current.message}` : current.message);
      current = current.cause;
    } else {
      parts.push(String(current));
      current = undefined;
    }
  }
  let text = parts.join(" ← ").replace(/\/\/[^/\s@]*:[^/\s@]*@/g, "//***@");
  for (const secret of secrets) if (secret.length >= 3) text = text.split(secret).join("***");
  return text.replace(/\s+/g, " ").trim().slice(0, MAX_ERROR_LENGTH) || "unknown error";
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the outbox: claims due rows (one instance per row, also across instances sharing PostgreSQL), sends them,
 * marks them sent or schedules a retry with exponential backoff. Never throws: send and database errors are logged.
 */
export class OutboxWorker {
  private readonly store: Store;
  private readonly env: WorkerEnv;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly logger: Logger;
  private readonly transport: OutboxTransport;
  private readonly secrets: string[];
  private timer: NodeJS.Timeout | undefined;
  private timerDue = 0;
  private running = false;
  private ticking = false;
  private wakeRequested = false;
  private inFlight: Promise<BatchResult> | undefined;
  /** When the polling loop last started or finished a batch (for /healthz). */
  private lastBeat = 0;
  /** Pending mails already written to outbox.log by this process (SMTP_URL unset). */
  private readonly logged = new Set<string>();
  private logCursor = 0;

  constructor(options: OutboxWorkerOptions) {
    this.store = options.store;
    this.env = options.env;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.batchSize = options.batchSize ?? BATCH_SIZE;
    this.logger = options.logger ?? console;
    this.transport = new OutboxTransport(options.env, SMTP_POOL_CONNECTIONS, options.smtpThread, options.unsubscribeLinker);
    this.secrets = this.transport.secrets;
  }

  /** Starts polling (and runs a first batch at once). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastBeat = Date.now();
    this.transport.prepare();
    if (!this.env.SMTP_URL) {
      this.logger.warn(
        `[outbox] SMTP_URL is unset: mail stays in the outbox and is written to ${this.transport.logFile()}`,
      );
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in flight; closes the SMTP transport. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight?.catch(() => undefined);
    await this.transport.close();
  }

  /**
   * Whether the worker is polling: started, and its loop has begun or finished a batch within a few polls (a batch
   * that hangs past its sends' timeouts, or a loop that stopped, fails /healthz).
   */
  alive(now = Date.now()): boolean {
    return this.running && now - this.lastBeat <= this.pollMs * STALLED_AFTER_POLLS + SEND_TIMEOUT_MS * this.batchSize;
  }

  /** Runs a batch soon (call it after each new submission or a staff retry). */
  wake(): void {
    if (!this.running) return;
    if (this.ticking) this.wakeRequested = true;
    else this.schedule(WAKE_DELAY_MS);
  }

  /**
   * Claims and sends the rows due at `now`. Batches of one worker never overlap: a call made while one runs
   * waits for it. Never rejects.
   */
  processDue(now?: number): Promise<BatchResult> {
    const previous = this.inFlight ?? Promise.resolve(undefined);
    const run: Promise<BatchResult> = previous
      .catch(() => undefined)
      .then(() => this.runBatch(now ?? Date.now()))
      .catch((error: unknown) => {
        this.logger.error(`[outbox] batch failed: ${describeError(error, this.secrets)}`);
        return { claimed: 0, sent: 0, failed: 0, logged: 0 };
      });
    this.inFlight = run;
    void run.finally(() => {
      if (this.inFlight === run) this.inFlight = undefined;
    });
    return run;
  }

  /**
   * Runs the next batch in `delay` ms, unless one is already due sooner: a steady stream of wakes (a post every
   * few ms) must not keep pushing the batch back, or no mail would leave while the site is busy.
   */
  private schedule(delay: number): void {
    if (!this.running) return;
    const due = Date.now() + delay;
    if (this.timer && this.timerDue <= due) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (!this.running || this.ticking) return;
    this.ticking = true;
    this.lastBeat = Date.now();
    this.wakeRequested = false;
    let claimed = 0;
    try {
      claimed = (await this.processDue()).claimed;
    } finally {
      this.ticking = false;
      this.lastBeat = Date.now();
    }
    // A full batch suggests more is due; a wake during the batch asks for another look.
    const again = this.wakeRequested || claimed >= this.batchSize;
    this.schedule(again ? 0 : this.pollMs);
  }

  private async runBatch(now: number): Promise<BatchResult> {
    const result: BatchResult = { claimed: 0, sent: 0, failed: 0, logged: 0 };
    const emailEnabled = Boolean(this.env.SMTP_URL);
    if (!emailEnabled) result.logged = await this.logPendingMail();
    let rows: OutboxRow[];
    try {
      rows = await claimDue(this.store, now, this.batchSize, emailEnabled ? ["email", "forward"] : ["forward"]);
    } catch (error) {
      this.logger.error(`[outbox] could not claim due rows: ${describeError(error, this.secrets)}`);
      return result;
    }
    result.claimed = rows.length;
    const outcomes = await Promise.all(rows.map(async (row) => ({ row, sent: await this.deliver(row, now) })));
    const sent = outcomes.filter((outcome) => outcome.sent).map((outcome) => outcome.row);
    result.sent = sent.length;
    result.failed = rows.length - sent.length;
    // Every row that went out in this batch is recorded in one statement: one commit instead of one per mail.
    await this.record(sent, () => markSent(this.store, sent, now));
    return result;
  }

  /** Sends one claimed row; true when it went out. A failure is recorded here with its next attempt. */
  private async deliver(row: OutboxRow, now: number): Promise<boolean> {
    try {
      const company = row.kind === "email" ? await rowCompany(this.store, row) : undefined;
      const attachments = company ? await resolveAttachments(this.store, row, this.env.SITE_URL, company) : [];
      await withTimeout(this.transport.send(row, attachments, company?.name ?? ""), SEND_TIMEOUT_MS, row.kind === "email" ? "SMTP send" : "Forward");
    } catch (error) {
      const message = describeError(error, this.secrets);
      const retryAt = now + backoffMs(row.attempts);
      const line = `[outbox] ${row.kind} ${row.id} failed (attempt ${row.attempts}), retry at ${new Date(retryAt).toISOString()}: ${message}`;
      if (row.attempts >= ALERT_AFTER_ATTEMPTS) this.logger.error(`[outbox] ALERT: still not delivered. ${line}`);
      else this.logger.warn(line);
      await this.record([row], () => markFailed(this.store, row, message, retryAt));
      return false;
    }
    return true;
  }

  private async record(rows: readonly OutboxRow[], update: () => Promise<unknown>): Promise<void> {
    if (!rows.length) return;
    try {
      await update();
    } catch (error) {
      // The lease expires and the rows are claimed again: at worst they are sent twice, never lost.
      const ids = rows.map((row) => row.id).join(", ");
      this.logger.error(`[outbox] could not record the outcome of ${ids}: ${describeError(error, this.secrets)}`);
    }
  }

  /** SMTP_URL unset: writes each pending mail once (per process) to the console and outbox.log; leaves it pending. */
  private async logPendingMail(): Promise<number> {
    let count = 0;
    try {
      // Page through the window by (created_at, id): more than a page of pending mail must not hide the newest.
      let after: { created_at: number; id: string } | undefined;
      let newest = this.logCursor;
      let file: string | undefined;
      for (;;) {
        const rows = await pendingMail(this.store, this.logCursor, after, LOG_QUERY_LIMIT);
        for (const row of rows.filter((pending) => !this.logged.has(pending.id))) {
          file ??= await this.transport.openLog();
          await this.transport.appendToLog(file, row, (await rowCompany(this.store, row)).name);
          this.logged.add(row.id);
          count++;
          this.logger.log(`[outbox] SMTP_URL unset: mail ${row.id} kept pending (written to ${file})`);
        }
        const last = rows[rows.length - 1];
        if (last) newest = Math.max(newest, last.created_at);
        if (!last || rows.length < LOG_QUERY_LIMIT) break;
        after = { created_at: last.created_at, id: last.id };
      }
      this.logCursor = Math.max(this.logCursor, newest - LOG_WINDOW_MS);
    } catch (error) {
      this.logger.error(`[outbox] could not log pending mail: ${describeError(error)}`);
    }
    return count;
  }
}

