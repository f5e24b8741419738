import type { z } from "zod";
import type { reviewApplicationInput } from "#shared/contracts/applications";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const reviewApplication = (input: z.input<typeof reviewApplicationInput>) =>
  client.applications.review(input);

/**
 * Approves or rejects a pending application. The lists and the application's detail are refetched either
 * way: a refusal usually means someone else reviewed it first.
 */
export function useReviewApplication({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof reviewApplication>;
} = {}) {
  return useInvalidatingMutation(
    reviewApplication,
    ({ id }) => [orpc.applications.list.key(), orpc.applications.get.key({ input: { id } })],
    mutationConfig,
  );
}
