import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { markPayoutPaidInput } from "../../../../shared/contracts/payouts";
import type { MutationConfig } from "../../../lib/react-query";
import { client, orpc } from "../../../lib/rpc";

export const markPayoutPaid = (input: z.input<typeof markPayoutPaidInput>) => client.payouts.markPaid(input);

/** Records a payment; the payouts are refetched either way (a refusal usually means it was paid already). */
export function useMarkPayoutPaid({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof markPayoutPaid>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: markPayoutPaid,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orpc.payouts.key() });
      await onSettled?.(...args);
    },
  });
}
