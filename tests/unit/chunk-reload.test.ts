// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, reloadOnceForChunkError } from "#app/lib/chunk-reload";

describe("reloadOnceForChunkError", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("reloads once, then not again for the same page within the guard window", () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, pathname: "/about", reload } as Location);
    const now = 1_000_000;
    expect(reloadOnceForChunkError(now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(now + 1000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(now + CHUNK_RELOAD_GUARD_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
