import { SaveIcon } from "lucide-react";
import { useCallback, useId, useRef } from "react";
import { Controller, type FieldPath, FormProvider } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { type ReportFormValues, type ReportItem, reportFormSchema } from "#shared/contracts/reports";
import { REPORT_VISIBILITIES } from "#shared/enums";
import { REPORT_VISIBILITY_LABELS } from "#shared/labels";
import { paths } from "#web/app/paths";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";
import { Textarea } from "#web/components/ui/textarea";
import { useFocusAfterSubmit } from "#web/lib/focus/use-focus-after-submit";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useCreateReport } from "../api/create-report";
import { useUpdateReport } from "../api/update-report";
import { ColumnsField } from "./columns-field";
import { DatasetField } from "./dataset-field";
import { FiltersField } from "./filters-field";
import { GroupingField } from "./grouping-field";
import type { ReportDraft } from "./report-draft";
import { ReportPreview } from "./report-preview";
import { reportRefusalOf } from "./report-refusal";
import { SortField } from "./sort-field";
import { useDefinition } from "./use-definition";

const VISIBILITY_HINTS = {
  private: "Only you see it.",
  shared: "Every staff member who may view reports sees it.",
} as const;

/**
 * The report builder's one form over the report contract: name, description, who sees it (sharing with all staff
 * needs manage_reports) and the definition, with a live preview under it. `saved` is the report being edited
 * (none: a new one); once saved, the report's page opens.
 */
export function ReportBuilderForm({
  saved,
  draft,
  canShare,
}: {
  saved: ReportItem | undefined;
  draft: ReportDraft;
  canShare: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm(reportFormSchema, {
    defaultValues: draft,
    order: ["name", "description", "visibility", "definition"],
  });
  const create = useCreateReport();
  const update = useUpdateReport();
  const {
    register,
    setError,
    formState: { isSubmitting },
  } = form;
  // A refused part of the definition is none of the form's top-level fields: the first marked invalid on screen
  // gets the focus once the fields are enabled again.
  const focusFirstInvalid = useFocusAfterSubmit(
    isSubmitting,
    useCallback(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), []),
  );

  const refuse = (error: unknown) => {
    const failure = rpcFailureOf(error) ?? { status: 0, issues: [] };
    toast.error("Report Not Saved", { description: failureText(error) });
    const { refusal, nested } = reportRefusalOf(failure);
    for (const issue of nested)
      setError(issue.path as FieldPath<ReportFormValues>, { message: issue.message });
    form.refuse(refusal);
    if (nested.length > 0) focusFirstInvalid(true);
  };

  const send = async (values: ReportFormValues) => {
    try {
      const report = saved
        ? await update.mutateAsync({ ...values, id: saved.id })
        : await create.mutateAsync(values);
      toast.success(saved ? "Report Saved" : "Report Created", { description: `${report.name} is saved.` });
      navigate(paths.businessIntelligence.report.to(report.id));
    } catch (error) {
      refuse(error);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={form.submit(send, () => focusFirstInvalid(true))}
        noValidate
        aria-label={saved ? `Edit ${saved.name}` : "New report"}
        className="grid min-w-0 gap-6"
      >
        <Card>
          <CardContent className="grid gap-4 px-4 sm:px-6">
            <h2 className="text-lg font-semibold">Details</h2>
            <FormField id={`${id}-name`} label="Name" required error={form.error("name")}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={120}
                  autoComplete="off"
                  disabled={isSubmitting}
                  {...register("name")}
                />
              )}
            </FormField>
            <FormField id={`${id}-description`} label="Description" error={form.error("description")}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={500}
                  placeholder="What the report answers"
                  disabled={isSubmitting}
                  {...register("description")}
                />
              )}
            </FormField>
            <VisibilityField idPrefix={id} form={form} canShare={canShare} disabled={isSubmitting} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-6 px-4 sm:px-6">
            <h2 className="text-lg font-semibold">Definition</h2>
            <DatasetField idPrefix={id} disabled={isSubmitting} />
            <ShownColumns idPrefix={id} disabled={isSubmitting} />
            <FiltersField idPrefix={id} disabled={isSubmitting} />
            <GroupingField idPrefix={id} disabled={isSubmitting} />
            <SortField idPrefix={id} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="px-4 sm:px-6">
            <BuilderPreview />
          </CardContent>
        </Card>
        <div className="grid gap-4">
          <RefusalAlert reasons={form.reasons} />
          <BusyButton
            type="submit"
            busy={isSubmitting}
            busyLabel="Saving"
            icon={<SaveIcon aria-hidden="true" />}
            className="w-full sm:w-auto sm:justify-self-end"
          >
            {saved ? "Save Report" : "Create Report"}
          </BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}

/** The columns of an ungrouped report; a grouped one shows its groups and figures instead. */
function ShownColumns({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const { definition } = useDefinition();
  if (definition.grouping) {
    return (
      <p className="text-sm text-muted-foreground">
        A grouped report shows its groups and their figures as its columns.
      </p>
    );
  }
  return <ColumnsField idPrefix={idPrefix} disabled={disabled} />;
}

function BuilderPreview() {
  const { definition } = useDefinition();
  return <ReportPreview definition={definition} />;
}

/** Who sees the report: the choice of all staff only for holders of manage_reports, its setting shown to others. */
function VisibilityField({
  idPrefix,
  form,
  canShare,
  disabled,
}: {
  idPrefix: string;
  form: ReturnType<typeof useContractForm<ReportFormValues, unknown>>;
  canShare: boolean;
  disabled: boolean;
}) {
  const labelId = `${idPrefix}-visibility-label`;
  const errorId = `${idPrefix}-visibility-error`;
  const error = form.error("visibility");
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        Who sees it
      </span>
      <Controller
        control={form.control}
        name="visibility"
        render={({ field }) =>
          canShare ? (
            <RadioGroup
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
              value={field.value ?? "private"}
              onValueChange={field.onChange}
              disabled={disabled}
              className="grid gap-2 sm:grid-cols-2"
            >
              {REPORT_VISIBILITIES.map((visibility) => {
                const itemId = `${idPrefix}-visibility-${visibility}`;
                return (
                  <div key={visibility} className="flex items-start gap-3 rounded-md border p-3">
                    <RadioGroupItem
                      id={itemId}
                      value={visibility}
                      ref={visibility === field.value ? field.ref : undefined}
                      aria-describedby={`${itemId}-hint`}
                      aria-invalid={error ? true : undefined}
                      className="mt-0.5"
                    />
                    <div className="grid gap-1">
                      <Label htmlFor={itemId}>{REPORT_VISIBILITY_LABELS[visibility]}</Label>
                      <p id={`${itemId}-hint`} className="text-sm text-muted-foreground">
                        {VISIBILITY_HINTS[visibility]}
                      </p>
                    </div>
                  </div>
                );
              })}
            </RadioGroup>
          ) : (
            <p className="text-sm">
              {REPORT_VISIBILITY_LABELS[field.value ?? "private"]}:{" "}
              <span className="text-muted-foreground">
                {VISIBILITY_HINTS[field.value ?? "private"]} Sharing with all staff needs manage_reports.
              </span>
            </p>
          )
        }
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
