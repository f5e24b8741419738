const encoder = new TextEncoder();

/** PDF text strings escape backslashes and parentheses; the demo text is plain ASCII. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** A one-page PDF (A4) with a title and lines of text in Helvetica. */
export function demoPdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    "BT /F1 20 Tf 72 770 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 11 Tf 0 -32 Td 16 TL",
    ...lines.map((line) => `(${pdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Partner Portal demo data) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
}
