import { UploadIcon } from "lucide-react";
import { type FormEvent, useCallback, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { resourceFormSchema } from "../../../shared/contracts/resources";
import { RESOURCE_CONTENT_TYPES, type ResourceContentType } from "../../../shared/enums";
import { FormField } from "../../components/form-field";
import { RefusalAlert } from "../../components/refusal-alert";
import { BusyButton } from "../../components/ui/busy-button";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { UploadProgress } from "../../components/upload-progress";
import { refusalReasons } from "../../lib/refusal-reasons";
import { useFocusAfterSubmit } from "../../lib/use-focus-after-submit";
import { type ResourceInputName, useUploadResource } from "./api/upload-resource";
import { CONTENT_TYPE_LABELS } from "./resource-display";
import { ResourceFileField } from "./resource-file-field";

type FieldErrors = Partial<Record<ResourceInputName, string>>;

/** The dialog's inputs in the order it shows them: the first with a message gets the focus. */
const FIELD_ORDER: readonly ResourceInputName[] = ["title", "description", "contentType", "isPublic", "file"];
const isInputName = (name: string | undefined): name is ResourceInputName =>
  (FIELD_ORDER as readonly (string | undefined)[]).includes(name);

const firstOf = (errors: FieldErrors) => FIELD_ORDER.find((name) => errors[name] !== undefined);

const isContentType = (value: string): value is ResourceContentType =>
  (RESOURCE_CONTENT_TYPES as readonly string[]).includes(value);

/**
 * The upload form, mounted while the dialog is open (so it starts empty each time): title, description,
 * content type (pdf by default), visibility to partners (on by default) and the file, sent with its progress.
 */
function UploadResourceForm({
  onSendingChange,
  onUploaded,
}: {
  onSendingChange(sending: boolean): void;
  onUploaded(): void;
}) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [contentType, setContentType] = useState<ResourceContentType>("pdf");
  const [isPublic, setIsPublic] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reasons, setReasons] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadResource();
  const sending = progress !== null;

  const inputs = useRef<Partial<Record<ResourceInputName, HTMLElement | null>>>({});
  const focus = useCallback((name: ResourceInputName) => inputs.current[name]?.focus(), []);
  const focusAfterSending = useFocusAfterSubmit(sending, focus);
  const bind = (name: ResourceInputName) => (element: HTMLElement | null) => {
    inputs.current[name] = element;
  };

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    const first = firstOf(found);
    if (first) focus(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setReasons([]);
    if (!title.trim() || !file) {
      toast.error("Missing Information", { description: "Please provide a title and select a file." });
      refuse({
        ...(title.trim() ? {} : { title: "Title is required." }),
        // A file refused on picking keeps its reason.
        ...(file ? {} : { file: errors.file ?? "Please select a file." }),
      });
      return;
    }
    // The server's rules for the fields (lengths, storable text), with its wording.
    const checked = resourceFormSchema.safeParse({
      title,
      description,
      contentType,
      isPublic,
    });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0]);
        if (isInputName(name)) found[name] ??= issue.message;
      }
      refuse(found);
      return;
    }

    setErrors({});
    setProgress(0);
    onSendingChange(true);
    const outcome = await upload.mutateAsync({
      title: checked.data.title,
      description: checked.data.description,
      contentType: checked.data.contentType,
      isPublic: checked.data.isPublic,
      file,
      onProgress: setProgress,
    });
    setProgress(null);
    onSendingChange(false);

    if (outcome.ok) {
      toast.success("Resource Uploaded", {
        description: `${outcome.resource.title} is in the library${outcome.resource.isPublic ? "" : " as a draft"}.`,
      });
      onUploaded();
      return;
    }
    toast.error("Upload Failed", { description: "Could not upload the resource. Please try again." });
    const found: FieldErrors = {};
    const unplaced: string[] = [];
    for (const issue of outcome.issues) {
      if (isInputName(issue.field)) found[issue.field] ??= issue.message;
      else unplaced.push(issue.message);
    }
    setErrors(found);
    setReasons(refusalReasons({ status: outcome.status, message: outcome.message }, unplaced));
    focusAfterSending(firstOf(found));
  };

  const errorOf = (name: ResourceInputName) => errors[name];
  const clear = (name: ResourceInputName) => setErrors(({ [name]: _cleared, ...rest }) => rest);

  return (
    <form onSubmit={submit} noValidate aria-label="Upload Resource" className="grid min-w-0 gap-4">
      <FormField id={`${id}-title`} label="Title" required error={errorOf("title")}>
        {(control) => (
          <Input
            {...control}
            ref={bind("title")}
            value={title}
            maxLength={200}
            autoComplete="off"
            disabled={sending}
            onChange={(event) => {
              setTitle(event.target.value);
              clear("title");
            }}
          />
        )}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errorOf("description")}>
        {(control) => (
          <Textarea
            {...control}
            ref={bind("description")}
            value={description}
            maxLength={2000}
            rows={3}
            disabled={sending}
            placeholder="What it covers and when partners should use it"
            onChange={(event) => {
              setDescription(event.target.value);
              clear("description");
            }}
          />
        )}
      </FormField>
      <FormField id={`${id}-content-type`} label="Content Type" error={errorOf("contentType")}>
        {(control) => (
          <Select
            value={contentType}
            disabled={sending}
            onValueChange={(next) => {
              if (isContentType(next)) setContentType(next);
              clear("contentType");
            }}
          >
            <SelectTrigger {...control} ref={bind("contentType")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RESOURCE_CONTENT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {CONTENT_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <input
            id={`${id}-public`}
            ref={bind("isPublic")}
            type="checkbox"
            checked={isPublic}
            disabled={sending}
            aria-describedby={
              errorOf("isPublic") ? `${id}-public-hint ${id}-public-error` : `${id}-public-hint`
            }
            aria-invalid={errorOf("isPublic") ? true : undefined}
            onChange={(event) => {
              setIsPublic(event.target.checked);
              clear("isPublic");
            }}
            className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
          />
          <label htmlFor={`${id}-public`} className="cursor-pointer text-sm font-medium leading-none">
            Visible to partners
          </label>
        </div>
        <p id={`${id}-public-hint`} className="pl-7 text-sm text-muted-foreground">
          Off keeps it a draft that only administrators see.
        </p>
        {errorOf("isPublic") ? (
          <p id={`${id}-public-error`} className="pl-7 text-sm text-destructive">
            {errorOf("isPublic")}
          </p>
        ) : null}
      </div>
      <ResourceFileField
        id={`${id}-file`}
        ref={bind("file")}
        file={file}
        onChange={(picked) => {
          setFile(picked);
          clear("file");
        }}
        onRefuse={(reason) => setErrors((current) => ({ ...current, file: reason }))}
        error={errorOf("file")}
        disabled={sending}
      />
      <UploadProgress percent={progress} uploading="Uploading the resource" />
      <RefusalAlert reasons={reasons} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={sending}>
            Cancel
          </Button>
        </DialogClose>
        <BusyButton
          type="submit"
          busy={sending}
          busyLabel="Uploading"
          icon={<UploadIcon aria-hidden="true" />}
        >
          Upload
        </BusyButton>
      </DialogFooter>
    </form>
  );
}

/**
 * Upload Resource: the administrators' button and the dialog it opens. It cannot be closed while a file is
 * being sent; it closes (and its form empties) once the resource is uploaded.
 */
export function UploadResourceDialog() {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (sending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button type="button" className="w-full sm:w-auto">
          <UploadIcon aria-hidden="true" />
          Upload Resource
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Resource</DialogTitle>
          <DialogDescription>
            Add a sales deck, video or PDF to the library. Partners see it once it is visible to them.
          </DialogDescription>
        </DialogHeader>
        <UploadResourceForm onSendingChange={setSending} onUploaded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
