import type { ChangePasswordForm } from "#shared/contracts/profile";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";

export const changePassword = (input: ChangePasswordForm) => client.me.changePassword(input);

/** A partner's contact changes their password; their other sessions end on the server. */
export function useChangePassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changePassword>;
} = {}) {
  return useInvalidatingMutation(changePassword, () => [], mutationConfig);
}
