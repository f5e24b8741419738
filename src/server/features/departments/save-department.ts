import { eq } from "drizzle-orm";
import type { FieldChanges } from "../../../shared/audit-details";
import type { Caller } from "../../auth/session";
import type { Db } from "../../db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "../../db/errors";
import { departments, profiles, user } from "../../db/schema";
import { AppError } from "../../platform/app-error";
import { recordAudit } from "../../platform/audit";
import { NAME_TAKEN, NO_SUCH_DEPARTMENT } from "./department-columns";
import { checkManager } from "./department-manager";

export interface DepartmentValues {
  name: string;
  description: string | null;
  managerId: string | null;
}

const nameTaken = (error: unknown) => {
  if (postgresErrorCode(error) === UNIQUE_VIOLATION)
    throw new AppError("conflict", NAME_TAKEN, { field: "name" });
  throw error;
};

/** A new department, audited with its values. */
export async function createDepartment(
  db: Db,
  caller: Caller,
  values: DepartmentValues,
): Promise<{ id: string }> {
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
      return row;
    })
    .catch(nameTaken);
}

/** Changes a department's name, description and manager, audited with the old and new values of what changed. */
export async function updateDepartment(
  db: Db,
  caller: Caller,
  input: DepartmentValues & { id: string },
): Promise<void> {
  await db
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
      if (Object.keys(changes).length === 0) return;
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
    })
    .catch(nameTaken);
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
