import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { site } from "../../../content/site";
import type { Env } from "../../env.server";
import type { OutboxRow } from "../platform/db-schema";
import type { Store } from "../platform/database.server";

/** How often the worker looks for due rows when nobody wakes it. */
export const POLL_MS = 5_000;
/** Delay of a wake() (coalesces a burst of submissions into one batch). */
export const WAKE_DELAY_MS = 20;
/** Rows claimed per batch; they are sent concurrently. */
export const BATCH_SIZE = 5;
/** SMTP connections kept open at most: one per mail of a batch. */
const SMTP_POOL_CONNECTIONS = BATCH_SIZE;
/** Longest a single send may take before it counts as failed. */
export const SEND_TIMEOUT_MS = 30_000;
/** A claim's lease: after it, a crashed worker's rows are claimed again. Must exceed SEND_TIMEOUT_MS. */
export const LOCK_MS = 2 * 60_000;
/** First retry delay; doubles per attempt up to BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 60 * 60_000;
/** Up to this fraction is added at random, so instances do not retry in lockstep. */
export const BACKOFF_JITTER = 0.1;
/** From this many failed attempts on, each failure is logged as an alert. */
export const ALERT_AFTER_ATTEMPTS = 10;
/** The no-SMTP log re-reads pending mail from this far before the newest one it logged (commits can land late). */
const LOG_WINDOW_MS = 60_000;
const LOG_QUERY_LIMIT = 200;
const MAX_ERROR_LENGTH = 300;
export const OUTBOX_LOG_FILE = "outbox.log";

export type WorkerEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "SITE_URL" | "DATA_DIR_ABSOLUTE">;
type Logger = Pick<Console, "log" | "warn" | "error">;

export interface OutboxWorkerOptions {
  store: Store;
  env: WorkerEnv;
  pollMs?: number;
  batchSize?: number;
  logger?: Logger;
}

export interface BatchResult {
  claimed: number;
  sent: number;
  failed: number;
  /** Mails written to outbox.log because SMTP_URL is unset. */
  logged: number;
}

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 1 h, plus jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(delay * (1 + BACKOFF_JITTER * random()));
}

/** A short, single-line error for last_error and the log: no credentials, no stack. */
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

/** The sender: MAIL_FROM, or the brand at no-reply@ the site's host. */
export function mailFrom(env: Pick<Env, "MAIL_FROM" | "SITE_URL">): string {
  return env.MAIL_FROM ?? `"${site.name.replace(/["\\]/g, "")}" <no-reply@${new URL(env.SITE_URL).hostname}>`;
}

