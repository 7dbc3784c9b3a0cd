/**
 * The charts' shared geometry and colours (decision 075). Each colour has at least 3:1 contrast against the white
 * panel (WCAG 2.2 non-text contrast); segments are also parted by a white line, named in the legend and counted in
 * the table beneath, so colour is never the only way to tell them apart.
 */
export const SERIES_COLOURS = ["#0b3c5d", "#8a5a22", "#2e6b3a", "#7a3b7a", "#a4161a", "#4f5866", "#76706a"] as const;

/** A colour for the n-th series. */
export const colourOf = (n: number) => SERIES_COLOURS[n % SERIES_COLOURS.length]!;

/** A round top for an axis at or above `max`, and its gridlines' step (1, 2 or 5 times a power of ten): at most 5 steps. */
export function niceScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: Math.max(max, 1), step: 1 };
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10, 20, 50].map((m) => (m * magnitude) / 10).filter(Number.isInteger).find((s) => max / s <= 5) ?? 10 * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}

/** "4 contact enquiries", "1 quote request". */
export function countOf(n: number, [one, many]: readonly [string, string]): string {
  return `${n.toLocaleString("en-CA")} ${n === 1 ? one : many}`;
}
