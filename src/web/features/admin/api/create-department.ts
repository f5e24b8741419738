import type { z } from "zod";
import type { createDepartmentInput } from "#shared/contracts/departments";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client } from "#web/lib/transport/rpc";
import { administrationKeys } from "./administration-keys";

export const createDepartment = (input: z.input<typeof createDepartmentInput>) =>
  client.departments.create(input);

/** Adds a department. */
export function useCreateDepartment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createDepartment>;
} = {}) {
  return useInvalidatingMutation(createDepartment, administrationKeys, mutationConfig);
}
