import { type LucideIcon, UploadIcon } from "lucide-react";
import type { Ref } from "react";
import { FilePicker } from "./file-picker";
import { RequiredMark } from "./form-field";
import { RemoveFileButton } from "./remove-file-button";

/** What a form's one file is called and which files it takes; each form has its own words. */
export interface SingleFileFieldKind {
  /** The field's name above the picker, e.g. "File". */
  label: string;
  /** Shows the required marker after the label. */
  required?: boolean;
  /** What the file picker offers, e.g. ".pdf,.doc". */
  accept: string;
  /** Which files, and how large; read out with the picker. */
  hint: string;
  /** The picker's words while no file is chosen, e.g. "Choose a file". */
  chooseLabel: string;
  /** The picker's words once a file is chosen, e.g. "Replace file". */
  replaceLabel: string;
  /** Why a picked file cannot be sent, or undefined when it can. */
  refusal(file: File): string | undefined;
  /** The chosen file's size as shown under its name. */
  formatSize(bytes: number): string;
  /** The chosen file's icon. */
  icon: LucideIcon;
}

/** What the form gives the field: its file, what it does with a pick or a refusal, and why the file was refused. */
export interface SingleFileFieldProps {
  id: string;
  file: File | null;
  onChange(file: File | null): void;
  onRefuse(reason: string): void;
  /** Why the file was refused, here or by the server; or that none is chosen. */
  error?: string;
  disabled: boolean;
  /** The file input, to focus when the file is missing or was refused. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A form's one file: a picker with its hint and error, then the chosen file with its name and size, removable
 * before sending. A file that `refusal` turns down is not taken; its reason goes to `onRefuse`.
 */
export function SingleFileField({
  id,
  file,
  onChange,
  onRefuse,
  error,
  disabled,
  ref,
  label,
  required = false,
  accept,
  hint,
  chooseLabel,
  replaceLabel,
  refusal,
  formatSize,
  icon: FileKindIcon,
}: SingleFileFieldProps & SingleFileFieldKind) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const pick = ([picked]: File[]) => {
    if (!picked) return;
    const refused = refusal(picked);
    if (refused) onRefuse(refused);
    else onChange(picked);
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <span className="text-sm font-medium leading-none">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <FilePicker
        ref={ref}
        id={id}
        accept={accept}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        onPick={pick}
        className="flex items-center justify-center gap-2 py-4"
      >
        <UploadIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <span className="text-sm font-medium text-primary">{file ? replaceLabel : chooseLabel}</span>
      </FilePicker>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm break-words text-destructive">
          {error}
        </p>
      ) : null}
      {file ? (
        <div className="flex min-w-0 items-center gap-3 rounded-md border bg-secondary/50 px-3 py-2">
          <FileKindIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1">
            <span title={file.name} className="block truncate text-sm font-medium">
              {file.name}
            </span>
            <span className="block text-xs text-muted-foreground">{formatSize(file.size)}</span>
          </span>
          <RemoveFileButton name={file.name} disabled={disabled} onRemove={() => onChange(null)} />
        </div>
      ) : null}
    </div>
  );
}
