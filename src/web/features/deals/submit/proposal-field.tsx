import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { SubmitRow } from "#web/components/forms/submit-row";
import { UploadProgress } from "#web/components/forms/upload-progress";
import type { ContractForm } from "#web/lib/forms/use-contract-form";
import { ProposalPicker } from "./proposal-picker";

/** A deal form's values with the optional proposal under the name both forms give it. */
type WithProposal = FieldValues & { proposal: File | null };

/**
 * The deal's optional proposal as a field of either deal form (docs/product/deals.md#submit): the picker bound
 * to the form's `proposal`, a refused pick shown there, a new pick clearing it.
 */
export function ProposalField<Fields extends WithProposal, Values = Fields>({
  id,
  control,
  error,
  onRefuse,
  onPicked,
  disabled,
}: {
  id: string;
  control: Control<Fields, unknown, Values>;
  error?: string;
  onRefuse(message: string): void;
  onPicked(): void;
  disabled: boolean;
}) {
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name={"proposal" as FieldPath<Fields>}
        render={({ field }) => (
          <ProposalPicker
            id={id}
            ref={field.ref}
            file={field.value}
            onChange={(file) => {
              field.onChange(file);
              onPicked();
            }}
            onRefuse={onRefuse}
            error={error}
            disabled={disabled}
          />
        )}
      />
    </div>
  );
}

/**
 * How both deal forms end: the proposal field, then Submit Deal with the refusal alert and the upload's
 * progress while it is sent.
 */
export function ProposalAndSubmit<Fields extends WithProposal, Values>({
  id,
  form,
  disabled,
  progress,
}: {
  id: string;
  form: ContractForm<Fields, Values>;
  disabled: boolean;
  progress: number | null;
}) {
  const proposal = "proposal" as FieldPath<Fields> & keyof Fields;
  return (
    <>
      <ProposalField
        id={`${id}-proposal`}
        control={form.control}
        error={form.error(proposal)}
        onRefuse={(message) => form.setError(proposal, { message })}
        onPicked={() => form.clearErrors(proposal)}
        disabled={disabled}
      />
      <SubmitRow
        label="Submit Deal"
        busy={form.formState.isSubmitting}
        reasons={form.reasons}
        className="sm:col-span-2"
      >
        <UploadProgress percent={progress} uploading="Uploading your deal" />
      </SubmitRow>
    </>
  );
}
