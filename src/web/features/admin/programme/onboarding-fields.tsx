import { useId } from "react";
import { Controller } from "react-hook-form";
import type { ProgrammeSettings } from "#shared/contracts/programme-settings";
import { FormField } from "#web/components/forms/form-field";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import type { ContractForm } from "#web/lib/forms/use-contract-form";

/**
 * The programme settings' onboarding group: how long a partner's onboarding journey may stand still before the
 * partner counts as stalled, and whether a stalled partner's admins are reminded by mail (at most weekly).
 */
export function OnboardingFields({
  form,
  disabled,
}: {
  form: ContractForm<ProgrammeSettings, ProgrammeSettings>;
  disabled: boolean;
}) {
  const id = useId();
  const remindersError = form.error("journeyReminders");
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-medium">Onboarding</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-stall`}
          label="Stall threshold (days)"
          hint="A partner whose onboarding journey has not moved for this long counts as stalled."
          required
          error={form.error("journeyStallDays")}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={180}
              step={1}
              disabled={disabled}
              {...form.register("journeyStallDays", { valueAsNumber: true })}
            />
          )}
        </FormField>
        <div className="grid content-start gap-2 sm:pt-7">
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="journeyReminders"
              render={({ field }) => (
                <Checkbox
                  id={`${id}-reminders`}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  aria-invalid={remindersError ? true : undefined}
                  aria-describedby={`${id}-reminders-hint${remindersError ? ` ${id}-reminders-error` : ""}`}
                  className="mt-0.5"
                />
              )}
            />
            <div className="grid min-w-0 gap-0.5">
              <Label htmlFor={`${id}-reminders`}>Remind stalled partners by mail (at most once a week)</Label>
              <p id={`${id}-reminders-hint`} className="text-sm text-muted-foreground">
                Their admins are mailed the step they are on; partner managers are told either way.
              </p>
            </div>
          </div>
          {remindersError ? (
            <p id={`${id}-reminders-error`} className="text-sm text-destructive">
              {remindersError}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
