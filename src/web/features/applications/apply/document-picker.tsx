import { UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { MAX_DOCUMENTS } from "#shared/application-documents";
import { FilePicker } from "#web/components/forms/file-picker";
import { RemoveFileButton } from "#web/components/forms/remove-file-button";
import { DocumentRow } from "../document-row";
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

  const pick = (picked: File[]) => {
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
      <FilePicker
        id={id}
        multiple
        accept={DOCUMENT_ACCEPT}
        disabled={disabled}
        describedBy={`${id}-count${refusals.length > 0 ? ` ${id}-refusals` : ""}`}
        onPick={pick}
        className="flex flex-col items-center gap-1 py-6"
      >
        <UploadIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        <span className="text-sm font-medium text-primary">Attach documents</span>
        <span aria-hidden="true" className="text-xs text-muted-foreground">
          Choose one or more files
        </span>
      </FilePicker>
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
              <RemoveFileButton name={file.name} disabled={disabled} onRemove={() => remove(key)} />
            </DocumentRow>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
