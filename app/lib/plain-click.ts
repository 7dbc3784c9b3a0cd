import type { MouseEvent } from "react";

/** A plain click: the primary button, no modifier key (those keep their meaning: a new tab, a new window, a download). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
