// Text for generated images, drawn as SVG paths from the site's own fonts, so every machine renders it alike.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import opentype from "opentype.js";

const require = createRequire(import.meta.url);
const cache = new Map();

const FONT_FILES = {
  display: "@fontsource/marcellus/files/marcellus-latin-400-normal.woff",
  sans: "@fontsource/inter/files/inter-latin-500-normal.woff",
  "sans-bold": "@fontsource/inter/files/inter-latin-700-normal.woff",
};

export function font(name) {
  if (!cache.has(name)) {
    const file = require.resolve(FONT_FILES[name]);
    const buffer = readFileSync(file);
    cache.set(name, opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)));
  }
  return cache.get(name);
}

/** Width of a string in px at a font size, with extra letter spacing. */
function advance(f, char, size) {
  return (f.charToGlyph(char).advanceWidth * size) / f.unitsPerEm;
}

export function textWidth(text, { face = "sans", size = 16, spacing = 0 } = {}) {
  const f = font(face);
  let width = 0;
  for (const char of text) width += advance(f, char, size);
  return width + spacing * Math.max(0, [...text].length - 1);
}

/**
 * An SVG <path> of the text. anchor: "start" | "middle" | "end"; y is the baseline.
 */
export function textPath(text, { x = 0, y = 0, face = "sans", size = 16, fill = "#000", anchor = "start", spacing = 0, opacity } = {}) {
  const f = font(face);
  const width = textWidth(text, { face, size, spacing });
  let cursor = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  let d = "";
  for (const char of text) {
    // Glyph by glyph: no shaping features, which the parser does not fully support.
    d += f.charToGlyph(char).getPath(cursor, y, size).toPathData(2);
    cursor += advance(f, char, size) + spacing;
  }
  const op = opacity === undefined ? "" : ` fill-opacity="${opacity}"`;
  return `<path d="${d}" fill="${fill}"${op}/>`;
}
