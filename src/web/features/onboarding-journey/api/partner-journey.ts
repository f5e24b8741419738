import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { journeyStepInput } from "#shared/contracts/onboarding-journey";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/**
 * What moves a journey besides a tick: signing the agreement, saving a profile, inviting a colleague, finishing
 * a course and registering a deal, each another feature's data.
 */
const JOURNEY_FACTS = () => [
  orpc.agreements.key(),
  orpc.me.key(),
  orpc.invitations.key(),
  orpc.team.key(),
  orpc.learning.key(),
  orpc.deals.key(),
];

/** The signed-in member's partner's onboarding journey: its steps, what is done and the next step. */
export function useMyJourney() {
  return useQuery(orpc.journey.mine.queryOptions({ meta: { alsoReads: JOURNEY_FACTS() } }));
}

/** A partner's journey as partner managers see it on the partner's detail view, with its time to first deal. */
export function usePartnerJourney(partnerId: string) {
  return useQuery(
    orpc.journey.ofPartner.queryOptions({
      input: { partnerId },
      meta: { alsoReads: [...JOURNEY_FACTS(), orpc.partners.key()] },
    }),
  );
}

type StepInput = z.input<typeof journeyStepInput>;

/** A tick moves the partner's journey, the Partners tab's onboarding column, its summary and the stalled list. */
const journeyKeys = () => [orpc.journey.key()];

export const tickJourneyStep = (input: StepInput) => client.journey.tickStep(input);

/** Ticks a manual step (a kickoff call) for a partner; its journey is refetched either way. */
export function useTickJourneyStep({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof tickJourneyStep>;
} = {}) {
  return useInvalidatingMutation(tickJourneyStep, journeyKeys, mutationConfig);
}

export const untickJourneyStep = (input: StepInput) => client.journey.untickStep(input);

/** Unticks a manual step ticked by mistake; its journey is refetched either way. */
export function useUntickJourneyStep({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof untickJourneyStep>;
} = {}) {
  return useInvalidatingMutation(untickJourneyStep, journeyKeys, mutationConfig);
}
