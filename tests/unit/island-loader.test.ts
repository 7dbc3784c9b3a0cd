// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_PAINT_WAIT_MS, islandLoader } from "#app/components/StaticPageScripts";

const URLS = ["/assets/islands/contact-a.js", "/assets/islands/shared-b.js"];

/** The paint observer the loader makes, so a test can report the first contentful paint. */
let reportPaint: (() => void) | undefined;
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakePaintObserver) => void) {}
  observe() {
    reportPaint = () => this.callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, this);
  }
  disconnect() {
    reportPaint = undefined;
  }
}

/** Runs the loader's text as the page does, with its dynamic import(…) recorded instead of made. */
function runLoader(PerformanceObserver: unknown = FakePaintObserver) {
  const imported: string[] = [];
  const source = islandLoader(URLS).replace(/import\(u\)/, "record(u)");
  expect(source).toContain("record(u)");
  new Function("PerformanceObserver", "record", source)(PerformanceObserver, (url: string) => imported.push(url));
  return imported;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe("the island loader of a page without React", () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers();
    readyState = "interactive";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    reportPaint = undefined;
  });

  it("asks for the island script and its components once the page has loaded and painted, not before", async () => {
    const imported = runLoader();
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(imported).toEqual([]);
    reportPaint!();
    await flush();
    expect(imported).toEqual(URLS);
  });

  it("waits for the load event when the first paint came first", async () => {
    const imported = runLoader();
    reportPaint!();
    await flush();
    expect(imported).toEqual([]);
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(imported).toEqual(URLS);
  });

  it("does not wait for a paint a browser does not report", async () => {
    readyState = "complete";
    const imported = runLoader(class {
      static supportedEntryTypes: string[] = [];
    });
    await flush();
    expect(imported).toEqual(URLS);
  });

  it("goes ahead without the paint after a while (a page opened in a background tab)", async () => {
    readyState = "complete";
    const imported = runLoader();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(imported).toEqual(URLS);
  });
});
