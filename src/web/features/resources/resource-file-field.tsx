import { FileIcon } from "lucide-react";
import { SingleFileField, type SingleFileFieldProps } from "#web/components/forms/single-file-field";
import { formatResourceSize } from "./resource-display";
import { RESOURCE_ACCEPT, RESOURCE_FILE_HINT, resourceFileRefusal } from "./resource-file-check";

/**
 * The resource's one file: PDF, PowerPoint, Word or video, shown with its name and size and removable before
 * sending. A file of another type, an empty one or one over its limit is refused here with `onRefuse`.
 */
export function ResourceFileField(props: SingleFileFieldProps) {
  return (
    <SingleFileField
      {...props}
      label="File"
      required
      accept={RESOURCE_ACCEPT}
      hint={RESOURCE_FILE_HINT}
      chooseLabel="Choose a file"
      replaceLabel="Replace file"
      refusal={resourceFileRefusal}
      formatSize={formatResourceSize}
      icon={FileIcon}
    />
  );
}
