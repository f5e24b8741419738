import { lazy, Suspense, useState } from "react";
import { applicationFormFields } from "#shared/contracts/application-form-fields";
import { SubmitRow } from "#web/components/forms/submit-row";
import { DayRangesOnOneLine } from "#web/components/text/day-ranges-on-one-line";
import { usePublicForm } from "#web/lib/forms/use-public-form";
import { toast } from "#web/lib/toasts/toast";
import type { SubmittedApplication } from "../api/submit-application";
import { APPLICATION_SECTIONS } from "../application-fields";
import { ApplicationFieldInput } from "./application-field-input";
import { DocumentPicker } from "./document-picker";
import type { SelectedDocument } from "./document-selection";
import { FormSection } from "./form-section";

// What runs only once the form is sent loads then, not with the page (decision 0036): the upload and its
// progress bar.
const UploadProgress = lazy(() =>
  import("#web/components/forms/upload-progress").then((module) => ({ default: module.UploadProgress })),
);

/** The form's fields in the order it shows them. */
const FIELD_ORDER = APPLICATION_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

/** The partner application: every question, the documents, and the upload with its progress. */
export function ApplicationForm({
  onSubmitted,
}: {
  /** Called with the application and the contact e-mail it was filed with. */
  onSubmitted(application: SubmittedApplication, email: string): void;
}) {
  const [documents, setDocuments] = useState<SelectedDocument[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const form = usePublicForm(applicationFormFields, { order: FIELD_ORDER });
  const isSubmitting = form.submitting;

  const submit = form.submit(async (values) => {
    setProgress(0);
    const { submitApplication } = await import("../api/submit-application");
    const outcome = await submitApplication(
      values,
      documents.map((document) => document.file),
      setProgress,
    );
    setProgress(null);
    if (outcome.ok) {
      toast.success("Application Submitted Successfully", {
        description: (
          <DayRangesOnOneLine text="Thank you for applying. We'll review your application within 3-5 business days." />
        ),
      });
      onSubmitted(outcome.application, values.contactEmail);
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
              <ApplicationFieldInput key={field.name} field={field} form={form} disabled={isSubmitting} />
            ))
          )}
        </FormSection>
      ))}
      <SubmitRow label="Submit Application" size="lg" busy={isSubmitting} reasons={form.reasons}>
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>
        {progress === null ? null : (
          <Suspense fallback={null}>
            <UploadProgress percent={progress} uploading="Uploading your application" />
          </Suspense>
        )}
      </SubmitRow>
    </form>
  );
}
