import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { setPartnerStatusInput } from "../../../../shared/contracts/partners";
import type { MutationConfig } from "../../../lib/react-query";
import { client } from "../../../lib/rpc";
import { invalidatePartner } from "./invalidate-partner";

export const setPartnerStatus = (input: z.input<typeof setPartnerStatusInput>) =>
  client.partners.setStatus(input);

/**
 * Sets a partner's status (any of pending, active, suspended, rejected). The partner is refetched either way: a
 * refusal usually means someone else changed it first.
 */
export function useSetPartnerStatus({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setPartnerStatus>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: setPartnerStatus,
    onSettled: async (...args) => {
      await invalidatePartner(queryClient, args[2].id);
      await onSettled?.(...args);
    },
  });
}
