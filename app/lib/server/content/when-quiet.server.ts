/** What `whenContentQuiet` listens to: the content service, or anything that says when the content changed. */
export interface ChangingContent {
  onChange(listener: () => void): unknown;
}

/**
 * Calls `run` once the owner content has stopped changing for `quietMs` after a change: each change starts the wait
 * again, so a run of saves does the work once. The timer does not keep the process alive.
 */
export function whenContentQuiet(content: ChangingContent, quietMs: number, run: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  content.onChange(() => {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
    timer.unref();
  });
}
