/**
 * The mail thread: the production server composes and sends the outbox's mail in a worker thread, at a lower
 * scheduling priority than the thread that answers requests. Composing a mail and writing it down an SMTP connection
 * is the heaviest work of a form post after the post itself (twice over: the lead and the visitor's confirmation); on
 * the main thread it held up the requests that came in meanwhile (docs/decisions/018-pages-without-javascript.md).
 *
 * The outbox itself (claiming rows, recording what went out) stays on the main thread with the database; the thread
 * gets a composed mail and answers whether it went out. Its entry is smtp-thread-entry.server.ts, built to
 * build/node/smtp-thread.mjs.
 */
import { Worker } from "node:worker_threads";
import type { OutgoingMail, SmtpOptions, SmtpSender } from "./smtp-sender.server";

/** The thread's nice value (Linux): below the threads that answer requests (0). */
export const SMTP_THREAD_NICE = 10;

/**
 * The thread's heap: a small young generation. With V8's default (up to 16 MB a half) the thread's heap grew by tens
 * of megabytes over a few mails carrying a quote request's PDF, on top of the server's own (npm run bench, section
 * quote-uploads: 39 MB more on the second request, 5-25 MB with this).
 */
const SMTP_THREAD_LIMITS = { maxYoungGenerationSizeMb: 2 };

/** A request to the thread. */
export interface ThreadRequest {
  id: number;
  mail: OutgoingMail;
}

/** An error as it crosses to the main thread: what `describeError` reads (message, code, cause). */
export interface ThreadError {
  message: string;
  code?: string;
  cause?: ThreadError;
}

/** The thread's answer: nothing when the mail went out, the error when it did not. */
export interface ThreadAnswer {
  id: number;
  error?: ThreadError;
}

/** How deep an error's chain of causes is kept. */
const ERROR_CAUSE_DEPTH = 3;

export function toThreadError(error: unknown, depth = 0): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    message: error.message,
    ...(typeof code === "string" ? { code } : {}),
    ...(error.cause !== undefined && depth < ERROR_CAUSE_DEPTH ? { cause: toThreadError(error.cause, depth + 1) } : {}),
  };
}

export function fromThreadError(error: ThreadError): Error {
  const restored = new Error(error.message, error.cause ? { cause: fromThreadError(error.cause) } : undefined);
  if (error.code) Object.assign(restored, { code: error.code });
  return restored;
}

interface Pending {
  resolve(): void;
  reject(error: Error): void;
}

/** Sends mail through the mail thread, started on the first send and again after it stopped. */
export class SmtpThread implements SmtpSender {
  private thread: { worker: Worker; pending: Map<number, Pending> } | undefined;
  private nextId = 1;

  constructor(
    /** The thread's built entry (build/node/smtp-thread.mjs). */
    private readonly entry: URL,
    private readonly options: SmtpOptions,
  ) {}

  send(mail: OutgoingMail): Promise<void> {
    const { worker, pending } = this.start();
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, mail } satisfies ThreadRequest);
    });
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    if (!thread) return;
    fail(thread.pending, new Error("The mail thread was stopped"));
    await thread.worker.terminate();
  }

  /** Starts the thread now rather than with the first mail (a later send uses it; after a failure, a new one). */
  start(): { worker: Worker; pending: Map<number, Pending> } {
    if (this.thread) return this.thread;
    const worker = new Worker(this.entry, { workerData: this.options, name: "smtp", resourceLimits: SMTP_THREAD_LIMITS });
    // The thread never keeps the process alive: the outbox stops it when the server stops.
    worker.unref();
    const thread = { worker, pending: new Map<number, Pending>() };
    worker.on("message", (answer: ThreadAnswer) => {
      const waiting = thread.pending.get(answer.id);
      if (!waiting) return;
      thread.pending.delete(answer.id);
      if (answer.error) waiting.reject(fromThreadError(answer.error));
      else waiting.resolve();
    });
    // A thread that fails or ends fails the mail it held (the outbox retries it); the next send starts a new one.
    const stopped = (error: Error) => {
      if (this.thread === thread) this.thread = undefined;
      fail(thread.pending, error);
    };
    worker.on("error", (error) => stopped(error));
    worker.on("exit", (code) => stopped(new Error(`The mail thread stopped (exit code ${code})`)));
    this.thread = thread;
    return thread;
  }
}

function fail(pending: Map<number, Pending>, error: Error): void {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}
