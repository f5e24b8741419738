import { UploadIcon, XIcon } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { MAX_DOCUMENTS } from "../../../../shared/contracts/applications";
import { DocumentRow } from "../../../components/document-row";
import { Button } from "../../../components/ui/button";
import { addDocuments, DOCUMENT_ACCEPT, type SelectedDocument } from "./document-selection";

/** Picks supporting documents, several at a time, into a list where each can be removed before sending. */
export function DocumentPicker({
  documents,
  onDocumentsChange,
  disabled,
}: {
  documents: readonly SelectedDocument[];
  onDocumentsChange(documents: SelectedDocument[]): void;
  disabled: boolean;
}) {
  const id = useId();
  const [refusals, setRefusals] = useState<string[]>([]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = "";
    const result = addDocuments(documents, picked);
    setRefusals(result.refusals);
    onDocumentsChange(result.documents);
  };

  const remove = (key: number) => {
    setRefusals([]);
    onDocumentsChange(documents.filter((document) => document.key !== key));
  };

  return (
    <div className="grid gap-3">
      {/* The native input is hidden: its "No file chosen" would contradict the list below. */}
      <input
        id={id}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-count${refusals.length > 0 ? ` ${id}-refusals` : ""}`}
        onChange={pick}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-input px-4 py-6 text-center transition-colors hover:bg-secondary/60 peer-focus-visible:border-ring peer-focus-visible:ring-2 peer-focus-visible:ring-ring/40 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <UploadIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        <span className="text-sm font-medium text-primary">Attach documents</span>
        <span aria-hidden="true" className="text-xs text-muted-foreground">
          Choose one or more files
        </span>
      </label>
      <p id={`${id}-count`} className="text-sm text-muted-foreground">
        {documents.length} of {MAX_DOCUMENTS} files attached.
      </p>
      {refusals.length > 0 ? (
        <ul id={`${id}-refusals`} role="alert" className="grid gap-1 text-sm text-destructive">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <ul aria-label="Attached documents" className="grid gap-2">
          {documents.map(({ key, file }) => (
            <DocumentRow key={key} name={file.name} size={file.size} className="bg-secondary/50">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(key)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </DocumentRow>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
