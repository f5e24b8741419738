import { describe, expect, it } from "vitest";
import { nameForType, safeFileName, storableFileName } from "./file-names";

describe("storableFileName", () => {
  it.each([
    ["plan\u0000.pdf", "plan.pdf"],
    ["pl\uD800an.pdf", "plan.pdf"],
    ["pl\uDC00an.pdf", "plan.pdf"],
    ["line\nbreak\u007f.pdf", "linebreak.pdf"],
    ["Résumé 😀 \uFFFF.pdf", "Résumé 😀 \uFFFF.pdf"],
    ["\u0000", "document"],
  ])("%j becomes %j", (input, expected) => {
    expect(storableFileName(input)).toBe(expected);
  });
});

describe("safeFileName", () => {
  it.each([
    ["Business Plan 2026.pdf", "Business-Plan-2026.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\licence.docx", "licence.docx"],
    [".hidden.png", "hidden.png"],
    ["résumé (final).doc", "resume-final.doc"],
    ["<script>.jpg", "script.jpg"],
    ["", "document"],
    ["////", "document"],
  ])("%j becomes %j", (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it("keeps the end of very long names, extension included", () => {
    const name = safeFileName(`${"a".repeat(300)}.pdf`);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("nameForType", () => {
  const pdf = { extension: "pdf", aliases: [] };
  const jpg = { extension: "jpg", aliases: ["jpeg"] };
  it.each([
    ["page.html", pdf, "page.pdf"],
    ["setup.exe", pdf, "setup.pdf"],
    ["report.PDF", pdf, "report.pdf"],
    ["plan", pdf, "plan.pdf"],
    [".pdf", pdf, "document.pdf"],
    ["photo.jpeg", jpg, "photo.jpeg"],
    ["photo.png", jpg, "photo.jpg"],
    ["archive.tar.html", pdf, "archive.tar.pdf"],
  ])("%j holding %j is named %j", (name, type, expected) => {
    expect(nameForType(name, type)).toBe(expected);
  });
});
