import { useId } from "react";
import { type Control, Controller } from "react-hook-form";
import {
  CONFLICT_POLICIES,
  type ConflictPolicy,
  type ProgrammeSettings,
} from "#shared/contracts/programme-settings";
import { Label } from "#web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "#web/components/ui/radio-group";

const CHOICES: Record<ConflictPolicy, { label: string; hint: string }> = {
  first_approved: {
    label: "First approved wins",
    hint: "Another partner's approved deal protects its customer; a reviewer may override the protection.",
  },
  co_sell: {
    label: "Co-selling with a commission split",
    hint: "A reviewer may let both partners sell to the customer and split the commission between them.",
  },
};

/**
 * Who keeps a customer that a second partner registers while another's registration protects it
 * (docs/product/programme.md#co-selling): each choice with what it means.
 */
export function ConflictPolicyField({
  control,
  disabled,
  error,
}: {
  control: Control<ProgrammeSettings, unknown, ProgrammeSettings>;
  disabled: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
        Conflict policy
      </legend>
      <Controller
        control={control}
        name="conflictPolicy"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={`${id}-legend`}
            value={field.value}
            onValueChange={(value) => {
              const chosen = CONFLICT_POLICIES.find((policy) => policy === value);
              if (chosen) field.onChange(chosen);
            }}
            disabled={disabled}
            className="gap-3 sm:grid-cols-2"
          >
            {CONFLICT_POLICIES.map((policy) => {
              const itemId = `${id}-${policy}`;
              return (
                <div key={policy} className="flex items-start gap-3 rounded-md border px-3 py-2.5">
                  <RadioGroupItem
                    id={itemId}
                    value={policy}
                    aria-describedby={`${itemId}-hint`}
                    // The chosen item is the one Tab reaches, so a refusal's focus goes there.
                    ref={policy === field.value ? field.ref : undefined}
                    className="mt-0.5"
                  />
                  <div className="grid min-w-0 gap-0.5">
                    <Label htmlFor={itemId}>{CHOICES[policy].label}</Label>
                    <p id={`${itemId}-hint`} className="text-sm text-muted-foreground">
                      {CHOICES[policy].hint}
                    </p>
                  </div>
                </div>
              );
            })}
          </RadioGroup>
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
