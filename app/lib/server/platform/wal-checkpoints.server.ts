/**
 * SQLite checkpoints in a thread of their own. A checkpoint copies the pages the write-ahead log has gathered into the
 * database file and syncs it; SQLite runs one automatically inside the commit that takes the log past 1,000 pages, and
 * better-sqlite3 runs statements on the event loop, so every few seconds of steady posting one request's commit held
 * the event loop for tens of milliseconds while the pages were copied (docs/decisions/018-pages-without-javascript.md).
 *
 * The production server checkpoints from a second connection in a worker thread instead (entry:
 * wal-checkpoint-entry.server.ts, built to build/node/wal-checkpoints.mjs), every CHECKPOINT_INTERVAL_MS, in PASSIVE
 * mode: it never waits for, nor holds up, the connection that answers requests, and it copies the log to its end so
 * that the next commit starts the log again from the beginning. That connection keeps an automatic checkpoint only as
 * a fallback, at a size the thread never lets the log reach while it runs.
 */
import { Worker } from "node:worker_threads";

/** How often the thread checkpoints: at 100 posts a second the log gathers a few hundred pages meanwhile. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** The request connection's own automatic checkpoint, should the thread not keep up or not run (SQLite's is 1,000). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
/** How long after the thread stopped unexpectedly it is started again. */
export const CHECKPOINT_RESTART_MS = 5_000;

/** The thread's heap: it runs one statement at an interval and keeps nothing. */
const CHECKPOINT_THREAD_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 32 };

/** What the thread is started with. */
export interface CheckpointThreadData {
  file: string;
  intervalMs: number;
}

/** A message from the main thread: stop (the thread closes its connection and ends). */
export type CheckpointCommand = "stop";

type Logger = Pick<Console, "error">;

/** Runs the checkpoint thread for one SQLite file, starting it again if it ever stops on its own. */
export class CheckpointThread {
  private worker: Worker | undefined;
  private restart: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    /** The thread's built entry (build/node/wal-checkpoints.mjs). */
    private readonly entry: URL,
    private readonly file: string,
    private readonly options: { intervalMs?: number; restartMs?: number; logger?: Logger } = {},
  ) {}

  start(): void {
    if (this.worker || this.stopping) return;
    const data: CheckpointThreadData = { file: this.file, intervalMs: this.options.intervalMs ?? CHECKPOINT_INTERVAL_MS };
    const worker = new Worker(this.entry, { workerData: data, name: "sqlite-checkpoints", resourceLimits: CHECKPOINT_THREAD_LIMITS });
    worker.unref();
    worker.on("error", (error) => (this.options.logger ?? console).error(`SQLite checkpoint thread failed: ${error.message}`));
    worker.on("exit", () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (this.stopping) return;
      // Until it is back, the request connection's fallback checkpoint keeps the log bounded.
      this.restart = setTimeout(() => {
        this.restart = undefined;
        this.start();
      }, this.options.restartMs ?? CHECKPOINT_RESTART_MS);
      this.restart.unref();
    });
    this.worker = worker;
  }

  /** True while a thread runs or is due to start again. */
  get active(): boolean {
    return this.worker !== undefined || this.restart !== undefined;
  }

  /** Ends the thread after the checkpoint it may be running, its connection closed. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restart);
    this.restart = undefined;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    // Held until it has ended: otherwise a process with nothing else to do (a start refused after the store opened)
    // would end silently, with exit code 0, before the refusal is printed.
    worker.ref();
    worker.postMessage("stop" satisfies CheckpointCommand);
    await exited;
    this.worker = undefined;
  }
}
