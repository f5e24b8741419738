import { FileIcon, FileVideoIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { EditableCourse } from "#shared/contracts/learning";
import { FilePicker } from "#web/components/forms/file-picker";
import { RemoveFileButton } from "#web/components/forms/remove-file-button";
import { Spinner } from "#web/components/ui/spinner";
import { failureText } from "#web/lib/transport/failure-text";
import { useRemoveLessonFile } from "../api/remove-lesson-file";
import { useUploadLessonFile } from "../api/upload-lesson-file";
import {
  formatLessonFileSize,
  LESSON_FILE_ACCEPT,
  LESSON_FILE_HINT,
  lessonFileRefusal,
} from "./lesson-file-check";

type LessonFile = NonNullable<EditableCourse["lessons"][number]["file"]>;

const reasonOf = (error: unknown) => failureText(error);

/**
 * A saved lesson's one video or PDF (docs/product/learning.md#courses): picking a file uploads it at once,
 * replacing any the lesson had; the stored file shows its name and size and can be removed.
 */
export function LessonFileField({
  id,
  courseId,
  lessonId,
  lessonName,
  file,
}: {
  id: string;
  courseId: string;
  lessonId: string;
  /** How the lesson is named to assistive technology, e.g. "lesson 2". */
  lessonName: string;
  file: LessonFile | null;
}) {
  const [error, setError] = useState<string>();
  const upload = useUploadLessonFile({
    mutationConfig: {
      onSuccess: (_course, { file: sent }) => {
        setError(undefined);
        toast.success("File Uploaded", { description: `${sent.name} is attached to ${lessonName}.` });
      },
      onError: (refusal) => {
        const reason = reasonOf(refusal);
        setError(reason);
        toast.error("Upload Failed", { description: reason });
      },
    },
  });
  const remove = useRemoveLessonFile({
    mutationConfig: {
      onSuccess: () => toast.success("File Removed"),
      onError: (refusal) => toast.error("Could Not Remove the File", { description: reasonOf(refusal) }),
    },
  });
  const busy = upload.isPending || remove.isPending;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const pick = ([picked]: File[]) => {
    if (!picked) return;
    const refused = lessonFileRefusal(picked);
    if (refused) {
      setError(refused);
      return;
    }
    setError(undefined);
    upload.mutate({ courseId, lessonId, file: picked });
  };

  const Icon =
    file?.type === "application/pdf" || file?.name.toLowerCase().endsWith(".pdf") ? FileIcon : FileVideoIcon;

  return (
    <div className="grid min-w-0 gap-2">
      <span className="text-sm font-medium leading-none">Video or PDF</span>
      <FilePicker
        id={id}
        accept={LESSON_FILE_ACCEPT}
        disabled={busy}
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        onPick={pick}
        className="flex items-center justify-center gap-2 py-3"
      >
        {upload.isPending ? (
          <Spinner label="Uploading the file" />
        ) : (
          <UploadIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        )}
        <span className="text-sm font-medium text-primary">
          {upload.isPending ? "Uploading..." : file ? "Replace file" : "Choose a file"}
          <span className="sr-only"> for {lessonName}</span>
        </span>
      </FilePicker>
      <p id={hintId} className="text-sm text-muted-foreground">
        {LESSON_FILE_HINT}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm break-words text-destructive">
          {error}
        </p>
      ) : null}
      {file ? (
        <div className="flex min-w-0 items-center gap-3 rounded-md border bg-secondary/50 px-3 py-2">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1">
            <span title={file.name} className="block truncate text-sm font-medium">
              {file.name}
            </span>
            <span className="block text-xs text-muted-foreground">{formatLessonFileSize(file.size)}</span>
          </span>
          <RemoveFileButton
            name={file.name}
            disabled={busy}
            onRemove={() => remove.mutate({ courseId, lessonId })}
          />
        </div>
      ) : null}
    </div>
  );
}
