import { announcementBoundaries } from "#app/lib/content/announcements";
import { nextInstantAfter } from "#app/lib/content/boundaries";
import { eventBoundaries } from "#app/lib/content/event-state";
import type { Store } from "../platform/database.server";
import { contentDb, onContentWritten, readContentVersion } from "./content-store.server";
import { EMPTY_SNAPSHOT, loadSnapshot, type ContentSnapshot } from "./snapshot.server";

/** How often each instance asks the database whether the content changed: a publish shows everywhere within this. */
export const CONTENT_POLL_MS = 1_000;

/**
 * The owner content as this instance serves it. Holds the snapshot pages render from, notices a change made on any
 * instance (the content version in the database moves on) and tells its listeners (the page cache), and knows
 * the time (a test clock may move it; nothing else does).
 */
export class ContentService {
  private snapshot: ContentSnapshot = EMPTY_SNAPSHOT;
  private generationCount = 0;
  private offsetMs = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private polling: Promise<void> | undefined;
  private reloading: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly store: Store,
    private readonly pollMs = CONTENT_POLL_MS,
  ) {}

  /** Loads the content and starts watching for changes: its store's own writes at once, other instances' by the poll. */
  async start(): Promise<void> {
    this.stopListening ??= onContentWritten(this.store, () => this.reload());
    await this.reload();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  current(): ContentSnapshot {
    return this.snapshot;
  }

  /** Moves on with every reload and clock change: a page rendered at an older generation is stale. */
  get generation(): number {
    return this.generationCount;
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Test routes only: shifts the content clock, as if that much time had passed. */
  setClockOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
    this.changed();
  }

  /** The next instant when what the pages show changes by the clock alone (an event closes, a post goes live). */
  nextChangeAt(now = this.now()): number {
    const { events, announcements, posts } = this.snapshot;
    return nextInstantAfter(
      [...events.flatMap(eventBoundaries), ...announcements.flatMap(announcementBoundaries), ...posts.map((post) => post.publishAt)],
      now,
    );
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Shows the stored content here at once rather than at the next poll. Content writes through the content store
   * do this by themselves; a write elsewhere that changes what pages show (an RSVP that fills an event) calls it.
   */
  async refresh(): Promise<void> {
    await this.reload();
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = (async () => {
      try {
        const version = await readContentVersion(contentDb(this.store));
        if (version !== this.snapshot.version) await this.reload();
      } catch (error) {
        console.error(`Content check failed: ${(error as Error).message}`);
      } finally {
        this.polling = undefined;
      }
    })();
    await this.polling;
  }

  /** Reloads one at a time, so an older read never replaces a newer one. */
  private reload(): Promise<void> {
    const next = this.reloading.then(async () => {
      this.snapshot = await loadSnapshot(this.store);
      this.changed();
    });
    this.reloading = next.catch(() => {});
    return next;
  }

  private changed(): void {
    this.generationCount += 1;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        console.error(`Content listener failed: ${(error as Error).message}`);
      }
    }
  }
}
