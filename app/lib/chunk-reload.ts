/**
 * After a deploy, a visitor with an old page open may ask for a code chunk that no longer exists.
 * Such a failure reloads the page once, which fetches the new build; a guard in sessionStorage
 * stops a loop when the chunk is really broken.
 */
export const CHUNK_RELOAD_KEY = "helios:chunk-reload";
/** A second failure within this window after a reload is shown, not reloaded again. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk .* failed/i,
  /ChunkLoadError/i,
];

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super("Loading chunk failed", { cause });
    this.name = "ChunkLoadError";
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Reloads the page unless it already did so recently for this path; returns whether it reloads. */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  try {
    const raw = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const last = raw ? (JSON.parse(raw) as { path: string; at: number }) : null;
    if (last && last.path === window.location.pathname && now - last.at < CHUNK_RELOAD_GUARD_MS) {
      return false;
    }
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path: window.location.pathname, at: now }));
  } catch {
    // Without sessionStorage there is no guard against a loop, so do not reload.
    return false;
  }
  window.location.reload();
  return true;
}
