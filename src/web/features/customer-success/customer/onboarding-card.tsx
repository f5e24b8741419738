import { useId } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import type { onboardingStepSchema } from "#shared/contracts/customers";
import { ONBOARDING_STEP_LABELS } from "#shared/labels";
import { Badge } from "#web/components/ui/badge";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { calendarDate, localDate } from "#web/lib/format/local-time";
import { failureText } from "#web/lib/transport/failure-text";
import { useCompleteOnboardingStep } from "../api/complete-onboarding-step";
import { CustomerPart } from "./customer-part";

type OnboardingStep = z.output<typeof onboardingStepSchema>;

const pad = (n: number) => String(n).padStart(2, "0");
/** Today as 'YYYY-MM-DD' in the viewer's zone, to compare with a step's due day. */
const today = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** A step not done whose due day has passed. */
const isOverdue = (step: OnboardingStep, on: string) => step.completedAt === null && step.dueDate < on;

/**
 * The onboarding checklist (docs/product/customer-success.md#onboarding): each step with its due day, done or
 * not, overdue ones marked; holders of manage_customers tick steps done.
 */
export function OnboardingCard({
  customerId,
  steps,
  canEdit,
}: {
  customerId: string;
  steps: readonly OnboardingStep[];
  canEdit: boolean;
}) {
  const done = steps.filter((step) => step.completedAt !== null).length;
  const on = today();
  return (
    <CustomerPart title="Onboarding checklist">
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">This customer has no onboarding checklist.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {done} of {steps.length} steps done
          </p>
          <ul aria-label="Onboarding steps" className="grid gap-2">
            {steps.map((step) => (
              <OnboardingStepRow
                key={step.step}
                customerId={customerId}
                step={step}
                overdue={isOverdue(step, on)}
                canEdit={canEdit}
              />
            ))}
          </ul>
        </>
      )}
    </CustomerPart>
  );
}

function OnboardingStepRow({
  customerId,
  step,
  overdue,
  canEdit,
}: {
  customerId: string;
  step: OnboardingStep;
  overdue: boolean;
  canEdit: boolean;
}) {
  const id = useId();
  const label = ONBOARDING_STEP_LABELS[step.step];
  const complete = useCompleteOnboardingStep();
  const toggle = (checked: boolean) =>
    complete.mutate(
      { customerId, step: step.step, done: checked },
      {
        onError: (error) =>
          toast.error("Failed to update onboarding", {
            description: failureText(error, "Could not save the step. Please try again."),
          }),
      },
    );
  const isDone = step.completedAt !== null;
  return (
    <li className="flex items-start gap-3 rounded-md border px-3 py-2">
      {canEdit ? (
        <Checkbox
          id={id}
          className="mt-0.5"
          checked={complete.isPending ? (complete.variables?.done ?? isDone) : isDone}
          disabled={complete.isPending}
          onCheckedChange={(checked) => toggle(checked === true)}
        />
      ) : null}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          {canEdit ? (
            <Label htmlFor={id} className="font-medium">
              {label}
            </Label>
          ) : (
            <span className="text-sm font-medium">{label}</span>
          )}
          {isDone ? (
            <Badge variant="outline" className="border-green-200 bg-green-100 text-green-800">
              Done
            </Badge>
          ) : overdue ? (
            <Badge variant="outline" className="border-red-200 bg-red-100 text-red-800">
              Overdue
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {step.completedAt
            ? `Done ${localDate(step.completedAt)}${step.completedByName ? ` by ${step.completedByName}` : ""}`
            : `Due ${calendarDate(step.dueDate)}`}
        </p>
      </div>
    </li>
  );
}
