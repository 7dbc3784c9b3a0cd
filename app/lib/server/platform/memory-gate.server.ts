/**
 * Runs tasks that each hold some memory so that the memory in use together never passes a budget: a task waits
 * (first come, first served) until enough of the budget is free, and a task larger than the budget runs alone.
 * Beyond `maxWaiting` waiting tasks, a new one is refused at once with the error of `whenFull` rather than queued
 * without end.
 */
export class MemoryGate {
  private inUse = 0;
  private readonly waiting: { bytes: number; start: () => void }[] = [];

  constructor(
    readonly budgetBytes: number,
    readonly maxWaiting: number,
    private readonly whenFull: () => Error,
  ) {}

  /** Tasks waiting for memory, for tests and diagnostics. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(bytes: number, task: () => Promise<T>): Promise<T> {
    const need = Math.min(bytes, this.budgetBytes);
    if (this.waiting.length > 0 || this.inUse + need > this.budgetBytes) {
      if (this.waiting.length >= this.maxWaiting) throw this.whenFull();
      await new Promise<void>((resolve) => this.waiting.push({ bytes: need, start: resolve }));
    } else {
      this.inUse += need;
    }
    try {
      return await task();
    } finally {
      this.inUse -= need;
      this.startWaiting();
    }
  }

  private startWaiting(): void {
    while (this.waiting.length > 0 && this.inUse + this.waiting[0]!.bytes <= this.budgetBytes) {
      const next = this.waiting.shift()!;
      this.inUse += next.bytes;
      next.start();
    }
  }
}
