import { MAX_PROPOSAL_BYTES, PROPOSAL_EXTENSIONS } from "#shared/contracts/deals";
import { formatSizeLimit } from "#shared/format";

/** What the file picker offers: .pdf,.doc,.docx,.ppt,.pptx. */
export const PROPOSAL_ACCEPT = PROPOSAL_EXTENSIONS.map((extension) => `.${extension}`).join(",");

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
};

/**
 * Why a picked proposal cannot be sent (another type, or over 10 MB), or undefined when it can. The server
 * checks again, by the file's content; this only spares the sender a refused upload.
 */
export function proposalRefusal(file: File): string | undefined {
  if (!(PROPOSAL_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `"${file.name}" is not a PDF, Word (doc, docx) or PowerPoint (ppt, pptx) file.`;
  }
  if (file.size > MAX_PROPOSAL_BYTES) {
    return `"${file.name}" is larger than ${formatSizeLimit(MAX_PROPOSAL_BYTES)}. Please attach a smaller file.`;
  }
  return undefined;
}
