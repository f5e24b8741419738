import type { z } from "zod";
import type { updateDepartmentInput } from "#shared/contracts/departments";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
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
