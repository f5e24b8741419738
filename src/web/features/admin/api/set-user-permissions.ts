import type { z } from "zod";
import type { setUserPermissionsInput } from "#shared/contracts/users";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import { administrationKeys } from "./administration-keys";

export const setUserPermissions = (input: z.input<typeof setUserPermissionsInput>) =>
  client.users.setPermissions(input);

/** Replaces a user's granted permissions with exactly these. */
export function useSetUserPermissions({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setUserPermissions>;
} = {}) {
  return useInvalidatingMutation(setUserPermissions, administrationKeys, mutationConfig);
}
