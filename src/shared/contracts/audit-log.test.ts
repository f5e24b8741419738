import { expect, it } from "vitest";
import { listAuditEntriesInput } from "./audit-log";

// A null character in an id filter used to reach the database, whose refusal named no field.
it.each(["actorId", "subjectId"])("refuses a %s the database cannot store, naming the field", (field) => {
  const result = listAuditEntriesInput.safeParse({ [field]: "x\u0000", page: 1, pageSize: 20 });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.path)).toContainEqual([field]);
});
