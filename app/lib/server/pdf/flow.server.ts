// A document written top to bottom over as many pages as it needs: what the spec sheet and the quote request share.
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import type { SiteFace } from "./fonts.server";
import { COLOR, CONTENT_WIDTH, LETTER, MARGIN } from "./page.server";
import type { Typesetter } from "./typesetter.server";

/** How a document sets its running text and its section headings, in points. */
export interface FlowStyle {
  /** The lowest a line may stand (the footer is below it). */
  bottom: number;
  /** A paragraph's line height, as a multiple of its size. */
  leading: number;
  heading: {
    /** Room a heading needs below it on the page, so it does not stand alone at the foot. */
    keep: number;
    size: number;
    /** Space above the heading, between it and its rule, and below the rule. */
    above: number;
    rule: number;
    below: number;
  };
}

export interface ParagraphOptions {
  font?: PDFFont;
  size?: number;
  color?: typeof COLOR.ink;
  width?: number;
  x?: number;
  leading?: number;
}

/**
 * The pages of a document and where the next line goes (`page`, `y`, moving down the page). `start` begins each new page
 * (its band or header) and says where its text starts; paragraphs and headings move to a new page when they do not fit.
 */
export class PageFlow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly type: Typesetter,
    private readonly fonts: Record<SiteFace, PDFFont>,
    private readonly style: FlowStyle,
    private readonly start: (page: PDFPage) => number,
  ) {}

  readonly newPage = (): void => {
    this.page = this.doc.addPage([LETTER.width, LETTER.height]);
    this.pages.push(this.page);
    this.y = this.start(this.page);
  };

  /** Starts a new page when `height` points do not fit above the footer; true when it did. */
  readonly room = (height: number): boolean => {
    if (this.y - height >= this.style.bottom) return false;
    this.newPage();
    return true;
  };

  /** Text wrapped to the column (MARGIN, CONTENT_WIDTH) or `width`, line by line, breaking the page where it must. */
  readonly paragraph = (text: string, options: ParagraphOptions = {}): void => {
    const { font = this.fonts.text, size = 9.5, color = COLOR.ink, width = CONTENT_WIDTH, x = MARGIN, leading = this.style.leading } = options;
    for (const line of this.type.wrap(text, font, size, width)) {
      this.room(size * leading);
      this.type.draw(this.page, line, { x, y: this.y, font, size, color });
      this.y -= size * leading;
    }
  };

  /** A section's heading over a thin rule across the column. */
  readonly heading = (text: string): void => {
    const { heading } = this.style;
    this.room(heading.keep);
    this.y -= heading.above;
    this.type.draw(this.page, text, { x: MARGIN, y: this.y, font: this.fonts.display, size: heading.size, color: COLOR.aegeanDark });
    this.y -= heading.rule;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.75, color: COLOR.stone });
    this.y -= heading.below;
  };
}
