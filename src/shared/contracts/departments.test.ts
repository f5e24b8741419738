import { expect, it } from "vitest";
import { createDepartmentInput, updateDepartmentInput } from "./departments";

// A null character in the manager used to reach the database, whose refusal named no field.
it.each([
  ["createDepartmentInput", createDepartmentInput, {}],
  ["updateDepartmentInput", updateDepartmentInput, { id: "0b7c3c56-93d4-4c8e-9a55-0d1f1c2e3a4b" }],
] as const)("%s refuses a manager the database cannot store, naming the field", (_name, schema, extra) => {
  const result = schema.safeParse({ name: "Sales", managerId: "m\u0000", ...extra });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(["managerId"]);
});
