import { PDFDocument, type PDFPage, StandardFonts } from "pdf-lib";
import { MUTED, NAVY } from "#server/platform/pdf/pdf-palette";
import { longDate } from "#server/platform/pdf/pdf-text";
import { markdownBlocks } from "./markdown-blocks";
import { drawBlock, Flow, FOOTER_Y, MARGIN } from "./pdf-flow";

/** What a signed agreement's PDF holds (docs/product/agreements.md#the-signed-copy). */
export interface SignedAgreementContent {
  signatureId: string;
  companyName: string;
  /** The text as Markdown, or for a version published as a PDF its bytes (`document`), whose pages come first. */
  version: {
    id: string;
    number: number;
    title: string;
    body: string;
    publishedAt: Date;
    document?: Uint8Array;
  };
  signer: { userId: string; name: string; title: string; email: string };
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  textSha256: string;
}

/** A published PDF's pages, copied into the signed copy in their order. */
async function copiedPages(pdf: PDFDocument, document: Uint8Array): Promise<PDFPage[]> {
  const source = await PDFDocument.load(document);
  const pages = await pdf.copyPages(source, source.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  return pages;
}

/**
 * Draws the signed copy of a version about to be published, with stand-in evidence: a text or a PDF that cannot
 * be drawn is refused at publishing (true when it can), never at a partner's signature.
 */
export async function drawsASignedCopy(version: { body: string; document?: Uint8Array }): Promise<boolean> {
  if (!version.document && !markdownBlocks(version.body)) return false;
  try {
    await signedAgreementPdf({
      signatureId: "00000000-0000-4000-8000-000000000000",
      companyName: "Trial Company",
      version: {
        id: "00000000-0000-4000-8000-000000000000",
        number: 1,
        title: "Trial",
        publishedAt: new Date(),
        ...version,
      },
      signer: { userId: "trial", name: "Trial Signer", title: "Trial", email: "trial@example.com" },
      signedAt: new Date(),
      ipAddress: null,
      userAgent: null,
      textSha256: "0".repeat(64),
    });
    return true;
  } catch {
    return false;
  }
}

const utcMoment = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/**
 * The signed agreement as a PDF: the text the partner signed, then the signature block, the evidence the server
 * recorded and the SHA-256 of the text, with the version and page on every page. Dated by the signature, so the
 * same signature always gives the same document.
 */
export async function signedAgreementPdf(content: SignedAgreementContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setCreationDate(content.signedAt);
  pdf.setModificationDate(content.signedAt);
  pdf.setTitle(
    `${content.version.title}, version ${content.version.number}, signed by ${content.companyName}`,
  );
  pdf.setSubject(`SHA-256 ${content.textSha256}`);
  const [regular, bold, italic, mono] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.HelveticaOblique),
    pdf.embedFont(StandardFonts.Courier),
  ]);
  const { version } = content;
  const copied = version.document ? await copiedPages(pdf, version.document) : [];
  const flow = new Flow(pdf, { regular, bold, italic, mono }, copied);

  flow.text(version.title, { font: bold, size: 20, color: NAVY });
  flow.space(2);
  flow.text(`Version ${version.number}, published ${longDate(version.publishedAt)}`, { color: MUTED });
  flow.text(`Signed for ${content.companyName}`, { color: MUTED });
  flow.rule();
  flow.space(4);

  if (version.document) {
    flow.text(
      `The agreement is the PDF of ${copied.length} ${copied.length === 1 ? "page" : "pages"} before this one, as published; its SHA-256 is below.`,
    );
  } else {
    const blocks = markdownBlocks(version.body);
    // Publishing refuses such a text (drawTrialCopy): one here was stored some other way.
    if (!blocks) throw new Error("the agreement's text nests too deep to draw");
    for (const block of blocks) drawBlock(flow, block);
  }

  flow.space(14);
  // The signature block starts where it fits whole: the heading, its sentence and the three facts.
  flow.keep(190);
  flow.rule();
  flow.space(6);
  flow.text("Signature", { font: bold, size: 14, color: NAVY });
  flow.space(4);
  flow.text(
    `${content.signer.name}, ${content.signer.title}, accepted this agreement on behalf of ${content.companyName} ` +
      `by typing their name and title and ticking "I have read this agreement and accept it on behalf of my company".`,
  );
  flow.space(8);
  flow.fact("Signed by", `${content.signer.name}, ${content.signer.title}`);
  flow.fact("For", content.companyName);
  flow.fact("Signed at", utcMoment(content.signedAt));

  flow.space(8);
  flow.keep(60);
  flow.text("Evidence", { font: bold, size: 14, color: NAVY });
  flow.space(4);
  flow.fact("Signer's e-mail", content.signer.email);
  flow.fact("Signer's account", content.signer.userId, mono);
  flow.fact("Network address", content.ipAddress ?? "Not known");
  flow.fact("Browser", content.userAgent ?? "Not known");
  flow.fact("Agreement version", `${version.number} (${version.id})`);
  flow.fact("Signature", content.signatureId, mono);
  flow.fact("SHA-256 of the text signed", content.textSha256, mono);

  const pageCount = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const footer = `Agreement version ${version.number}  ·  Signature ${content.signatureId}  ·  Page ${index + 1} of ${pageCount}`;
    page.drawText(footer, { x: MARGIN, y: FOOTER_Y, size: 7.5, font: regular, color: MUTED });
  });
  return pdf.save();
}
