import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { departments, profiles, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { DepartmentItem } from "#shared/contracts/departments";
import { changedDepartment, NO_SUCH_DEPARTMENT } from "./department-columns";
import { checkManager } from "./department-manager";
import { type DepartmentValues, refuseTakenName } from "./department-values";

/**
 * Changes a department's name, description and manager, audited with the old and new values of what changed;
 * returns it as the list shows it.
 */
export async function updateDepartment(
  db: Db,
  caller: Caller,
  input: DepartmentValues & { id: string },
): Promise<{ department: DepartmentItem }> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(departments).where(eq(departments.id, input.id)).for("update");
      if (!current) throw new AppError("not_found", NO_SUCH_DEPARTMENT);
      // Only a new manager is checked: a rename must not fail because the current one has since left the staff.
      const managerChanged = current.managerId !== input.managerId;
      const managerName = managerChanged ? await checkManager(tx, input.managerId) : null;
      const changes: FieldChanges = {};
      if (current.name !== input.name) changes.name = { from: current.name, to: input.name };
      if (current.description !== input.description) {
        changes.description = { from: current.description, to: input.description };
      }
      if (managerChanged) {
        changes.manager = { from: await managerNameOf(tx, current.managerId), to: managerName };
      }
      if (Object.keys(changes).length === 0) return changedDepartment(tx, input.id);
      await tx
        .update(departments)
        .set({
          name: input.name,
          description: input.description,
          managerId: input.managerId,
          updatedAt: new Date(),
        })
        .where(eq(departments.id, input.id));
      await recordAudit(tx, {
        partnerId: null,
        actorUserId: caller.user.id,
        action: "department_updated",
        subject: { type: "department", id: input.id, label: input.name },
        details: { changes },
      });
      return changedDepartment(tx, input.id);
    })
    .catch(refuseTakenName);
}

/** The previous manager's name for the audit entry (the e-mail when there is no name), or null for none. */
async function managerNameOf(tx: Pick<Db, "select">, managerId: string | null): Promise<string | null> {
  if (!managerId) return null;
  const [manager] = await tx
    .select({ email: user.email, fullName: profiles.fullName })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, managerId));
  return manager ? manager.fullName || manager.email : null;
}
