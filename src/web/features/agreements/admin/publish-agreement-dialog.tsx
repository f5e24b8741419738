import { SendIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { AGREEMENT_GRACE_MAX, publishAgreementForm } from "#shared/contracts/agreements";
import { BUSINESS_TYPES } from "#shared/enums";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { Markdown } from "#web/components/text/markdown";
import { Button } from "#web/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { businessTypeLabel } from "#web/domain/business-type-labels";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { toast } from "#web/lib/toasts/toast";
import { usePublishAgreement, usePublishAgreementPdf } from "../api/agreement-versions";
import { AgreementFormatField } from "./agreement-format-field";
import { AgreementPdfPicker } from "./agreement-pdf-picker";

type PublishValues = z.output<typeof publishAgreementForm>;

/** Publish New Version and its dialog (docs/product/agreements.md#publishing). */
export function PublishAgreementDialog() {
  return (
    <ActionDialog
      label="Publish New Version"
      icon={<SendIcon aria-hidden="true" />}
      variant="default"
      contentClassName="sm:max-w-3xl"
    >
      {(close) => <PublishForm onDone={close} />}
    </ActionDialog>
  );
}

function PublishForm({ onDone }: { onDone(): void }) {
  const id = useId();
  const publish = usePublishAgreement();
  const publishPdf = usePublishAgreementPdf();
  const [preview, setPreview] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useContractForm(publishAgreementForm, {
    defaultValues: {
      title: "Partner Programme Agreement",
      format: "markdown",
      body: "",
      businessType: "",
      graceDays: 30,
    },
    order: ["title", "businessType", "graceDays", "format", "body"],
  });
  const busy = form.formState.isSubmitting;
  const format = form.watch("format");

  const send = async ({ format: given, body, ...fields }: PublishValues) => {
    if (given === "pdf" && !file) {
      setFileError("Please choose the agreement's PDF file.");
      fileInput.current?.focus();
      return;
    }
    try {
      const version =
        given === "pdf" && file
          ? await publishPdf.mutateAsync({ agreement: fields, document: file })
          : await publish.mutateAsync({ ...fields, body });
      toast.success(`Version ${version.number} published`, {
        description: "Partners it reaches sign it from their dashboard.",
      });
      onDone();
    } catch (error) {
      form.refuseCall(error, "The agreement was not published");
    }
  };

  return (
    <form
      // A refused text is shown where it is written: the preview has no field to point at.
      onSubmit={form.submit(send, (invalid) => invalid.body && setPreview(false))}
      noValidate
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>Publish New Version</DialogTitle>
        <DialogDescription>
          A published version is never changed: partners it reaches sign it, and a correction is a new
          version.
        </DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-title`} label="Title" required error={form.error("title")}>
        {(field) => <Input {...field} autoComplete="off" {...form.register("title")} disabled={busy} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-audience`}
          label="For"
          name="businessType"
          control={form.control}
          options={BUSINESS_TYPES}
          optionLabel={businessTypeLabel}
          emptyLabel="Every partner"
          native
          error={form.error("businessType")}
          disabled={busy}
        />
        <FormField
          id={`${id}-grace`}
          label="Grace period (days)"
          required
          hint={`Partners approved before this version keep registering deals this long while they have not signed it (0 to ${AGREEMENT_GRACE_MAX}).`}
          error={form.error("graceDays")}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              max={AGREEMENT_GRACE_MAX}
              {...form.register("graceDays", { valueAsNumber: true })}
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="format"
        render={({ field }) => (
          <AgreementFormatField value={field.value} onChange={field.onChange} disabled={busy} />
        )}
      />
      {format === "pdf" ? (
        <AgreementPdfPicker
          id={`${id}-file`}
          ref={fileInput}
          file={file}
          onChange={(next) => {
            setFile(next);
            setFileError(undefined);
          }}
          onRefuse={setFileError}
          error={fileError ?? form.error("body")}
          disabled={busy}
        />
      ) : (
        <div className="grid gap-2">
          <div className="flex justify-end">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={preview}
              onClick={() => setPreview(!preview)}
            >
              {preview ? "Back to Editing" : "Preview"}
            </Button>
          </div>
          {preview ? (
            <section
              aria-label="Preview of the agreement text"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls must be reachable by keyboard to scroll.
              tabIndex={0}
              className="max-h-80 min-h-40 overflow-y-auto rounded-md border p-3"
            >
              <Markdown>{form.getValues("body") || "Nothing written yet."}</Markdown>
            </section>
          ) : (
            <FormField
              id={`${id}-body`}
              label="Agreement text"
              required
              hint="Markdown: # headings, blank lines between paragraphs, - lists. Shown as written: nothing in it runs."
              error={form.error("body")}
            >
              {(field) => (
                <Textarea
                  {...field}
                  rows={14}
                  className="font-mono text-sm"
                  {...form.register("body")}
                  disabled={busy}
                />
              )}
            </FormField>
          )}
        </div>
      )}
      <DialogSubmitRow
        label="Publish"
        busy={busy}
        busyLabel="Publishing"
        icon={<SendIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
