import type { z } from "zod";
import type { createUserInput } from "#shared/contracts/users";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import { administrationKeys } from "./administration-keys";

export const createUser = (input: z.input<typeof createUserInput>) => client.users.create(input);

/** Adds a staff member with a temporary password and one role. */
export function useCreateUser({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createUser>;
} = {}) {
  return useInvalidatingMutation(createUser, administrationKeys, mutationConfig);
}
