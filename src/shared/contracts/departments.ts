import { z } from "zod";
import { uuid } from "./ids";
import { optionalText, storableString } from "./text";
import { personOption } from "./users";

export const DEPARTMENT_NAME_REQUIRED = "Department name is required";

/**
 * A department (docs/product/administration.md#departments): the name is required and trimmed; an empty
 * description and a 'none' manager are stored as null.
 */
export const departmentSchema = z.object({
  name: storableString("Department name", DEPARTMENT_NAME_REQUIRED)
    .trim()
    .min(1, { error: DEPARTMENT_NAME_REQUIRED })
    .max(100, { error: "Department name must be at most 100 characters." }),
  description: optionalText("Description", 1000).transform((value) => value ?? null),
  managerId: storableString("The manager", "Please choose a manager.")
    .max(100)
    .nullish()
    .transform((value) => (!value || value === "none" ? null : value)),
});
export type DepartmentForm = z.input<typeof departmentSchema>;

export const createDepartmentInput = departmentSchema;
export const departmentIdInput = z.object({ id: uuid({ error: "Please give a valid department id." }) });
export const updateDepartmentInput = departmentSchema.extend(departmentIdInput.shape);

export const departmentItem = z.object({
  id: uuid(),
  name: z.string(),
  description: z.string().nullable(),
  manager: personOption.nullable(),
  memberCount: z.number().int(),
  createdAt: z.date(),
});
export type DepartmentItem = z.infer<typeof departmentItem>;

export const listDepartmentsOutput = z.array(departmentItem);
export const departmentChangeOutput = z.object({ department: departmentItem });
export const deleteDepartmentOutput = z.object({ id: uuid(), membersRemoved: z.number().int() });