function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl || !URL.canParse(smtpUrl)) return [];
  const url = new URL(smtpUrl);
  return [url.password, decodeURIComponent(url.password)].filter(Boolean);
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
  private readonly secrets: string[];
  private transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private timerDue = 0;
  private running = false;
  private ticking = false;
  private wakeRequested = false;
  private inFlight: Promise<BatchResult> | undefined;
  /** Pending mails already written to outbox.log by this process (SMTP_URL unset). */
  private readonly logged = new Set<string>();
  private logCursor = 0;

  constructor(options: OutboxWorkerOptions) {
    this.store = options.store;
    this.env = options.env;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.batchSize = options.batchSize ?? BATCH_SIZE;
    this.logger = options.logger ?? console;
    this.secrets = smtpSecrets(options.env.SMTP_URL);
  }

  /** Starts polling (and runs a first batch at once). */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (!this.env.SMTP_URL) {
      this.logger.warn(
        `[outbox] SMTP_URL is unset: mail stays in the outbox and is written to ${this.logFile()}`,
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
    this.transport?.close();
    this.transport = undefined;
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
    this.wakeRequested = false;
    let claimed = 0;
    try {
      claimed = (await this.processDue()).claimed;
    } finally {
      this.ticking = false;
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
    const outcomes = await Promise.all(rows.map((row) => this.deliver(row, now)));
    for (const ok of outcomes) {
      if (ok) result.sent++;
      else result.failed++;
    }
    return result;
  }

  /** Sends one claimed row and records the outcome; true when it went out. */
  private async deliver(row: OutboxRow, now: number): Promise<boolean> {
    try {
      await withTimeout(this.send(row), SEND_TIMEOUT_MS, row.kind === "email" ? "SMTP send" : "Forward");
    } catch (error) {
      const message = describeError(error, this.secrets);
      const retryAt = now + backoffMs(row.attempts);
      const line = `[outbox] ${row.kind} ${row.id} failed (attempt ${row.attempts}), retry at ${new Date(retryAt).toISOString()}: ${message}`;
      if (row.attempts >= ALERT_AFTER_ATTEMPTS) this.logger.error(`[outbox] ALERT: still not delivered. ${line}`);
      else this.logger.warn(line);
      await this.record(row, () =>
        this.store.db
          .updateTable("outbox")
          .set({ last_error: message, locked_until: null, next_attempt_at: retryAt })
          .where("id", "=", row.id)
          .where("attempts", "=", row.attempts) // still our claim
          .where("sent_at", "is", null)
          .execute(),
      );
      return false;
    }
    await this.record(row, () =>
      this.store.db
        .updateTable("outbox")
        .set({ sent_at: now, locked_until: null, last_error: null })
        .where("id", "=", row.id)
        .where("sent_at", "is", null)
        .execute(),
    );
    return true;
  }

  private async record(row: OutboxRow, update: () => Promise<unknown>): Promise<void> {
    try {
      await update();
    } catch (error) {
      // The lease expires and the row is claimed again: at worst it is sent twice, never lost.
      this.logger.error(`[outbox] could not record the outcome of ${row.id}: ${describeError(error, this.secrets)}`);
    }
  }

  private async send(row: OutboxRow): Promise<void> {
    if (row.kind === "forward") return forward(row);
    await this.mailer().sendMail({
      from: mailFrom(this.env),
      to: row.recipient,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.body,
      // The same Message-ID on every attempt lets servers drop a duplicate of a retried mail.
      messageId: `<${row.id}@${new URL(this.env.SITE_URL).hostname}>`,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  private mailer(): Transporter {
    // Pooled: a busy hour's mail goes over a few kept-open connections instead of a new connection and
    // handshake for every message (cheaper for this server and kinder to the mail provider's limits).
    this.transport ??= createTransport({
      url: this.env.SMTP_URL,
      pool: true,
      maxConnections: SMTP_POOL_CONNECTIONS,
      connectionTimeout: SEND_TIMEOUT_MS / 3,
      greetingTimeout: SEND_TIMEOUT_MS / 3,
      socketTimeout: SEND_TIMEOUT_MS,
    });
    return this.transport;
  }

  private logFile(): string {
    return path.join(this.env.DATA_DIR_ABSOLUTE, OUTBOX_LOG_FILE);
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
        let query = this.store.db
          .selectFrom("outbox")
          .selectAll()
          .where("kind", "=", "email")
          .where("sent_at", "is", null)
          .where("created_at", ">=", this.logCursor);
        if (after) {
          const { created_at, id } = after;
          query = query.where((eb) =>
            eb.or([eb("created_at", ">", created_at), eb.and([eb("created_at", "=", created_at), eb("id", ">", id)])]),
          );
        }
        const rows = await query.orderBy("created_at").orderBy("id").limit(LOG_QUERY_LIMIT).execute();
        for (const row of rows.filter((pending) => !this.logged.has(pending.id))) {
          if (!file) {
            file = this.logFile();
            await mkdir(path.dirname(file), { recursive: true });
          }
          await appendFile(file, formatLoggedMail(row, mailFrom(this.env)), { mode: 0o600 });
          this.logged.add(row.id);
          count++;
          this.logger.log(`[outbox] SMTP_URL unset: mail ${row.id} to ${row.recipient} "${row.subject}" kept pending (${file})`);
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

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  return new OutboxWorker(options);
}

function formatLoggedMail(row: OutboxRow, from: string): string {
  return [
    `----- ${new Date().toISOString()} outbox ${row.id} (not sent: SMTP_URL is unset)`,
    `From: ${from}`,
    `To: ${row.recipient}`,
    ...(row.reply_to ? [`Reply-To: ${row.reply_to}`] : []),
    `Subject: ${row.subject}`,
    "",
    row.body,
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

/**
 * Atomically claims up to `limit` due rows: sets their lease (locked_until) and counts the attempt, returning them.
 * PostgreSQL: FOR UPDATE SKIP LOCKED, so concurrent instances claim disjoint rows without waiting.
 * SQLite: one UPDATE … RETURNING statement, which is its own transaction and takes the write lock before reading,
 * so two writers cannot claim the same row (an explicit BEGIN … COMMIT would only add await gaps in which another
 * connection of the same process could block the event loop on the file lock).
 */
export async function claimDue(
  store: Store,
  now: number,
  limit: number,
  kinds: OutboxRow["kind"][] = ["email", "forward"],
): Promise<OutboxRow[]> {
  if (!kinds.length) return [];
  return store.db
    .updateTable("outbox")
    .set((eb) => ({ locked_until: now + LOCK_MS, attempts: eb("attempts", "+", 1) }))
    .where((eb) =>
      eb(
        "id",
        "in",
        eb
          .selectFrom("outbox")
          .select("id")
          .where("sent_at", "is", null)
          .where("next_attempt_at", "<=", now)
          .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<", now)]))
          .where("kind", "in", kinds)
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(limit)
          .$if(store.dialect === "postgres", (query) => query.forUpdate().skipLocked()),
      ),
    )
    .returningAll()
    .execute();
}

/** Staff "retry now": makes a pending row due at once and releases any lease. True when a row changed. */
export async function retryNow(store: Store, outboxId: string, now = Date.now()): Promise<boolean> {
  const result = await store.db
    .updateTable("outbox")
    .set({ next_attempt_at: now, locked_until: null })
    .where("id", "=", outboxId)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type DeliveryStatus = "sent" | "pending" | "retrying";

export interface Delivery {
  id: string;
  kind: OutboxRow["kind"];
  recipient: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  nextAttemptAt: number;
  sentAt: number | null;
}

/** How each notification of a submission fared, for the staff inbox. */
export async function deliveryState(store: Store, submissionId: string): Promise<Delivery[]> {
  const rows = await store.db
    .selectFrom("outbox")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("created_at")
    .orderBy("kind")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.sent_at !== null ? "sent" : row.last_error !== null ? "retrying" : "pending",
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
  }));
}
