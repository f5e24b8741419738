import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { departments, userDepartments, userRoles } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { AppRole } from "#shared/enums";
import { departmentDeletionRefusal } from "#shared/grant-rules";
import { NO_SUCH_DEPARTMENT } from "./department-columns";

/**
 * Deletes a department: its user assignments first, then the department
 * (docs/product/administration.md#departments), audited, in one transaction. Below admin, a department with a
 * member ranked above the caller is refused (docs/product/administration.md#grant-rules).
 */
export async function deleteDepartment(
  db: Db,
  caller: Caller,
  id: string,
): Promise<{ id: string; membersRemoved: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(departments).where(eq(departments.id, id)).for("update");
    if (!current) throw new AppError("not_found", NO_SUCH_DEPARTMENT);
    const memberRoles = await tx
      .select({ userId: userDepartments.userId, role: userRoles.role })
      .from(userDepartments)
      .leftJoin(userRoles, eq(userRoles.userId, userDepartments.userId))
      .where(eq(userDepartments.departmentId, id));
    const members = new Map<string, AppRole[]>();
    for (const { userId, role } of memberRoles) {
      members.set(userId, [...(members.get(userId) ?? []), ...(role ? [role] : [])]);
    }
    const refusal = departmentDeletionRefusal(
      { id: caller.user.id, profile: caller.profile },
      [...members].map(([memberId, roles]) => ({ id: memberId, roles })),
    );
    if (refusal) throw new AppError("forbidden", refusal);
    await tx.delete(userDepartments).where(eq(userDepartments.departmentId, id));
    await tx.delete(departments).where(eq(departments.id, id));
    const membersRemoved = members.size;
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
