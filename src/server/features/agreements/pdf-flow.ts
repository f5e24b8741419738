import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { INK, MUTED, NAVY } from "#server/platform/pdf/pdf-palette";
import { drawableText, wrapped } from "#server/platform/pdf/pdf-text";
import type { TextBlock } from "./markdown-blocks";

// How the signed copy lays its text down A4 pages: the flow of lines, and each Markdown block in it.

// A4 portrait, in points.
const WIDTH = 595.28;
const HEIGHT = 841.89;
export const MARGIN = 56;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
export const FOOTER_Y = 30;
const INDENT = 16;

const RULE = rgb(0.8, 0.82, 0.85);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  mono: PDFFont;
}

/** Lays text down the page and starts a new page when the next line would not fit. */
export class Flow {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[];

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    /** Pages already there (a PDF version's own), which get the footer too. */
    before: PDFPage[] = [],
  ) {
    this.pages = [...before];
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
    this.pages.push(this.page);
    this.y = HEIGHT - MARGIN;
  }

  space(points: number) {
    this.y -= points;
  }

  /** A new page unless `points` still fit on this one: what belongs together is not split. */
  keep(points: number) {
    if (this.y - points < MARGIN) this.newPage();
  }

  /** Wrapped text at `x` from the margin; `first` is drawn before the first line (a list's marker). */
  text(
    text: string,
    options: { font?: PDFFont; size?: number; color?: typeof INK; x?: number; first?: string } = {},
  ) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10.5;
    const x = MARGIN + (options.x ?? 0);
    const lineHeight = size * 1.4;
    const lines = wrapped(drawableText(text, font), font, size, TEXT_WIDTH - (options.x ?? 0));
    if (lines.length === 0) lines.push("");
    lines.forEach((line, index) => {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      if (index === 0 && options.first) {
        const marker = drawableText(options.first, this.fonts.regular);
        const width = this.fonts.regular.widthOfTextAtSize(marker, size);
        this.page.drawText(marker, {
          x: x - width - 5,
          y: this.y,
          size,
          font: this.fonts.regular,
          color: INK,
        });
      }
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    });
  }

  rule() {
    if (this.y - 12 < MARGIN) this.newPage();
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: WIDTH - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 4;
  }

  /** A label and its value on one line each, as the evidence lists them. */
  fact(label: string, value: string, font = this.fonts.regular) {
    this.keep(34);
    this.text(label.toUpperCase(), { font: this.fonts.bold, size: 7.5, color: MUTED });
    this.text(value, { font, size: 10.5 });
    this.space(4);
  }
}

const HEADING_SIZES = [0, 16, 13.5, 12, 11, 10.5, 10.5];

export function drawBlock(flow: Flow, block: TextBlock) {
  const x = block.indent * INDENT;
  switch (block.kind) {
    case "heading":
      flow.space(block.level === 1 ? 10 : 7);
      flow.text(block.text, { font: flow.fonts.bold, size: HEADING_SIZES[block.level ?? 3], color: NAVY, x });
      flow.space(2);
      return;
    case "item":
      flow.text(block.text, { x: x + INDENT, first: block.marker });
      flow.space(2);
      return;
    case "quote":
      flow.text(block.text, { font: flow.fonts.italic, x: x + INDENT, color: MUTED });
      flow.space(5);
      return;
    case "code":
      for (const line of block.text.split("\n")) flow.text(line, { font: flow.fonts.mono, size: 9, x });
      flow.space(5);
      return;
    case "rule":
      flow.rule();
      return;
    default:
      flow.text(block.text, { x });
      flow.space(5);
  }
}
