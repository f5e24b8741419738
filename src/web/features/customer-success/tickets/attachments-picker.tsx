import { FileTextIcon, PaperclipIcon } from "lucide-react";
import { useId, useState } from "react";
import { MAX_TICKET_ATTACHMENTS } from "#shared/contracts/tickets";
import { formatFileSizeKb } from "#shared/format";
import { FilePicker } from "#web/components/forms/file-picker";
import { RemoveFileButton } from "#web/components/forms/remove-file-button";
import { ATTACHMENT_ACCEPT, addAttachments, type SelectedAttachment } from "./attachment-selection";

/**
 * A ticket message's files, picked several at a time into a list where each can be removed before sending;
 * `error` is the server's refusal of one of them.
 */
export function AttachmentsPicker({
  attachments,
  onAttachmentsChange,
  error,
  disabled,
}: {
  attachments: readonly SelectedAttachment[];
  onAttachmentsChange(attachments: SelectedAttachment[]): void;
  error?: string;
  disabled: boolean;
}) {
  const id = useId();
  const [refusals, setRefusals] = useState<string[]>([]);
  const shown = error ? [...refusals, error] : refusals;

  const pick = (picked: File[]) => {
    const result = addAttachments(attachments, picked);
    setRefusals(result.refusals);
    onAttachmentsChange(result.attachments);
  };

  const remove = (key: number) => {
    setRefusals([]);
    onAttachmentsChange(attachments.filter((attachment) => attachment.key !== key));
  };

  return (
    <div className="grid gap-2">
      <FilePicker
        id={id}
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={disabled}
        invalid={shown.length > 0}
        describedBy={`${id}-count${shown.length > 0 ? ` ${id}-refusals` : ""}`}
        onPick={pick}
        className="flex items-center justify-center gap-2 py-3"
      >
        <PaperclipIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="text-sm font-medium text-primary">Attach files</span>
      </FilePicker>
      <p id={`${id}-count`} className="text-xs text-muted-foreground">
        {attachments.length} of {MAX_TICKET_ATTACHMENTS} files attached: images, PDFs, text or CSV files, Word
        or Excel documents, up to 10 MB each.
      </p>
      {shown.length > 0 ? (
        <ul id={`${id}-refusals`} role="alert" className="grid gap-1 text-sm text-destructive">
          {shown.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      ) : null}
      {attachments.length > 0 ? (
        <ul aria-label="Attached files" className="grid gap-2">
          {attachments.map(({ key, file }) => (
            <li key={key} className="flex items-center gap-3 rounded-md border bg-secondary/50 px-3 py-1">
              <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1">
                <span title={file.name} className="block truncate text-sm font-medium">
                  {file.name}
                </span>
                <span className="block text-xs text-muted-foreground">{formatFileSizeKb(file.size)}</span>
              </span>
              <RemoveFileButton name={file.name} disabled={disabled} onRemove={() => remove(key)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
