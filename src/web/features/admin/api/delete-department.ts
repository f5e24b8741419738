import type { z } from "zod";
import type { departmentIdInput } from "#shared/contracts/departments";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import { administrationKeys } from "./administration-keys";

export const deleteDepartment = (input: z.input<typeof departmentIdInput>) =>
  client.departments.delete(input);

/** Deletes a department; the server removes its members' assignments first. */
export function useDeleteDepartment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteDepartment>;
} = {}) {
  return useInvalidatingMutation(deleteDepartment, administrationKeys, mutationConfig);
}
