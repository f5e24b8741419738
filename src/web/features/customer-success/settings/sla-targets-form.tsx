import { useId, useRef } from "react";
import { toast } from "sonner";
import {
  type CustomerSuccessSettings,
  customerSuccessSettingsSchema,
} from "#shared/contracts/customer-success-settings";
import { TICKET_PRIORITIES } from "#shared/enums";
import { formatDuration } from "#shared/format";
import { TICKET_PRIORITY_LABELS } from "#shared/labels";
import { FormField } from "#web/components/forms/form-field";
import { SubmitRow } from "#web/components/forms/submit-row";
import { Input } from "#web/components/ui/input";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUpdateCustomerSuccessSettings } from "../api/update-customer-success-settings";
import { sectionFieldError, useSectionMistakes } from "./settings-section";

const targetsSchema = customerSuccessSettingsSchema.pick({ slaPolicies: true });

/** Most pressing first, as a support team reads its targets. */
const PRIORITIES = [...TICKET_PRIORITIES].reverse();

const TARGETS = [
  { target: "firstResponseMinutes", label: "First response (minutes)" },
  { target: "resolutionMinutes", label: "Resolution (minutes)" },
] as const;

/** A target in business minutes as hours and minutes of business time, for the field's help text. */
const inBusinessTime = (minutes: unknown) =>
  typeof minutes === "number" && Number.isInteger(minutes) && minutes > 0
    ? `${formatDuration(minutes)} of business hours.`
    : "Business minutes, e.g. 480 for 8 hours.";

/**
 * The first response and resolution targets of each priority, in business minutes of the calendar below
 * (docs/product/customer-success.md#sla-targets).
 */
export function SlaTargetsForm({ saved }: { saved: CustomerSuccessSettings }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm(targetsSchema, { defaultValues: { slaPolicies: saved.slaPolicies } });
  const save = useUpdateCustomerSuccessSettings();
  const mistakes = useSectionMistakes(form, formRef, "slaPolicies");
  const {
    register,
    watch,
    formState: { isSubmitting, errors },
  } = form;

  const submit = form.submit(async (values) => {
    try {
      const next = await save.mutateAsync({ ...saved, slaPolicies: values.slaPolicies });
      form.reset({ slaPolicies: next.slaPolicies });
      toast.success("SLA Targets Saved", {
        description: "Each ticket follows them from its next change; until then it keeps its due times.",
      });
    } catch (error) {
      mistakes.refuse(error, "SLA Targets Not Saved");
    }
  }, mistakes.onInvalid);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="SLA targets" className="grid gap-6">
      {PRIORITIES.map((priority) => (
        <fieldset key={priority} className="grid gap-3">
          <legend className="mb-3 text-sm font-semibold">{TICKET_PRIORITY_LABELS[priority]}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {TARGETS.map(({ target, label }) => (
              <FormField
                key={target}
                id={`${id}-${priority}-${target}`}
                label={label}
                hint={inBusinessTime(watch(`slaPolicies.${priority}.${target}`))}
                error={sectionFieldError(errors, `slaPolicies.${priority}.${target}`)}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    disabled={isSubmitting}
                    {...register(`slaPolicies.${priority}.${target}`, { valueAsNumber: true })}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}
      <SubmitRow label="Save SLA Targets" saves busy={isSubmitting} reasons={form.reasons} />
    </form>
  );
}
