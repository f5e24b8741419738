import { count, eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { departments, userDepartments } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { NO_SUCH_DEPARTMENT } from "./department-columns";

/**
 * Deletes a department: its user assignments first, then the department
 * (docs/product/administration.md#departments), audited, in one transaction.
 */
export async function deleteDepartment(
  db: Db,
  caller: Caller,
  id: string,
): Promise<{ id: string; membersRemoved: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(departments).where(eq(departments.id, id)).for("update");
    if (!current) throw new AppError("not_found", NO_SUCH_DEPARTMENT);
    const [members] = await tx
      .select({ n: count() })
      .from(userDepartments)
      .where(eq(userDepartments.departmentId, id));
    await tx.delete(userDepartments).where(eq(userDepartments.departmentId, id));
    await tx.delete(departments).where(eq(departments.id, id));
    const membersRemoved = members?.n ?? 0;
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "department_deleted",
      subject: { type: "department", id, label: current.name },
      details: { name: current.name, description: current.description, members_removed: membersRemoved },
    });
    return { id, membersRemoved };
  });
}
