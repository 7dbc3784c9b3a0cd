// Text setting in the site's PDFs: per-character font fallback, wrapping and letter spacing.
import { setCharacterSpacing, type Color, type PDFFont, type PDFPage } from "pdf-lib";

/** Line and paragraph separators (U+2028, U+2029) and other line breaks: a new line where text wraps. */
const LINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029\v\f]/g;
/** Control and format characters no font draws (tabs, bidirectional controls, zero-width marks): a space, or nothing. */
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff]/g;

/** Text as a font can set it: line breaks as "\n", tabs as spaces, invisible controls gone. */
export function printable(text: string): string {
  return String(text).replace(LINE_BREAKS, "\n").replace(/\t/g, " ").replace(INVISIBLE, "");
}

/** What a character no font has becomes: drawn as the replacement, or an error. */
export type MissingCharacters = "throw" | "replace";

export interface TypesetterOptions {
  fallbacks?: PDFFont[];
  missing?: MissingCharacters;
  replacement?: string;
}

export interface DrawOptions {
  x: number;
  y: number;
  font: PDFFont;
  size: number;
  color: Color;
  spacing?: number;
}

/** A stretch of text drawn in one font. */
interface Run {
  font: PDFFont;
  text: string;
}

/**
 * Text drawing with per-character font fallback, wrapping and letter spacing. A character that neither the style's
 * font nor any fallback has is drawn as `replacement` with `missing: "replace"` (what a visitor or an editor typed must
 * never stop a document being made), or is an error with `missing: "throw"` (for text that must not lose a character).
 * Line separators wrap as new lines; control characters are dropped (printable()).
 */
export class Typesetter {
  readonly fonts: Record<string, PDFFont>;
  readonly fallbacks: PDFFont[];
  readonly missing: MissingCharacters;
  readonly replacement: string;
  private readonly charsets: Map<PDFFont, Set<number>>;
  /** The width of each text measured in each font, at size 1 (unitWidth). */
  private readonly unitWidths = new Map<PDFFont, Map<string, number>>();

  constructor(fonts: Record<string, PDFFont>, { fallbacks = [], missing = "throw", replacement = "?" }: TypesetterOptions = {}) {
    this.fonts = fonts;
    this.fallbacks = fallbacks;
    this.missing = missing;
    this.replacement = replacement;
    this.charsets = new Map([...new Set([...Object.values(fonts), ...fallbacks])].map((font) => [font, new Set(font.getCharacterSet())]));
  }

  private has(font: PDFFont, code: number): boolean {
    const charset = this.charsets.get(font);
    if (!charset) throw new Error("A font the typesetter was not given");
    return charset.has(code);
  }

  /** Splits text into runs of one font: the style's font, or the first fallback that has the character. */
  private runs(text: string, font: PDFFont): Run[] {
    const runs: Run[] = [];
    for (let char of printable(text).replace(/\n/g, " ")) {
      const code = char.codePointAt(0) ?? 0;
      let use: PDFFont | undefined = font;
      if (!this.has(font, code)) {
        use = this.fallbacks.find((candidate) => this.has(candidate, code));
        if (!use) {
          if (this.missing === "throw") throw new Error(`No font for "${char}" (U+${code.toString(16).toUpperCase()}) in "${text}"`);
          use = font;
          char = this.replacement;
        }
      }
      const last = runs.at(-1);
      if (last && last.font === use) last.text += char;
      else runs.push({ font: use, text: char });
    }
    return runs;
  }

  /**
   * The characters of `text` that neither `font` nor any fallback has: each printed as the replacement ("?"), in the
   * order they first appear, each once. What the runs above do, without drawing: the staff editors name them on save.
   */
  unprintable(text: string, font: PDFFont): string[] {
    const missing = new Set<string>();
    for (const char of printable(text).replace(/\n/g, " ")) {
      const code = char.codePointAt(0) ?? 0;
      if (this.has(font, code) || this.fallbacks.some((candidate) => this.has(candidate, code))) continue;
      missing.add(char);
    }
    return [...missing];
  }

  width(text: string, font: PDFFont, size: number, spacing = 0): number {
    const runs = this.runs(text, font);
    const glyphs = runs.reduce((sum, run) => sum + [...run.text].length, 0);
    return runs.reduce((sum, run) => sum + this.unitWidth(run) * size, 0) + spacing * glyphs;
  }

  /** A run's width at size 1 (a width grows with the size), measured once: shaping text is the slow part. */
  private unitWidth({ font, text }: Run): number {
    let widths = this.unitWidths.get(font);
    if (!widths) this.unitWidths.set(font, (widths = new Map()));
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)));
    return width;
  }

  draw(page: PDFPage, text: string, { x, y, font, size, color, spacing = 0 }: DrawOptions): number {
    if (spacing) page.pushOperators(setCharacterSpacing(spacing));
    let cursor = x;
    for (const run of this.runs(text, font)) {
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
      cursor += this.unitWidth(run) * size + spacing * [...run.text].length;
    }
    if (spacing) page.pushOperators(setCharacterSpacing(0));
    return cursor - x;
  }

  /**
   * Greedy word wrap to a width; a word longer than the width is cut where it must be. A line's width is the sum of
   * its words' and spaces' widths, each measured once (as a typesetter's interword space is): measuring the whole line
   * again at each word shaped every paragraph once per word, most of a sheet's time.
   */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    const space = this.width(" ", font, size);
    for (const paragraph of printable(text).split("\n")) {
      let line = "";
      let lineWidth = 0;
      for (let word of paragraph.split(/\s+/).filter(Boolean)) {
        while (this.width(word, font, size) > width && [...word].length > 1) {
          const chars = [...word];
          let cut = chars.length - 1;
          while (cut > 1 && this.width(chars.slice(0, cut).join(""), font, size) > width) cut--;
          if (line) lines.push(line);
          lines.push(chars.slice(0, cut).join(""));
          line = "";
          lineWidth = 0;
          word = chars.slice(cut).join("");
        }
        const wordWidth = this.width(word, font, size);
        if (!line) {
          line = word;
          lineWidth = wordWidth;
        } else if (lineWidth + space + wordWidth > width) {
          lines.push(line);
          line = word;
          lineWidth = wordWidth;
        } else {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
        }
      }
      lines.push(line);
    }
    return lines;
  }
}
