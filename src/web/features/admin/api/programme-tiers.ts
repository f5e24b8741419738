import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { updateTiersInput } from "#shared/contracts/tiers";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** What each tier asks and pays, how many active partners sit in it, and the tier changes coming. */
export function useProgrammeTiers() {
  return useQuery(orpc.programme.tiers.queryOptions());
}

export const updateTiers = (input: z.input<typeof updateTiersInput>) => client.programme.updateTiers(input);

/**
 * Saves the tiers: a tier's rate applies at once to its partners without their own and its name to every screen,
 * so every answer of the programme (a partner's progress and rate, and the tier names, included) is read again.
 */
export function useUpdateTiers() {
  return useInvalidatingMutation(updateTiers, () => [orpc.programme.key()]);
}
