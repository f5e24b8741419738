import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { ProposalPicker } from "./proposal-picker";

/** A deal form's values with the optional proposal under the name both forms give it. */
type WithProposal = FieldValues & { proposal: File | null };

/**
 * The deal's optional proposal as a field of either deal form (docs/product/deals.md#submit): the picker bound
 * to the form's `proposal`, a refused pick shown there, a new pick clearing it.
 */
export function ProposalField<Fields extends WithProposal>({
  id,
  control,
  error,
  onRefuse,
  onPicked,
  disabled,
}: {
  id: string;
  control: Control<Fields>;
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
