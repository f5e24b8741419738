import type { z } from "zod";
import type { markPayoutPaidInput } from "#shared/contracts/payouts";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const markPayoutPaid = (input: z.input<typeof markPayoutPaidInput>) => client.payouts.markPaid(input);

/** Records a payment; the payouts are refetched either way (a refusal usually means it was paid already). */
export function useMarkPayoutPaid({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof markPayoutPaid>;
} = {}) {
  return useInvalidatingMutation(markPayoutPaid, () => [orpc.payouts.key()], mutationConfig);
}
