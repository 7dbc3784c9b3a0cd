// What the site's PDF pages share: the paper, the colours (the site's design tokens) and the meander ornament.
import { rgb, type Color, type PDFPage } from "pdf-lib";

export function hex(value: string): Color {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The site's design tokens (app/app.css). */
export const COLOR = {
  ivory: hex("#fbf8f1"),
  marble: hex("#f1ece1"),
  stone: hex("#ddd5c5"),
  ink: hex("#1b2430"),
  muted: hex("#4f5866"),
  aegean: hex("#0b3c5d"),
  aegeanDark: hex("#072a42"),
  bronze: hex("#8a5a22"),
  bronzeLight: hex("#e2b77a"),
  white: rgb(1, 1, 1),
} as const satisfies Record<string, Color>;

/** US Letter, in points. */
export const LETTER = { width: 612, height: 792 } as const;
/** The documents' side margins and the text column between them. */
export const MARGIN = 48;
export const CONTENT_WIDTH = LETTER.width - 2 * MARGIN;

export interface MeanderOptions {
  x: number;
  y: number;
  width: number;
  color: Color;
  scale?: number;
}

/** The meander (Greek key) as a line of vector paths, the site's one ornament. */
export function meander(page: PDFPage, { x, y, width, color, scale = 0.5 }: MeanderOptions): void {
  const step = 24 * scale;
  const h = 12 * scale;
  let d = "";
  for (let cx = 0; cx + 20 * scale <= width; cx += step) {
    d += `M${cx} ${h - 1 * scale}h${20 * scale}V${1 * scale}H${cx + 6 * scale}v${6 * scale}h${8 * scale}V${5 * scale}h${-6 * scale}`;
  }
  // drawSvgPath's y axis points down from (x, y).
  page.drawSvgPath(d, { x, y: y + h, borderColor: color, borderWidth: 1.5 * scale });
}
