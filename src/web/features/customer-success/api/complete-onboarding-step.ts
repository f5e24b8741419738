import type { z } from "zod";
import type { completeOnboardingStepInput } from "#shared/contracts/customers";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const completeOnboardingStep = (input: z.input<typeof completeOnboardingStepInput>) =>
  client.customers.completeOnboardingStep(input);

/** Ticks an onboarding step done or not: the customer's page and the Onboarding tab are refetched. */
export function useCompleteOnboardingStep() {
  return useInvalidatingMutation(completeOnboardingStep, () => [orpc.customers.key()]);
}
