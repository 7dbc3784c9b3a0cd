/**
 * How long the pointer must rest on the Collections button before the menu opens by hover. A pointer that crosses
 * the navigation opens nothing, and a click that follows the pointer's arrival opens the menu (pinned) rather than
 * closing a menu the hover had just opened.
 */
export const HOVER_OPEN_DELAY_MS = 120;
/** Grace period before a hover-opened Collections menu closes, so a diagonal pointer path does not close it. */
export const HOVER_CLOSE_DELAY_MS = 150;
