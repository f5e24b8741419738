import { FileTextIcon, UploadIcon } from "lucide-react";
import type { Ref } from "react";
import { formatFileSizeMb } from "../../../../shared/format";
import { FilePicker } from "../../../components/file-picker";
import { RemoveFileButton } from "../../../components/remove-file-button";
import { PROPOSAL_ACCEPT, proposalRefusal } from "./proposal-check";

/**
 * The deal's optional proposal: one PDF, Word or PowerPoint file, shown with its name and size in MB and
 * removable before sending. A file of another type or over 10 MB is refused here with `onRefuse`.
 */
export function ProposalPicker({
  id,
  proposal,
  onChange,
  onRefuse,
  error,
  disabled,
  ref,
}: {
  id: string;
  proposal: File | null;
  onChange(file: File | null): void;
  onRefuse(reason: string): void;
  /** Why the file was refused, here or by the server. */
  error?: string;
  disabled: boolean;
  /** The file input, to focus when the server refused the file. */
  ref?: Ref<HTMLInputElement>;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const pick = ([file]: File[]) => {
    if (!file) return;
    const refusal = proposalRefusal(file);
    if (refusal) onRefuse(refusal);
    else onChange(file);
  };

  return (
    <div className="grid grid-cols-1 gap-2">
      <span className="text-sm font-medium leading-none">Proposal Document</span>
      <FilePicker
        ref={ref}
        id={id}
        accept={PROPOSAL_ACCEPT}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        onPick={pick}
        className="flex items-center justify-center gap-2 py-4"
      >
        <UploadIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <span className="text-sm font-medium text-primary">
          {proposal ? "Replace proposal" : "Attach proposal"}
        </span>
      </FilePicker>
      <p id={hintId} className="text-sm text-muted-foreground">
        Optional. PDF, Word (doc, docx) or PowerPoint (ppt, pptx), up to 10 MB.
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {proposal ? (
        <div className="flex items-center gap-3 rounded-md border bg-secondary/50 px-3 py-2">
          <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1">
            <span title={proposal.name} className="block truncate text-sm font-medium">
              {proposal.name}
            </span>
            <span className="block text-xs text-muted-foreground">{formatFileSizeMb(proposal.size)}</span>
          </span>
          <RemoveFileButton name={proposal.name} disabled={disabled} onRemove={() => onChange(null)} />
        </div>
      ) : null}
    </div>
  );
}
