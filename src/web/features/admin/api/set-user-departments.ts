import type { z } from "zod";
import type { setUserDepartmentsInput } from "#shared/contracts/users";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import { administrationKeys } from "./administration-keys";

export const setUserDepartments = (input: z.input<typeof setUserDepartmentsInput>) =>
  client.users.setDepartments(input);

/** Replaces a user's departments; at most one is primary. */
export function useSetUserDepartments({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setUserDepartments>;
} = {}) {
  return useInvalidatingMutation(setUserDepartments, administrationKeys, mutationConfig);
}
