import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { departments } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { DepartmentItem } from "#shared/contracts/departments";
import { changedDepartment } from "./department-columns";
import { checkManager } from "./department-manager";
import { type DepartmentValues, refuseTakenName } from "./department-values";

/** A new department, audited with its values; returns it as the list shows it. */
export async function createDepartment(
  db: Db,
  caller: Caller,
  values: DepartmentValues,
): Promise<{ department: DepartmentItem }> {
  return db
    .transaction(async (tx) => {
      const managerName = await checkManager(tx, values.managerId);
      const [row] = await tx.insert(departments).values(values).returning({ id: departments.id });
      if (!row) throw new Error("the department insert returned no row");
      await recordAudit(tx, {
        partnerId: null,
        actorUserId: caller.user.id,
        action: "department_created",
        subject: { type: "department", id: row.id, label: values.name },
        details: { name: values.name, description: values.description, manager: managerName },
      });
      return changedDepartment(tx, row.id);
    })
    .catch(refuseTakenName);
}
