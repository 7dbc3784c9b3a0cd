import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";

export const FONT_FILES: Record<"display" | "text" | "bold" | "textLatinExt" | "textCyrillic" | "textGreek" | "textVietnamese", string>;
export type FontKey = keyof typeof FONT_FILES;
export function fontPath(key: FontKey): string;
export function fontBytes(key: FontKey): Buffer;
export function embedSiteFonts(doc: PDFDocument): Promise<{ fonts: Record<"display" | "text" | "bold", PDFFont>; fallbacks: PDFFont[] }>;
export function printable(text: string): string;
export function hex(value: string): Color;
export const COLOR: Record<"ivory" | "marble" | "stone" | "ink" | "muted" | "aegean" | "aegeanDark" | "bronze" | "bronzeLight" | "white", Color>;
export const LETTER: { width: number; height: number };

export interface DrawOptions {
  x: number;
  y: number;
  font: PDFFont;
  size: number;
  color: Color;
  spacing?: number;
}

export class Typesetter {
  constructor(fonts: Record<string, PDFFont>, options?: { fallbacks?: PDFFont[]; missing?: "throw" | "replace"; replacement?: string });
  unprintable(text: string, font: PDFFont): string[];
  width(text: string, font: PDFFont, size: number, spacing?: number): number;
  draw(page: PDFPage, text: string, options: DrawOptions): number;
  wrap(text: string, font: PDFFont, size: number, width: number): string[];
}

export function meander(page: PDFPage, options: { x: number; y: number; width: number; color: Color; scale?: number }): void;
