/**
 * A job the server runs on its own schedule: at start, then every `everyMs`, one run at a time (a tick that comes while
 * a run is still going is skipped). A failed run is logged under the job's name and the next tick tries again. The
 * timer does not keep the process alive; `stop` waits for a run in progress.
 */
export class PeriodicJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(): void {
    const tick = () => {
      this.#running ??= this.run()
        .then(() => undefined)
        .catch((error: Error) => console.error(`${this.name}: ${error.message}`))
        .finally(() => (this.#running = undefined));
    };
    this.#timer = setInterval(tick, this.everyMs);
    this.#timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
