import { FileIcon, UploadIcon } from "lucide-react";
import type { Ref } from "react";
import { FilePicker } from "../../components/file-picker";
import { RemoveFileButton } from "../../components/remove-file-button";
import { formatResourceSize } from "./resource-display";
import { RESOURCE_ACCEPT, RESOURCE_FILE_HINT, resourceFileRefusal } from "./resource-file-check";

/**
 * The resource's one file: PDF, PowerPoint, Word or video, shown with its name and size and removable before
 * sending. A file of another type, an empty one or one over its limit is refused here with `onRefuse`.
 */
export function ResourceFileField({
  id,
  file,
  onChange,
  onRefuse,
  error,
  disabled,
  ref,
}: {
  id: string;
  file: File | null;
  onChange(file: File | null): void;
  onRefuse(reason: string): void;
  /** Why the file was refused, here or by the server; or that none is chosen. */
  error?: string;
  disabled: boolean;
  /** The file input, to focus when the file is missing or was refused. */
  ref?: Ref<HTMLInputElement>;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const pick = ([picked]: File[]) => {
    if (!picked) return;
    const refusal = resourceFileRefusal(picked);
    if (refusal) onRefuse(refusal);
    else onChange(picked);
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <span className="text-sm font-medium leading-none">
        File
        <span aria-hidden="true" className="text-destructive">
          {" "}
          *
        </span>
      </span>
      <FilePicker
        ref={ref}
        id={id}
        accept={RESOURCE_ACCEPT}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        onPick={pick}
        className="flex items-center justify-center gap-2 py-4"
      >
        <UploadIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <span className="text-sm font-medium text-primary">{file ? "Replace file" : "Choose a file"}</span>
      </FilePicker>
      <p id={hintId} className="text-sm text-muted-foreground">
        {RESOURCE_FILE_HINT}
      </p>
      {error ? (
        <p id={errorId} className="text-sm break-words text-destructive">
          {error}
        </p>
      ) : null}
      {file ? (
        <div className="flex min-w-0 items-center gap-3 rounded-md border bg-secondary/50 px-3 py-2">
          <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1">
            <span title={file.name} className="block truncate text-sm font-medium">
              {file.name}
            </span>
            <span className="block text-xs text-muted-foreground">{formatResourceSize(file.size)}</span>
          </span>
          <RemoveFileButton name={file.name} disabled={disabled} onRemove={() => onChange(null)} />
        </div>
      ) : null}
    </div>
  );
}
