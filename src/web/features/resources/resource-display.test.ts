import { describe, expect, it } from "vitest";
import { formatResourceSize, opensInBrowser } from "./resource-display";
import { resourceFileRefusal } from "./resource-file-check";

const fileOf = (name: string, size: number) => {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
};

describe("formatResourceSize", () => {
  it.each([
    [2_516_582, "2.4 MB"],
    [1024 * 1024, "1.0 MB"],
    [500 * 1024 * 1024, "500.0 MB"],
    [524_288, "512 KB"],
    [1_048_575, "1,024 KB"],
    [12, "1 KB"],
    [0, "0 KB"],
  ])("shows %i bytes as %s", (bytes, shown) => expect(formatResourceSize(bytes)).toBe(shown));
});

describe("opensInBrowser", () => {
  it("opens PDFs and mp4/mov videos, and downloads everything else", () => {
    expect(opensInBrowser("application/pdf")).toBe(true);
    expect(opensInBrowser("video/mp4")).toBe(true);
    expect(opensInBrowser("video/quicktime")).toBe(true);
    expect(opensInBrowser("video/x-msvideo")).toBe(false);
    expect(opensInBrowser("application/msword")).toBe(false);
    expect(opensInBrowser(null)).toBe(false);
  });
});

describe("resourceFileRefusal", () => {
  it("accepts the library's types up to their limits, whatever the case of the extension", () => {
    for (const name of ["a.pdf", "a.PPT", "a.pptx", "a.doc", "a.docx", "a.mp4", "a.MOV", "a.avi"]) {
      expect(resourceFileRefusal(fileOf(name, 1000)), name).toBeUndefined();
    }
    expect(resourceFileRefusal(fileOf("a.pdf", 50 * 1024 * 1024))).toBeUndefined();
    expect(resourceFileRefusal(fileOf("a.avi", 500 * 1024 * 1024))).toBeUndefined();
  });

  it("refuses other types, empty files and files over their limit", () => {
    expect(resourceFileRefusal(fileOf("a.png", 1000))).toMatch(/is not a PDF/);
    expect(resourceFileRefusal(fileOf("pdf", 1000))).toMatch(/is not a PDF/);
    expect(resourceFileRefusal(fileOf("a.pdf", 0))).toBe('"a.pdf" is empty. Please choose another file.');
    expect(resourceFileRefusal(fileOf("a.docx", 50 * 1024 * 1024 + 1))).toBe(
      '"a.docx" is larger than 50 MB. Please choose a smaller file.',
    );
    expect(resourceFileRefusal(fileOf("a.mov", 500 * 1024 * 1024 + 1))).toBe(
      '"a.mov" is larger than 500 MB. Please choose a smaller file.',
    );
  });
});
