import type { z } from "zod";
import type { setUserRoleInput } from "#shared/contracts/users";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import { administrationKeys } from "./administration-keys";

export const setUserRole = (input: z.input<typeof setUserRoleInput>) => client.users.setRole(input);

/** Replaces all of a user's roles with one. */
export function useSetUserRole({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setUserRole>;
} = {}) {
  return useInvalidatingMutation(setUserRole, administrationKeys, mutationConfig);
}
