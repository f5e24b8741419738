import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { create as createQrCode } from "qrcode";
import { INK, MUTED, NAVY } from "#server/platform/pdf/pdf-palette";
import { drawableText, longDate, wrapped } from "#server/platform/pdf/pdf-text";

/** What a certificate shows (docs/product/learning.md#certificates). */
export interface CertificateContent {
  holderName: string;
  courseTitle: string;
  completedAt: Date;
  verificationCode: string;
  /** The public page that confirms the certificate, printed and drawn as a QR code. */
  verificationUrl: string;
}

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 28;
const CONTENT_WIDTH = 620;

const GOLD = rgb(0.72, 0.6, 0.36);
const PAPER = rgb(0.99, 0.98, 0.96);

const widthOf = (text: string, font: PDFFont, size: number) => font.widthOfTextAtSize(text, size);

/** The longest start of `text` that fits `width` with an ellipsis after it. */
function truncated(text: string, font: PDFFont, size: number, width: number): string {
  const chars = Array.from(text);
  while (chars.length > 0 && widthOf(`${chars.join("")}…`, font, size) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/** One line at the largest size from `max` down to `min` that fits; past `min`, cut with an ellipsis. */
function fittedLine(text: string, font: PDFFont, max: number, min: number, width: number) {
  for (let size = max; size >= min; size -= 1) {
    if (widthOf(text, font, size) <= width) return { text, size };
  }
  return { text: truncated(text, font, min, width), size: min };
}

/** At most `maxLines` lines at the largest size that holds them all; past `min`, the last line is cut. */
function fittedLines(text: string, font: PDFFont, max: number, min: number, width: number, maxLines: number) {
  for (let size = max; size >= min; size -= 1) {
    const lines = wrapped(text, font, size, width);
    if (lines.length <= maxLines) return { lines, size };
  }
  const lines = wrapped(text, font, min, width);
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncated(lines.slice(maxLines - 1).join(" "), font, min, width);
  return { lines: kept, size: min };
}

function drawCentred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  page.drawText(text, { x: (WIDTH - widthOf(text, font, size)) / 2, y, size, font, color });
}

/** The QR code as filled squares, one rectangle per run of dark modules in a row. */
function drawQrCode(page: PDFPage, url: string, x: number, y: number, size: number) {
  const { modules } = createQrCode(url, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      page.drawRectangle({
        x: x + start * cell,
        y: y + size - (row + 1) * cell,
        width: (column - start) * cell,
        // A hair taller than the cell, so adjacent rows leave no visible seam when rasterised.
        height: cell + 0.05,
        color: INK,
      });
    }
  }
}

/** A landscape A4 certificate of completion with the verification code and a QR code to check it. */
export async function certificatePdf(content: CertificateContent): Promise<Uint8Array> {
  // Dated by the completion, not by the moment of rendering, so every download (and a HEAD's length) is the same.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setCreationDate(content.completedAt);
  pdf.setModificationDate(content.completedAt);
  pdf.setTitle(`Certificate of Completion: ${content.courseTitle}`);
  pdf.setSubject(content.holderName);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const [serifBold, serifItalic, sans, sansBold, mono] = await Promise.all([
    pdf.embedFont(StandardFonts.TimesRomanBold),
    pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.Courier),
  ]);

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: PAPER });
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width: WIDTH - 2 * MARGIN,
    height: HEIGHT - 2 * MARGIN,
    borderColor: NAVY,
    borderWidth: 2.5,
  });
  page.drawRectangle({
    x: MARGIN + 8,
    y: MARGIN + 8,
    width: WIDTH - 2 * (MARGIN + 8),
    height: HEIGHT - 2 * (MARGIN + 8),
    borderColor: GOLD,
    borderWidth: 0.75,
  });

  drawCentred(page, "Certificate of Completion", 448, serifBold, 38, NAVY);
  page.drawLine({
    start: { x: WIDTH / 2 - 60, y: 428 },
    end: { x: WIDTH / 2 + 60, y: 428 },
    thickness: 1,
    color: GOLD,
  });

  drawCentred(page, "This certifies that", 390, sans, 13, MUTED);
  const name = fittedLine(drawableText(content.holderName, serifItalic), serifItalic, 34, 18, CONTENT_WIDTH);
  drawCentred(page, name.text, 348, serifItalic, name.size);
  drawCentred(page, "has completed", 310, sans, 13, MUTED);

  const title = fittedLines(drawableText(content.courseTitle, sansBold), sansBold, 22, 11, CONTENT_WIDTH, 4);
  const lineHeight = title.size * 1.25;
  title.lines.forEach((line, index) => {
    drawCentred(page, line, 272 - index * lineHeight, sansBold, title.size, NAVY);
  });

  const left = MARGIN + 42;
  page.drawText("DATE OF COMPLETION", { x: left, y: 134, size: 8, font: sansBold, color: MUTED });
  page.drawText(longDate(content.completedAt), { x: left, y: 116, size: 13, font: sans, color: INK });
  page.drawText("VERIFICATION CODE", { x: left, y: 88, size: 8, font: sansBold, color: MUTED });
  page.drawText(drawableText(content.verificationCode, mono), {
    x: left,
    y: 70,
    size: 12,
    font: mono,
    color: INK,
  });

  const qrSize = 84;
  const qrRight = WIDTH - MARGIN - 42;
  drawQrCode(page, content.verificationUrl, qrRight - qrSize, 78, qrSize);
  const url = fittedLine(drawableText(content.verificationUrl, sans), sans, 8, 5, 320);
  page.drawText(url.text, {
    x: qrRight - widthOf(url.text, sans, url.size),
    y: 62,
    size: url.size,
    font: sans,
    color: MUTED,
  });

  return pdf.save();
}
