import type { z } from "zod";
import type { updateDepartmentInput } from "#shared/contracts/departments";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
import { administrationKeys } from "./administration-keys";

export const updateDepartment = (input: z.input<typeof updateDepartmentInput>) =>
  client.departments.update(input);

/** Changes a department's name, description and manager. */
export function useUpdateDepartment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateDepartment>;
} = {}) {
  return useInvalidatingMutation(updateDepartment, administrationKeys, mutationConfig);
}
