// What the site's PDFs share (the spec sheets and the quote requests, both made by the server): the fonts, the
// colours, text setting with per-character font fallback and wrapping, and the meander ornament.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { rgb, setCharacterSpacing, StandardFonts } from "pdf-lib";
import { woffToSfnt } from "./woff.mjs";

const require = createRequire(import.meta.url);

/** The site's fonts, as shipped by @fontsource (WOFF, which fontkit reads); the Latin sets first, then other scripts. */
export const FONT_FILES = {
  display: "@fontsource/marcellus/files/marcellus-latin-400-normal.woff",
  text: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bold: "@fontsource/inter/files/inter-latin-600-normal.woff",
  textLatinExt: "@fontsource/inter/files/inter-latin-ext-400-normal.woff",
  textCyrillic: "@fontsource/inter/files/inter-cyrillic-400-normal.woff",
  textGreek: "@fontsource/inter/files/inter-greek-400-normal.woff",
  textVietnamese: "@fontsource/inter/files/inter-vietnamese-400-normal.woff",
};

export function fontPath(key) {
  return require.resolve(FONT_FILES[key]);
}

const fontCache = new Map();
/** A font as plain TrueType, read once per process. */
export function fontBytes(key) {
  if (!fontCache.has(key)) fontCache.set(key, woffToSfnt(readFileSync(fontPath(key))));
  return fontCache.get(key);
}

/** The other scripts' Inter sets, tried in this order for a character the style's font lacks. */
const TEXT_FALLBACKS = ["textLatinExt", "textCyrillic", "textGreek", "textVietnamese"];

/**
 * The site's fonts embedded in a document (as subsets: only the glyphs drawn are stored), with the fallbacks for any
 * character they lack: Inter's other scripts, then the standard Symbol font (the energy figures' "≤").
 */
export async function embedSiteFonts(doc) {
  const fonts = {
    display: await doc.embedFont(fontBytes("display"), { subset: true }),
    text: await doc.embedFont(fontBytes("text"), { subset: true }),
    bold: await doc.embedFont(fontBytes("bold"), { subset: true }),
  };
  const fallbacks = [];
  for (const key of TEXT_FALLBACKS) fallbacks.push(await doc.embedFont(fontBytes(key), { subset: true }));
  fallbacks.push(await doc.embedFont(StandardFonts.Symbol));
  return { fonts, fallbacks };
}

/** Line and paragraph separators (U+2028, U+2029) and other line breaks: a new line where text wraps. */
const LINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029\v\f]/g;
/** Control and format characters no font draws (tabs, bidirectional controls, zero-width marks): a space, or nothing. */
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff]/g;

/** Text as a font can set it: line breaks as "\n", tabs as spaces, invisible controls gone. */
export function printable(text) {
  return String(text).replace(LINE_BREAKS, "\n").replace(/\t/g, " ").replace(INVISIBLE, "");
}

export const hex = (value) => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

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
};

/** US Letter, in points. */
export const LETTER = { width: 612, height: 792 };

/**
 * Text drawing with per-character font fallback, wrapping and letter spacing. A character that neither the style's
 * font nor any fallback has is drawn as `replacement` with `missing: "replace"` (what a visitor or an editor typed must
 * never stop a document being made), or is an error with `missing: "throw"` (for text that must not lose a character).
 * Line separators wrap as new lines; control characters are dropped (printable()).
 */
export class Typesetter {
  constructor(fonts, { fallbacks = [], missing = "throw", replacement = "?" } = {}) {
    this.fonts = fonts;
    this.fallbacks = fallbacks;
    this.missing = missing;
    this.replacement = replacement;
    this.charsets = new Map([...new Set([...Object.values(fonts), ...fallbacks])].map((font) => [font, new Set(font.getCharacterSet())]));
  }

  /** Splits text into runs of one font: the style's font, or the first fallback that has the character. */
  runs(text, font) {
    const runs = [];
    for (let char of printable(text).replace(/\n/g, " ")) {
      const code = char.codePointAt(0);
      let use = font;
      if (!this.charsets.get(font).has(code)) {
        use = this.fallbacks.find((candidate) => this.charsets.get(candidate).has(code));
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
  unprintable(text, font) {
    const missing = new Set();
    for (const char of printable(text).replace(/\n/g, " ")) {
      const code = char.codePointAt(0);
      if (this.charsets.get(font).has(code) || this.fallbacks.some((candidate) => this.charsets.get(candidate).has(code))) continue;
      missing.add(char);
    }
    return [...missing];
  }

  width(text, font, size, spacing = 0) {
    const runs = this.runs(text, font);
    const glyphs = runs.reduce((sum, run) => sum + [...run.text].length, 0);
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0) + spacing * glyphs;
  }

  draw(page, text, { x, y, font, size, color, spacing = 0 }) {
    if (spacing) page.pushOperators(setCharacterSpacing(spacing));
    let cursor = x;
    for (const run of this.runs(text, font)) {
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
      cursor += run.font.widthOfTextAtSize(run.text, size) + spacing * [...run.text].length;
    }
    if (spacing) page.pushOperators(setCharacterSpacing(0));
    return cursor - x;
  }

  /** Greedy word wrap to a width; a word longer than the width is cut where it must be. */
  wrap(text, font, size, width) {
    const lines = [];
    for (const paragraph of printable(text).split("\n")) {
      let line = "";
      for (let word of paragraph.split(/\s+/).filter(Boolean)) {
        while (this.width(word, font, size) > width && [...word].length > 1) {
          const chars = [...word];
          let cut = chars.length - 1;
          while (cut > 1 && this.width(chars.slice(0, cut).join(""), font, size) > width) cut--;
          if (line) lines.push(line);
          lines.push(chars.slice(0, cut).join(""));
          line = "";
          word = chars.slice(cut).join("");
        }
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.width(candidate, font, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }
}

/** The meander (Greek key) as a line of vector paths, the site's one ornament. */
export function meander(page, { x, y, width, color, scale = 0.5 }) {
  const step = 24 * scale;
  const h = 12 * scale;
  let d = "";
  for (let cx = 0; cx + 20 * scale <= width; cx += step) {
    d += `M${cx} ${h - 1 * scale}h${20 * scale}V${1 * scale}H${cx + 6 * scale}v${6 * scale}h${8 * scale}V${5 * scale}h${-6 * scale}`;
  }
  // drawSvgPath's y axis points down from (x, y).
  page.drawSvgPath(d, { x, y: y + h, borderColor: color, borderWidth: 1.5 * scale });
}
