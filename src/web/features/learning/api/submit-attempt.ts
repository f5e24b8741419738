import type { SubmitAttemptInput } from "#shared/contracts/learning";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** Submits the quiz to be graded on the server (docs/product/learning.md#quiz). */
export const submitAttempt = (input: SubmitAttemptInput) => client.learning.submitAttempt(input);

/**
 * The attempts left, the status and perhaps a new certificate change with an attempt: everything learning shows
 * is refetched, refused or not (a refusal usually means another tab used the last attempt).
 */
export function useSubmitAttempt({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof submitAttempt>;
} = {}) {
  return useInvalidatingMutation(submitAttempt, () => [orpc.learning.key()], mutationConfig);
}
