import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { listOnboardingInput } from "#shared/contracts/customers";
import { orpc } from "#web/lib/transport/rpc";

export type OnboardingQuery = z.input<typeof listOnboardingInput>;

/** One page of the customers in their first 90 days with their checklist's progress; the page stays while the next loads. */
export const onboardingQueryOptions = (input: OnboardingQuery) =>
  orpc.customers.onboarding.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading Onboarding",
      failureDescription: "Could not load the customers in onboarding. Please try again.",
    },
  });

export function useOnboarding(input: OnboardingQuery) {
  return useQuery(onboardingQueryOptions(input));
}
