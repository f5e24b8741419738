import type { z } from "zod";
import type { setUserDepartmentsInput } from "#shared/contracts/users";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
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
