import type { PDFFont } from "pdf-lib";

// Text the PDFs the server makes (certificates, signed agreements) draw with pdf-lib's standard fonts.

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A date as it reads on a certificate: 25 November 2026. */
export const longDate = (date: Date) => LONG_DATE.format(date);

/**
 * Text the standard fonts can draw: they encode only WinAnsi, so a character outside it is folded to its base
 * letters (NFKD without the marks) and whatever still cannot be drawn becomes "?". Line breaks and other
 * control characters become spaces: a name or title is drawn as one run of text, never interpreted.
 */
export function drawableText(text: string, font: PDFFont): string {
  const drawable = new Set(font.getCharacterSet());
  const canDraw = (char: string) => drawable.has(char.codePointAt(0) ?? 0);
  let result = "";
  for (const char of text.normalize("NFC")) {
    if (/\p{Cc}/u.test(char)) result += " ";
    else if (canDraw(char)) result += char;
    else {
      const folded = Array.from(char.normalize("NFKD").replace(/\p{M}/gu, "")).filter(canDraw).join("");
      result += folded || "?";
    }
  }
  return result;
}

const widthOf = (text: string, font: PDFFont, size: number) => font.widthOfTextAtSize(text, size);

/** Greedy word wrap; a word wider than the line is broken between characters. */
export function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, font, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const char of Array.from(word)) {
      if (line && widthOf(line + char, font, size) > width) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}
