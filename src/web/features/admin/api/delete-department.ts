import type { z } from "zod";
import type { departmentIdInput } from "../../../../shared/contracts/departments";
import type { MutationConfig } from "../../../lib/react-query";
import { client } from "../../../lib/rpc";
import { useAdministrationMutation } from "./use-administration-mutation";

export const deleteDepartment = (input: z.input<typeof departmentIdInput>) =>
  client.departments.delete(input);

/** Deletes a department; the server removes its members' assignments first. */
export function useDeleteDepartment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteDepartment>;
} = {}) {
  return useAdministrationMutation(deleteDepartment, mutationConfig);
}
