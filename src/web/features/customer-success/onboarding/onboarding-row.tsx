import { AlertTriangleIcon, CheckIcon } from "lucide-react";
import { Link } from "react-router";
import type { z } from "zod";
import type { onboardingCustomer } from "#shared/contracts/customers";
import { ONBOARDING_STEP_LABELS } from "#shared/labels";
import { paths } from "#web/app/paths";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Progress } from "#web/components/ui/progress";
import { calendarDate } from "#web/lib/format/local-time";

export type OnboardingCustomer = z.output<typeof onboardingCustomer>;

const stepsDoneText = ({ stepsDone, stepsTotal }: OnboardingCustomer) =>
  `${stepsDone} of ${stepsTotal} steps done`;

/**
 * One customer in its first 90 days: its checklist's progress, the next step and when it is due, the steps past
 * their due date, and (for holders of manage_customers) a button that ticks the next step done.
 */
export function OnboardingRow({
  customer,
  onComplete,
  completing,
}: {
  customer: OnboardingCustomer;
  /** Ticks the next step done; absent for those who may not. */
  onComplete?: (customer: OnboardingCustomer) => void;
  completing: boolean;
}) {
  const { nextStep, overdueSteps } = customer;
  const nextOverdue = nextStep !== null && overdueSteps.includes(nextStep.step);
  // The next step's lateness shows beside it; later steps may be past their dates too.
  const alsoOverdue = overdueSteps.filter((step) => step !== nextStep?.step);
  const percent = customer.stepsTotal === 0 ? 100 : (customer.stepsDone / customer.stepsTotal) * 100;
  return (
    <li className="grid gap-4 rounded-lg border bg-card p-4 lg:grid-cols-[minmax(0,1fr)_14rem_minmax(0,1fr)_12rem] lg:items-center lg:gap-6">
      <div className="grid min-w-0 gap-1">
        <h3 className="font-semibold break-words">
          <Link
            to={paths.customerSuccess.customer.to(customer.id)}
            className="underline-offset-4 hover:underline"
          >
            {customer.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          Started {calendarDate(customer.startDate)} · {customer.owner?.name ?? "No owner"}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Progress
          value={percent}
          aria-label={`Onboarding progress of ${customer.name}`}
          getValueLabel={() => stepsDoneText(customer)}
        />
        <span aria-hidden="true" className="text-sm tabular-nums text-muted-foreground">
          {stepsDoneText(customer)}
        </span>
      </div>
      <div className="grid min-w-0 gap-1 text-sm">
        {nextStep === null ? (
          <p className="flex items-center gap-1.5 font-medium text-green-700 dark:text-green-300">
            <CheckIcon aria-hidden="true" className="size-4" />
            All steps done
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              Next: <span className="font-medium">{ONBOARDING_STEP_LABELS[nextStep.step]}</span>, due{" "}
              {calendarDate(nextStep.dueDate)}
            </span>
            {nextOverdue ? (
              <Badge
                variant="outline"
                className="border-red-200 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
              >
                Overdue
              </Badge>
            ) : null}
          </p>
        )}
        {alsoOverdue.length > 0 ? (
          <p className="flex items-center gap-1.5 text-red-700 dark:text-red-300">
            <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
            Also overdue: {alsoOverdue.map((step) => ONBOARDING_STEP_LABELS[step]).join(", ")}
          </p>
        ) : null}
      </div>
      {onComplete && nextStep !== null ? (
        <BusyButton
          type="button"
          variant="outline"
          size="sm"
          busy={completing}
          busyLabel="Saving"
          icon={<CheckIcon aria-hidden="true" />}
          onClick={() => onComplete(customer)}
          className="justify-self-start lg:justify-self-end"
        >
          Mark {ONBOARDING_STEP_LABELS[nextStep.step]} done{" "}
          <span className="sr-only">for {customer.name}</span>
        </BusyButton>
      ) : null}
    </li>
  );
}
