/**
 * How long the pointer must rest on the Collections button before the menu opens by hover. A pointer that crosses
 * the navigation opens nothing, and a click that follows the pointer's arrival opens the menu (pinned) rather than
 * closing a menu the hover had just opened.
 */
export const HOVER_OPEN_DELAY_MS = 120;
/** Grace period before a hover-opened Collections menu closes, so a diagonal pointer path does not close it. */
export const HOVER_CLOSE_DELAY_MS = 150;
/** Wide screens (the desktop navigation) also open the Collections menu by hover. */
export const HOVER_MEDIA = "(min-width: 64rem) and (hover: hover)";
/** Marks the desktop menu (a <details>) that opens by hover: the script of a page without React finds it by this. */
export const HOVER_MENU_ATTRIBUTE = "data-hover-menu";
