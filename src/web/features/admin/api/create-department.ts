import type { z } from "zod";
import type { createDepartmentInput } from "#shared/contracts/departments";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
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
