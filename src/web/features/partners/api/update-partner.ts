import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { updatePartnerInput } from "../../../../shared/contracts/partners";
import type { MutationConfig } from "../../../lib/react-query";
import { client } from "../../../lib/rpc";
import { invalidatePartner } from "./invalidate-partner";

export const updatePartner = (input: z.input<typeof updatePartnerInput>) => client.partners.update(input);

/** Saves a partner's details, tier and commission rate; the partner is refetched either way. */
export function useUpdatePartner({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updatePartner>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updatePartner,
    onSettled: async (...args) => {
      await invalidatePartner(queryClient, args[2].id);
      await onSettled?.(...args);
    },
  });
}
