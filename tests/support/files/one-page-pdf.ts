import { PDFDocument, StandardFonts } from "pdf-lib";

/** A real one-page PDF saying `text`, for what must open the file (SAMPLE_PDF has no pages). */
export async function onePagePdf(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(text, { x: 56, y: 760, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return new Uint8Array(await pdf.save());
}
