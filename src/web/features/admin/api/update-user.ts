import type { z } from "zod";
import type { updateUserInput } from "#shared/contracts/users";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
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
