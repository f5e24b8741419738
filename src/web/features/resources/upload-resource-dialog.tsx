import { UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { resourceFormSchema } from "#shared/contracts/resources";
import { RESOURCE_CONTENT_TYPES } from "#shared/enums";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { UploadProgress } from "#web/components/forms/upload-progress";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUploadResource } from "./api/upload-resource";
import { CONTENT_TYPE_LABELS } from "./resource-display";
import { ResourceFileField } from "./resource-file-field";

const NO_FILE = "Please select a file.";
/** An upload's one toast: the success of a retry takes the place of the failure before it. */
const RESOURCE_UPLOAD_TOAST = "resource-upload";

/** The server's rules for the fields (lengths, storable text) with its wording, and the file. */
const uploadFormSchema = resourceFormSchema.extend({
  file: z.custom<File | null>().refine((file) => file !== null, { error: NO_FILE }),
});

/** Empty, in the order the dialog shows its inputs: the first with a message gets the focus. */
const EMPTY = { title: "", description: "", contentType: "pdf", isPublic: true, file: null } as const;

/**
 * The upload form, mounted while the dialog is open (so it starts empty each time): title, description,
 * content type (pdf by default), visibility to partners (on by default) and the file, sent with its progress.
 */
function UploadResourceForm({
  onSendingChange,
  onDone,
}: {
  onSendingChange(sending: boolean): void;
  onDone(): void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  // Why the last picked file was refused: a missing file keeps that reason rather than "select a file".
  const pickRefusal = useRef<string>(undefined);
  const upload = useUploadResource();
  const form = useContractForm(uploadFormSchema, { defaultValues: EMPTY });
  const {
    register,
    control,
    getValues,
    setError,
    clearErrors,
    formState: { isSubmitting: sending },
  } = form;

  const send = async ({ file, ...resource }: z.output<typeof uploadFormSchema>) => {
    if (!file) return;
    setProgress(0);
    onSendingChange(true);
    const outcome = await upload.mutateAsync({ ...resource, file, onProgress: setProgress });
    setProgress(null);
    onSendingChange(false);
    if (outcome.ok) {
      toast.success("Resource Uploaded", {
        id: RESOURCE_UPLOAD_TOAST,
        description: `${outcome.resource.title} is in the library${outcome.resource.isPublic ? "" : " as a draft"}.`,
      });
      onDone();
      return;
    }
    toast.error("Upload Failed", {
      id: RESOURCE_UPLOAD_TOAST,
      description: "Could not upload the resource. Please try again.",
    });
    form.refuse(outcome);
  };

  const refused = () => {
    const { title, file } = getValues();
    if (!title.trim() || !file) {
      toast.error("Missing Information", {
        id: RESOURCE_UPLOAD_TOAST,
        description: "Please provide a title and select a file.",
      });
    }
    if (!file && pickRefusal.current) setError("file", { message: pickRefusal.current });
  };

  const publicError = form.error("isPublic");

  return (
    <form
      onSubmit={form.submit(send, refused)}
      noValidate
      aria-label="Upload Resource"
      className="grid min-w-0 gap-4"
    >
      <FormField id={`${id}-title`} label="Title" required error={form.error("title")}>
        {(control) => (
          <Input {...control} maxLength={200} autoComplete="off" disabled={sending} {...register("title")} />
        )}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={form.error("description")}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={2000}
            rows={3}
            disabled={sending}
            placeholder="What it covers and when partners should use it"
            {...register("description")}
          />
        )}
      </FormField>
      <SelectField
        id={`${id}-content-type`}
        label="Content Type"
        name="contentType"
        control={control}
        options={RESOURCE_CONTENT_TYPES}
        optionLabel={(type) => CONTENT_TYPE_LABELS[type]}
        error={form.error("contentType")}
        disabled={sending}
      />
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <input
            id={`${id}-public`}
            type="checkbox"
            disabled={sending}
            aria-describedby={publicError ? `${id}-public-hint ${id}-public-error` : `${id}-public-hint`}
            aria-invalid={publicError ? true : undefined}
            className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
            {...register("isPublic")}
          />
          <label htmlFor={`${id}-public`} className="cursor-pointer text-sm font-medium leading-none">
            Visible to partners
          </label>
        </div>
        <p id={`${id}-public-hint`} className="pl-7 text-sm text-muted-foreground">
          Off keeps it a draft that only administrators see.
        </p>
        {publicError ? (
          <p id={`${id}-public-error`} className="pl-7 text-sm text-destructive">
            {publicError}
          </p>
        ) : null}
      </div>
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <ResourceFileField
            id={`${id}-file`}
            ref={field.ref}
            file={field.value}
            onChange={(picked) => {
              pickRefusal.current = undefined;
              field.onChange(picked);
              clearErrors("file");
            }}
            onRefuse={(reason) => {
              pickRefusal.current = reason;
              setError("file", { message: reason });
            }}
            error={form.error("file")}
            disabled={sending}
          />
        )}
      />
      <UploadProgress percent={progress} uploading="Uploading the resource" />
      <DialogSubmitRow
        label="Upload"
        busy={sending}
        busyLabel="Uploading"
        icon={<UploadIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * Upload Resource: the administrators' button and the dialog it opens. It cannot be closed while a file is
 * being sent; it closes (and its form empties) once the resource is uploaded.
 */
export function UploadResourceDialog() {
  const [sending, setSending] = useState(false);
  return (
    <ActionDialog
      label="Upload Resource"
      icon={<UploadIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
      locked={sending}
    >
      {(close) => (
        <>
          <DialogHeader>
            <DialogTitle>Upload Resource</DialogTitle>
            <DialogDescription>
              Add a sales deck, video or PDF to the library. Partners see it once it is visible to them.
            </DialogDescription>
          </DialogHeader>
          <UploadResourceForm onSendingChange={setSending} onDone={close} />
        </>
      )}
    </ActionDialog>
  );
}
