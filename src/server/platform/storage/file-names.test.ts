import { describe, expect, it } from "vitest";
import { safeFileName } from "./file-names";

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
