import { useState } from "react";
import { applicationFormFields } from "#shared/contracts/application-form-fields";
import { SubmitRow } from "#web/components/submit-row";
import { UnbrokenText } from "#web/components/unbroken-text";
import { UploadProgress } from "#web/components/upload-progress";
import { toast } from "#web/lib/toast";
import { useContractForm } from "#web/lib/use-contract-form";
import { type SubmittedApplication, useSubmitApplication } from "../api/submit-application";
import { APPLICATION_SECTIONS } from "../application-fields";
import { ApplicationFieldInput } from "./application-field-input";
import { DocumentPicker } from "./document-picker";
import type { SelectedDocument } from "./document-selection";
import { FormSection } from "./form-section";

/** The form's fields in the order it shows them. */
const FIELD_ORDER = APPLICATION_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

/** The partner application: every question, the documents, and the upload with its progress. */
export function ApplicationForm({ onSubmitted }: { onSubmitted(application: SubmittedApplication): void }) {
  const [documents, setDocuments] = useState<SelectedDocument[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmitApplication();
  const form = useContractForm(applicationFormFields, { order: FIELD_ORDER });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.submit(async (values) => {
    setProgress(0);
    const outcome = await submission.mutateAsync({
      values,
      documents: documents.map((document) => document.file),
      onProgress: setProgress,
    });
    setProgress(null);
    if (outcome.ok) {
      toast.success("Application Submitted Successfully", {
        description: (
          <UnbrokenText text="Thank you for applying. We'll review your application within 3-5 business days." />
        ),
      });
      onSubmitted(outcome.application);
      return;
    }
    toast.error("Application Failed", {
      description: "There was an error submitting your application. Please try again.",
    });
    // The server checks the same rules; what it still refuses goes under its field or beside the button.
    form.refuse(outcome);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Partner application">
      {APPLICATION_SECTIONS.map((section) => (
        <FormSection key={section.id} id={section.id} title={section.title} description={section.description}>
          {section.id === "documents" ? (
            <div className="sm:col-span-2">
              <DocumentPicker
                documents={documents}
                onDocumentsChange={setDocuments}
                disabled={isSubmitting}
              />
            </div>
          ) : (
            section.fields.map((field) => (
              <ApplicationFieldInput
                key={field.name}
                field={field}
                register={register}
                control={control}
                errors={errors}
                disabled={isSubmitting}
              />
            ))
          )}
        </FormSection>
      ))}
      <SubmitRow label="Submit Application" size="lg" busy={isSubmitting} reasons={form.reasons}>
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>
        <UploadProgress percent={progress} uploading="Uploading your application" />
      </SubmitRow>
    </form>
  );
}
