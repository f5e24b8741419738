import { FileTextIcon, UploadIcon, XIcon } from "lucide-react";
import type { ChangeEvent, Ref } from "react";
import { formatFileSizeMb } from "../../../../shared/format";
import { Button } from "../../../components/ui/button";
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

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = "";
    if (!file) return;
    const refusal = proposalRefusal(file);
    if (refusal) onRefuse(refusal);
    else onChange(file);
  };

  return (
    <div className="grid grid-cols-1 gap-2">
      <span className="text-sm font-medium leading-none">Proposal Document</span>
      {/* The native input is hidden: its "No file chosen" would contradict the file shown below. */}
      <input
        ref={ref}
        id={id}
        type="file"
        accept={PROPOSAL_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={pick}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-4 text-center transition-colors hover:bg-secondary/60 peer-focus-visible:border-ring peer-focus-visible:ring-2 peer-focus-visible:ring-ring/40 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-destructive"
      >
        <UploadIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <span className="text-sm font-medium text-primary">
          {proposal ? "Replace proposal" : "Attach proposal"}
        </span>
      </label>
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
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9"
            disabled={disabled}
            aria-label={`Remove ${proposal.name}`}
            onClick={() => onChange(null)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
