import { describe, expect, it } from "vitest";
import { MAX_LESSON_PDF_BYTES } from "#shared/contracts/learning";
import { formatLessonFileSize, LESSON_FILE_ACCEPT, lessonFileRefusal } from "./lesson-file-check";

const sized = (name: string, size: number) => {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
};

describe("lessonFileRefusal", () => {
  it("offers PDFs and videos", () => {
    expect(LESSON_FILE_ACCEPT).toBe(".pdf,.mp4,.mov");
  });

  it("takes a PDF or a video within its limit", () => {
    expect(lessonFileRefusal(sized("guide.PDF", 1000))).toBeUndefined();
    expect(lessonFileRefusal(sized("demo.mov", 60 * 1024 * 1024))).toBeUndefined();
  });

  it("refuses another type, an empty file and a PDF over 50 MB", () => {
    expect(lessonFileRefusal(sized("notes.txt", 10))).toBe('"notes.txt" is not a PDF or a video (mp4, mov).');
    expect(lessonFileRefusal(sized("pdf", 10))).toBe('"pdf" is not a PDF or a video (mp4, mov).');
    expect(lessonFileRefusal(sized("guide.pdf", 0))).toBe(
      '"guide.pdf" is empty. Please choose another file.',
    );
    expect(lessonFileRefusal(sized("guide.pdf", MAX_LESSON_PDF_BYTES + 1))).toBe(
      '"guide.pdf" is larger than 50 MB. Please choose a smaller file.',
    );
  });

  it("shows sizes in KB below a megabyte, else in MB", () => {
    expect(formatLessonFileSize(830 * 1024)).toBe("830 KB");
    expect(formatLessonFileSize(12.4 * 1024 * 1024)).toBe("12.4 MB");
  });
});
