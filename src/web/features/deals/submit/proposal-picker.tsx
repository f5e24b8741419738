import { FileTextIcon } from "lucide-react";
import { formatFileSizeMb } from "#shared/format";
import { SingleFileField, type SingleFileFieldProps } from "#web/components/forms/single-file-field";
import { PROPOSAL_ACCEPT, proposalRefusal } from "./proposal-check";

/**
 * The deal's optional proposal: one PDF, Word or PowerPoint file, shown with its name and size in MB and
 * removable before sending. A file of another type or over 10 MB is refused here with `onRefuse`.
 */
export function ProposalPicker(props: SingleFileFieldProps) {
  return (
    <SingleFileField
      {...props}
      label="Proposal Document"
      accept={PROPOSAL_ACCEPT}
      hint="Optional. PDF, Word (doc, docx) or PowerPoint (ppt, pptx), up to 10 MB."
      chooseLabel="Attach proposal"
      replaceLabel="Replace proposal"
      refusal={proposalRefusal}
      formatSize={formatFileSizeMb}
      icon={FileTextIcon}
    />
  );
}
