import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";

export const resendWelcomeEmail = (input: { id: string }) => client.applications.resendWelcome(input);

/** Sends an approved partner's welcome e-mail again, with a new password setup link; no cached data changes. */
export function useResendWelcomeEmail({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resendWelcomeEmail>;
} = {}) {
  return useInvalidatingMutation(resendWelcomeEmail, () => [], mutationConfig);
}
