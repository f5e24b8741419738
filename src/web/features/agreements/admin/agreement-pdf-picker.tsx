import { FileTextIcon } from "lucide-react";
import { AGREEMENT_DOCUMENT_MAX_BYTES } from "#shared/contracts/agreements";
import { formatFileSizeMb } from "#shared/format";
import { SingleFileField, type SingleFileFieldProps } from "#web/components/forms/single-file-field";

/** Why a picked file cannot be the agreement: not a PDF by its name, or over 10 MB (the server checks its content). */
function pdfRefusal(file: File): string | undefined {
  if (!file.name.toLowerCase().endsWith(".pdf"))
    return `"${file.name}" is not a PDF. Please choose a PDF file.`;
  if (file.size > AGREEMENT_DOCUMENT_MAX_BYTES)
    return `"${file.name}" is larger than 10 MB. Please choose a smaller file.`;
  return undefined;
}

/** The new version's PDF: its pages are what partners sign. */
export function AgreementPdfPicker(props: SingleFileFieldProps) {
  return (
    <SingleFileField
      {...props}
      label="Agreement PDF"
      required
      accept=".pdf,application/pdf"
      hint="A PDF of up to 10 MB, not password-protected. Each signed copy starts with its pages."
      chooseLabel="Choose the PDF"
      replaceLabel="Replace the PDF"
      refusal={pdfRefusal}
      formatSize={formatFileSizeMb}
      icon={FileTextIcon}
    />
  );
}
