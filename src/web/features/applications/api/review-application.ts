import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { reviewApplicationInput } from "../../../../shared/contracts/applications";
import type { MutationConfig } from "../../../lib/react-query";
import { client, orpc } from "../../../lib/rpc";

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
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: reviewApplication,
    onSettled: async (...args) => {
      const [, , { id }] = args;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orpc.applications.list.key() }),
        queryClient.invalidateQueries({ queryKey: orpc.applications.get.key({ input: { id } }) }),
      ]);
      await onSettled?.(...args);
    },
  });
}
