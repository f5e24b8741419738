import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { drawableText, longDate } from "#server/platform/pdf/pdf-text";
import { pdfText } from "#tests/support/files/pdf-text";
import { type CertificateContent, certificatePdf } from "./certificate-pdf";

const CODE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const content = (overrides: Partial<CertificateContent> = {}): CertificateContent => ({
  holderName: "Casey Contact",
  courseTitle: "Selling the Platform",
  completedAt: new Date("2026-11-25T18:30:00Z"),
  verificationCode: CODE,
  verificationUrl: `https://portal.example.com/verify/${CODE}`,
  ...overrides,
});

describe("the certificate PDF", () => {
  it("is one landscape A4 page naming the holder, the course, the date, the code and where to verify it", async () => {
    const bytes = await certificatePdf(content());
    const pages = (await PDFDocument.load(bytes)).getPages();
    expect(pages).toHaveLength(1);
    const size = pages[0]?.getSize();
    expect(size?.width).toBeCloseTo(841.89, 1);
    expect(size?.height).toBeCloseTo(595.28, 1);
    const text = pdfText(bytes);
    for (const expected of [
      "Certificate of Completion",
      "Casey Contact",
      "has completed",
      "Selling the Platform",
      "25 November 2026",
      CODE,
      `https://portal.example.com/verify/${CODE}`,
    ])
      expect(text).toContain(expected);
  });

  it("is the same bytes each time it is drawn, dated by the completion", async () => {
    const first = await certificatePdf(content());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(Buffer.from(await certificatePdf(content())).equals(Buffer.from(first))).toBe(true);
    expect((await PDFDocument.load(first)).getCreationDate()).toEqual(content().completedAt);
  });

  it("keeps the accented letters the standard fonts have", async () => {
    expect(pdfText(await certificatePdf(content({ holderName: "Zoë Ångström" })))).toContain("Zoë Ångström");
  });

  it("draws a name the standard fonts cannot encode, folding or replacing what they lack", async () => {
    const text = pdfText(
      await certificatePdf(content({ holderName: "陈伟 Chén 🎓", courseTitle: "Ｆｕｌｌ ﬁt" })),
    );
    expect(text).toContain("?? Chén ?");
    expect(text).toContain("Full fit");
  });

  it("draws HTML in a title as the characters it is made of", async () => {
    const title = `<b>Intro</b> & <script>alert("x")</script>`;
    expect(pdfText(await certificatePdf(content({ courseTitle: title })))).toContain(title);
  });

  it("wraps the longest title, and breaks a word wider than the page, keeping every character", async () => {
    const words = "Partner Programme Essentials ".repeat(5);
    // The widest letter, up to the 200 characters a title may have.
    const title = `${words}${"W".repeat(200 - words.length)}`;
    const bytes = await certificatePdf(content({ courseTitle: title }));
    expect(pdfText(bytes).replace(/ /g, "")).toContain(title.replace(/ /g, ""));
  });
});

describe("drawable text", () => {
  it("folds letters to their base and replaces the rest, one mark per character", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(drawableText("Zoë Ångström", font)).toBe("Zoë Ångström");
    expect(drawableText("Łukasz Ďurček", font)).toBe("?ukasz Durcek");
    expect(drawableText("李 😀", font)).toBe("? ?");
    expect(drawableText("two\nlines", font)).toBe("two lines");
  });
});

describe("the long date", () => {
  it("reads day, month and year in UTC", () => {
    expect(longDate(new Date("2026-11-25T23:30:00Z"))).toBe("25 November 2026");
  });
});
