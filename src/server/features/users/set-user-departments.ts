import { asc, eq, inArray } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { departments, userDepartments } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { UserListItem } from "#shared/contracts/users";
import { departmentsChangeRefusal } from "#shared/grant-rules";
import { getUserForChange } from "./get-user-for-change";
import { changedUser, displayNameOf } from "./user-columns";
import { refuseIf } from "./user-refusal";

const DEPARTMENT_GONE = "One of the chosen departments no longer exists. Please reload and choose again.";

/** Replaces a user's departments, one of them optionally primary, in one transaction, audited by name. */
export async function setUserDepartments(
  db: Db,
  caller: Caller,
  input: { id: string; departments: { departmentId: string; isPrimary: boolean }[] },
): Promise<{ user: UserListItem }> {
  return db.transaction(async (tx) => {
    const target = await getUserForChange(tx, input.id);
    refuseIf(departmentsChangeRefusal({ id: caller.user.id, profile: caller.profile }, target));
    const ids = input.departments.map((entry) => entry.departmentId);
    // Locked so a department deleted meanwhile cannot leave a membership behind.
    const chosen =
      ids.length === 0
        ? []
        : await tx
            .select({ id: departments.id, name: departments.name })
            .from(departments)
            .where(inArray(departments.id, ids))
            .for("share");
    if (chosen.length !== ids.length)
      throw new AppError("bad_request", DEPARTMENT_GONE, { field: "departments" });
    const current = await tx
      .select({ id: departments.id, name: departments.name, isPrimary: userDepartments.isPrimary })
      .from(userDepartments)
      .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
      .where(eq(userDepartments.userId, input.id))
      .orderBy(asc(departments.name));
    const nameOf = new Map(chosen.map((row) => [row.id, row.name]));
    const before = {
      names: current.map((row) => row.name),
      primary: current.find((row) => row.isPrimary)?.name ?? null,
    };
    const primaryId = input.departments.find((entry) => entry.isPrimary)?.departmentId;
    const after = {
      names: input.departments.map((entry) => nameOf.get(entry.departmentId) as string).sort(),
      primary: primaryId ? (nameOf.get(primaryId) as string) : null,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return changedUser(tx, input.id);

    await tx.delete(userDepartments).where(eq(userDepartments.userId, input.id));
    if (input.departments.length > 0) {
      await tx.insert(userDepartments).values(
        input.departments.map((entry) => ({
          userId: input.id,
          departmentId: entry.departmentId,
          isPrimary: entry.isPrimary,
        })),
      );
    }
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "user_departments_changed",
      subject: { type: "user", id: input.id, label: displayNameOf(target) },
      details: {
        email: target.email,
        from: before.names,
        to: after.names,
        primary: { from: before.primary, to: after.primary },
      },
    });
    return changedUser(tx, input.id);
  });
}
