import { CheckIcon, UndoIcon } from "lucide-react";
import type { JourneyStep } from "#shared/contracts/onboarding-journey";
import { BusyButton } from "#web/components/ui/busy-button";
import { toast } from "#web/lib/toasts/toast";
import { failureText } from "#web/lib/transport/failure-text";
import { useTickJourneyStep, useUntickJourneyStep } from "../api/partner-journey";

/** Ticks a partner's manual step (a kickoff call) once it is done, or unticks one ticked by mistake. */
export function ManualStepButton({
  partnerId,
  companyName,
  step,
}: {
  partnerId: string;
  companyName: string;
  step: JourneyStep;
}) {
  const tick = useTickJourneyStep({
    mutationConfig: {
      onSuccess: () =>
        toast.success("Step ticked", { description: `${step.title} is done for ${companyName}.` }),
      onError: (error) => toast.error("Step not ticked", { description: failureText(error) }),
    },
  });
  const untick = useUntickJourneyStep({
    mutationConfig: {
      onSuccess: () =>
        toast.success("Step unticked", { description: `${step.title} is open again for ${companyName}.` }),
      onError: (error) => toast.error("Step not unticked", { description: failureText(error) }),
    },
  });
  const input = { partnerId, stepId: step.id };
  return step.doneAt ? (
    <BusyButton
      type="button"
      size="sm"
      variant="outline"
      busy={untick.isPending}
      busyLabel="Unticking"
      icon={<UndoIcon aria-hidden="true" />}
      aria-label={`Untick ${step.title}`}
      onClick={() => untick.mutate(input)}
    >
      Untick
    </BusyButton>
  ) : (
    <BusyButton
      type="button"
      size="sm"
      busy={tick.isPending}
      busyLabel="Ticking"
      icon={<CheckIcon aria-hidden="true" />}
      aria-label={`Tick ${step.title}`}
      onClick={() => tick.mutate(input)}
    >
      Tick
    </BusyButton>
  );
}
