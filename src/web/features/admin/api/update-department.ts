import type { z } from "zod";
import type { updateDepartmentInput } from "../../../../shared/contracts/departments";
import type { MutationConfig } from "../../../lib/react-query";
import { client } from "../../../lib/rpc";
import { useAdministrationMutation } from "./use-administration-mutation";

export const updateDepartment = (input: z.input<typeof updateDepartmentInput>) =>
  client.departments.update(input);

/** Changes a department's name, description and manager. */
export function useUpdateDepartment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateDepartment>;
} = {}) {
  return useAdministrationMutation(updateDepartment, mutationConfig);
}
