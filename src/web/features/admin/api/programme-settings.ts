import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { updateProgrammeSettingsInput } from "#shared/contracts/programme-settings";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** The programme's registration rules, with who saved them last. */
export function useProgrammeSettings() {
  return useQuery(orpc.programme.settings.queryOptions());
}

export const updateProgrammeSettings = (input: z.input<typeof updateProgrammeSettingsInput>) =>
  client.programme.updateSettings(input);

/**
 * Saves the rules; deals approved from then on take them. The stall threshold decides at once who counts as
 * stalled, so the onboarding journeys are refetched too (and with them what reads them: the partners' onboarding).
 */
export function useUpdateProgrammeSettings() {
  return useInvalidatingMutation(updateProgrammeSettings, () => [orpc.programme.key(), orpc.journey.key()]);
}
