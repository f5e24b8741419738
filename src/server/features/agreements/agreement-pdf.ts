import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { INK, MUTED, NAVY } from "#server/platform/pdf/pdf-palette";
import { drawableText, longDate, wrapped } from "#server/platform/pdf/pdf-text";
import { markdownBlocks, type TextBlock } from "./markdown-blocks";

/** What a signed agreement's PDF holds (docs/product/agreements.md#the-signed-copy). */
export interface SignedAgreementContent {
  signatureId: string;
  companyName: string;
  /** The text as Markdown, or for a version published as a PDF its bytes (`document`), whose pages come first. */
  version: {
    id: string;
    number: number;
    title: string;
    body: string;
    publishedAt: Date;
    document?: Uint8Array;
  };
  signer: { userId: string; name: string; title: string; email: string };
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  textSha256: string;
}

// A4 portrait, in points.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 56;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const FOOTER_Y = 30;
const INDENT = 16;

const RULE = rgb(0.8, 0.82, 0.85);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  mono: PDFFont;
}

/** Lays text down the page and starts a new page when the next line would not fit. */
class Flow {
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

function drawBlock(flow: Flow, block: TextBlock) {
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

/** A published PDF's pages, copied into the signed copy in their order. */
async function copiedPages(pdf: PDFDocument, document: Uint8Array): Promise<PDFPage[]> {
  const source = await PDFDocument.load(document);
  const pages = await pdf.copyPages(source, source.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  return pages;
}

const utcMoment = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/**
 * The signed agreement as a PDF: the text the partner signed, then the signature block, the evidence the server
 * recorded and the SHA-256 of the text, with the version and page on every page. Dated by the signature, so the
 * same signature always gives the same document.
 */
export async function signedAgreementPdf(content: SignedAgreementContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setCreationDate(content.signedAt);
  pdf.setModificationDate(content.signedAt);
  pdf.setTitle(
    `${content.version.title}, version ${content.version.number}, signed by ${content.companyName}`,
  );
  pdf.setSubject(`SHA-256 ${content.textSha256}`);
  const [regular, bold, italic, mono] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.HelveticaOblique),
    pdf.embedFont(StandardFonts.Courier),
  ]);
  const { version } = content;
  const copied = version.document ? await copiedPages(pdf, version.document) : [];
  const flow = new Flow(pdf, { regular, bold, italic, mono }, copied);

  flow.text(version.title, { font: bold, size: 20, color: NAVY });
  flow.space(2);
  flow.text(`Version ${version.number}, published ${longDate(version.publishedAt)}`, { color: MUTED });
  flow.text(`Signed for ${content.companyName}`, { color: MUTED });
  flow.rule();
  flow.space(4);

  if (version.document) {
    flow.text(
      `The agreement is the PDF of ${copied.length} ${copied.length === 1 ? "page" : "pages"} before this one, as published; its SHA-256 is below.`,
    );
  } else {
    for (const block of markdownBlocks(version.body)) drawBlock(flow, block);
  }

  flow.space(14);
  // The signature block starts where it fits whole: the heading, its sentence and the three facts.
  flow.keep(190);
  flow.rule();
  flow.space(6);
  flow.text("Signature", { font: bold, size: 14, color: NAVY });
  flow.space(4);
  flow.text(
    `${content.signer.name}, ${content.signer.title}, accepted this agreement on behalf of ${content.companyName} ` +
      `by typing their name and title and ticking "I have read this agreement and accept it on behalf of my company".`,
  );
  flow.space(8);
  flow.fact("Signed by", `${content.signer.name}, ${content.signer.title}`);
  flow.fact("For", content.companyName);
  flow.fact("Signed at", utcMoment(content.signedAt));

  flow.space(8);
  flow.keep(60);
  flow.text("Evidence", { font: bold, size: 14, color: NAVY });
  flow.space(4);
  flow.fact("Signer's e-mail", content.signer.email);
  flow.fact("Signer's account", content.signer.userId, mono);
  flow.fact("Network address", content.ipAddress ?? "Not known");
  flow.fact("Browser", content.userAgent ?? "Not known");
  flow.fact("Agreement version", `${version.number} (${version.id})`);
  flow.fact("Signature", content.signatureId, mono);
  flow.fact("SHA-256 of the text signed", content.textSha256, mono);

  const pageCount = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const footer = `Agreement version ${version.number}  ·  Signature ${content.signatureId}  ·  Page ${index + 1} of ${pageCount}`;
    page.drawText(footer, { x: MARGIN, y: FOOTER_Y, size: 7.5, font: regular, color: MUTED });
  });
  return pdf.save();
}
