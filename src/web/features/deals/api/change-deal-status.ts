import type { z } from "zod";
import type { changeDealStatusInput } from "#shared/contracts/deals";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const changeDealStatus = (input: z.input<typeof changeDealStatusInput>) =>
  client.deals.changeStatus(input);

/**
 * Moves a deal along its lifecycle. Deals and payouts are refetched either way: a refusal usually means someone
 * else changed the deal first, and closing a deal won creates a payout.
 */
export function useChangeDealStatus({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changeDealStatus>;
} = {}) {
  return useInvalidatingMutation(
    changeDealStatus,
    () => [orpc.deals.key(), orpc.payouts.key()],
    mutationConfig,
  );
}
