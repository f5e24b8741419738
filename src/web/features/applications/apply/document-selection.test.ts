import { describe, expect, it } from "vitest";
import { addDocuments } from "./document-selection";

const file = (name: string, size = 100) => {
  const created = new File(["x"], name);
  Object.defineProperty(created, "size", { value: size });
  return created;
};

describe("addDocuments", () => {
  it("adds accepted files in order, each with its own key", () => {
    const first = addDocuments([], [file("a.pdf"), file("b.DOCX"), file("c.jpeg")]);
    expect(first.refusals).toEqual([]);
    const second = addDocuments(first.documents, [file("a.pdf")]);
    expect(second.documents.map((document) => document.file.name)).toEqual([
      "a.pdf",
      "b.DOCX",
      "c.jpeg",
      "a.pdf",
    ]);
    expect(new Set(second.documents.map((document) => document.key)).size).toBe(4);
  });

  it("refuses other types, files over 10 MB and anything beyond the tenth, keeping the rest", () => {
    const nine = addDocuments(
      [],
      Array.from({ length: 9 }, (_, n) => file(`doc-${n}.pdf`)),
    ).documents;
    const result = addDocuments(nine, [
      file("setup.exe"),
      file("huge.pdf", 10 * 1024 * 1024 + 1),
      file("exactly-10mb.png", 10 * 1024 * 1024),
      file("eleventh.pdf"),
    ]);
    expect(result.documents).toHaveLength(10);
    expect(result.documents.at(-1)?.file.name).toBe("exactly-10mb.png");
    expect(result.refusals).toEqual([
      '"setup.exe" is not a PDF, Word document (doc, docx) or JPEG/PNG image.',
      '"huge.pdf" is larger than 10 MB. Please attach a smaller file.',
      '"eleventh.pdf" was not added: please attach at most 10 documents.',
    ]);
  });
});
