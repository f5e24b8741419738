import { useFormContext, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { ReportDefinition, ReportFormValues, reportFormSchema } from "#shared/contracts/reports";
import { formErrorAt } from "#web/lib/forms/form-error-at";
import { withValidSort } from "./report-draft";

type ReportFormOutput = z.output<typeof reportFormSchema>;

/** The builder's one form, as its sections reach it. */
export const useReportForm = () => useFormContext<ReportFormValues, unknown, ReportFormOutput>();

/**
 * The definition being built, a change to it (a sort it no longer shows is dropped), and the message of one of
 * its parts (`filters.0.values`), from the contract's check or the server's refusal.
 */
export function useDefinition() {
  const { control, setValue, formState } = useReportForm();
  const definition = useWatch({ control, name: "definition" }) as ReportDefinition;
  const { errors, isSubmitted } = formState;
  return {
    definition,
    change(next: ReportDefinition) {
      // Once a save was tried, each change is checked again, so a message goes as soon as its cause does.
      setValue("definition", withValidSort(next), { shouldDirty: true, shouldValidate: isSubmitted });
    },
    errorAt: (path: string) => formErrorAt(errors, `definition.${path}`),
  };
}
