/**
 * The focal point staff give a library image (decision 050): what the image library's form posts and how the server
 * reads it. Each coordinate is a decimal from 0 to 1 (the sliders' values, or where the picture was clicked); anything
 * else (empty, "NaN", "1e3", a number out of range, a long string) is refused with a message for staff. Pure
 * TypeScript: the browser and the server share it.
 */
import type { Focal } from "../media";

export const FOCAL_INTENT = "focal";
export const FOCAL_X_FIELD = "focal_x";
export const FOCAL_Y_FIELD = "focal_y";
/** A coordinate is a short decimal: anything longer is not one (and is never parsed). */
export const MAX_FOCAL_TEXT = 12;
/** Kept to a thousandth: finer than any screen can show. */
const FOCAL_DECIMALS = 3;

export const FOCAL_NOT_UNDERSTOOD =
  "The focal point was not understood: click the point of the picture to keep in view, or move the two sliders, then save it.";

const DECIMAL = /^(?:0(?:\.[0-9]+)?|1(?:\.0+)?|\.[0-9]+)$/;

/** One coordinate as posted, or undefined when it is not a decimal from 0 to 1. */
export function parseCoordinate(value: unknown): number | undefined {
  if (typeof value === "number") value = String(value);
  if (typeof value !== "string" || value.length > MAX_FOCAL_TEXT) return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const number = Number(text);
  if (!Number.isFinite(number) || number < 0 || number > 1) return undefined;
  return Math.round(number * 10 ** FOCAL_DECIMALS) / 10 ** FOCAL_DECIMALS;
}

/** Both coordinates of a posted focal point, or the message that says it was not understood. */
export function parseFocal(x: unknown, y: unknown): { ok: true; focal: Focal } | { ok: false; message: string } {
  const fx = parseCoordinate(x);
  const fy = parseCoordinate(y);
  if (fx === undefined || fy === undefined) return { ok: false, message: FOCAL_NOT_UNDERSTOOD };
  return { ok: true, focal: { x: fx, y: fy } };
}

/** "a third from the left, near the top": the focal point in words, for the library's card and screen readers. */
export function describeFocal(focal: Focal): string {
  const across = focal.x < 0.2 ? "near the left" : focal.x > 0.8 ? "near the right" : focal.x < 0.4 ? "left of centre" : focal.x > 0.6 ? "right of centre" : "in the middle";
  const down = focal.y < 0.2 ? "near the top" : focal.y > 0.8 ? "near the bottom" : focal.y < 0.4 ? "above the middle" : focal.y > 0.6 ? "below the middle" : "halfway down";
  return `${Math.round(focal.x * 100)}% across (${across}), ${Math.round(focal.y * 100)}% down (${down})`;
}
