import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  type ApplicationForm as ApplicationFormFields,
  type ApplicationFormValues,
  applicationFormSchema,
} from "../../../../shared/contracts/applications";
import { SubmitRow } from "../../../components/submit-row";
import { UploadProgress } from "../../../components/upload-progress";
import { refusalReasons } from "../../../lib/refusal-reasons";
import { firstInvalid as firstInvalidField, useFocusAfterSubmit } from "../../../lib/use-focus-after-submit";
import { type SubmittedApplication, useSubmitApplication } from "../api/submit-application";
import { APPLICATION_SECTIONS, type ApplicationFieldName } from "../application-fields";
import { ApplicationFieldInput } from "./application-field-input";
import { DocumentPicker } from "./document-picker";
import type { SelectedDocument } from "./document-selection";
import { FormSection } from "./form-section";

/** The form's fields in the order it shows them. */
const FIELD_ORDER = APPLICATION_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));
const FIELD_NAMES = new Set<string>(FIELD_ORDER);
const isFieldName = (name: string | undefined): name is ApplicationFieldName =>
  name !== undefined && FIELD_NAMES.has(name);

/** The partner application: every question, the documents, and the upload with its progress. */
export function ApplicationForm({ onSubmitted }: { onSubmitted(application: SubmittedApplication): void }) {
  const [documents, setDocuments] = useState<SelectedDocument[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const submission = useSubmitApplication();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormFields, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    shouldFocusError: false,
  });
  const focusAfterSubmit = useFocusAfterSubmit(isSubmitting, setFocus);

  const submit = handleSubmit(
    async (values) => {
      setReasons([]);
      setProgress(0);
      const outcome = await submission.mutateAsync({
        values,
        documents: documents.map((document) => document.file),
        onProgress: setProgress,
      });
      setProgress(null);
      if (outcome.ok) {
        toast.success("Application Submitted Successfully", {
          description: "Thank you for applying. We'll review your application within 3-5 business days.",
        });
        onSubmitted(outcome.application);
        return;
      }
      toast.error("Application Failed", {
        description: "There was an error submitting your application. Please try again.",
      });
      // The server checks the same rules; what it still refuses goes under its field or beside the button.
      const unplaced: string[] = [];
      let firstInvalid: ApplicationFieldName | undefined;
      for (const issue of outcome.issues) {
        if (isFieldName(issue.field)) {
          setError(issue.field, { message: issue.message });
          firstInvalid ??= issue.field;
        } else unplaced.push(issue.message);
      }
      setReasons(refusalReasons(outcome, unplaced));
      focusAfterSubmit(firstInvalid);
    },
    (invalid) => focusAfterSubmit(firstInvalidField(invalid, FIELD_ORDER)),
  );

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
      <SubmitRow label="Submit Application" size="lg" busy={isSubmitting} reasons={reasons}>
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>
        <UploadProgress percent={progress} uploading="Uploading your application" />
      </SubmitRow>
    </form>
  );
}
