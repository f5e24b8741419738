import type { z } from "zod";
import type { updateUserInput } from "#shared/contracts/users";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import { administrationKeys } from "./administration-keys";

export const updateUser = (input: z.input<typeof updateUserInput>) => client.users.update(input);

/** Changes a user's full name and job title. */
export function useUpdateUser({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateUser>;
} = {}) {
  return useInvalidatingMutation(updateUser, administrationKeys, mutationConfig);
}
