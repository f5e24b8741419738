import { useId, useRef } from "react";
import { toast } from "sonner";
import {
  type CustomerSuccessSettings,
  customerSuccessSettingsSchema,
} from "#shared/contracts/customer-success-settings";
import { formatNumber } from "#shared/format";
import {
  BREACH_POINTS,
  BREACH_WINDOW_DAYS,
  CONTACT_FULL_PENALTY_DAYS,
  CONTACT_GRACE_DAYS,
  HEALTH_INPUT_LABELS,
  HEALTH_INPUTS,
  OPEN_TICKET_POINTS,
  RENEWAL_WINDOW_DAYS,
} from "#shared/health-score";
import { SubmitRow } from "#web/components/forms/submit-row";
import { TextField } from "#web/components/forms/text-field";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUpdateCustomerSuccessSettings } from "../api/update-customer-success-settings";
import { sectionFieldError, useSectionMistakes } from "./settings-section";

const weightsSchema = customerSuccessSettingsSchema.pick({ healthWeights: true });

/** How the score is made, in one paragraph, with the figures the server uses (src/shared/health-score.ts). */
export const HEALTH_SCORE_EXPLAINED =
  `Every customer starts at 100 and each input takes off at most its weight: last contact nothing for ` +
  `${CONTACT_GRACE_DAYS} days, then more each day up to the whole weight at ${CONTACT_FULL_PENALTY_DAYS} days; ` +
  `open tickets ${OPEN_TICKET_POINTS.low}, ${OPEN_TICKET_POINTS.normal}, ${OPEN_TICKET_POINTS.high} or ` +
  `${OPEN_TICKET_POINTS.urgent} points each by priority (low to urgent); ${BREACH_POINTS} points per SLA breach ` +
  `in the last ${BREACH_WINDOW_DAYS} days; the whole weight while the renewal is ${RENEWAL_WINDOW_DAYS} days ` +
  `away or less; a quarter of the weight for each point the CSM rating is below 5. The score stays between 0 ` +
  `and 100: 80 and above is green, 60 to 79 yellow, below 60 red (at risk).`;

/** The most each health input may take off a customer's score (docs/product/customer-success.md#settings). */
export function HealthWeightsForm({ saved }: { saved: CustomerSuccessSettings }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm(weightsSchema, { defaultValues: { healthWeights: saved.healthWeights } });
  const save = useUpdateCustomerSuccessSettings();
  const mistakes = useSectionMistakes(form, formRef, "healthWeights");
  const {
    register,
    watch,
    formState: { isSubmitting, errors },
  } = form;
  const total = HEALTH_INPUTS.reduce((sum, input) => sum + (Number(watch(`healthWeights.${input}`)) || 0), 0);

  const submit = form.submit(async (values) => {
    try {
      const next = await save.mutateAsync({ ...saved, healthWeights: values.healthWeights });
      form.reset({ healthWeights: next.healthWeights });
      toast.success("Health Weights Saved", {
        description: "Every customer's score is recomputed with them within a few minutes.",
      });
    } catch (error) {
      mistakes.refuse(error, "Health Weights Not Saved");
    }
  }, mistakes.onInvalid);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Health weights" className="grid gap-6">
      <p className="text-sm text-muted-foreground">{HEALTH_SCORE_EXPLAINED}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {HEALTH_INPUTS.map((input) => (
          <TextField
            key={input}
            id={`${id}-${input}`}
            label={HEALTH_INPUT_LABELS[input]}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            disabled={isSubmitting}
            error={sectionFieldError(errors, `healthWeights.${input}`)}
            {...register(`healthWeights.${input}`, { valueAsNumber: true })}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        The weights add up to {formatNumber(total)}, so the lowest score they can give is{" "}
        {formatNumber(Math.max(0, 100 - total))}.
      </p>
      <SubmitRow label="Save Health Weights" saves busy={isSubmitting} reasons={form.reasons} />
    </form>
  );
}
