import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { departments, profiles, user, userDepartments } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { DepartmentItem } from "#shared/contracts/departments";

/** Departments A to Z with their manager and member count; only the given ones when `ids` is set. */
export async function readDepartments(
  db: Pick<Db, "select">,
  ids?: readonly string[],
): Promise<DepartmentItem[]> {
  const members = db
    .select({ departmentId: userDepartments.departmentId, memberCount: count().as("member_count") })
    .from(userDepartments)
    .groupBy(userDepartments.departmentId)
    .as("members");
  const rows = await db
    .select({
      id: departments.id,
      name: departments.name,
      description: departments.description,
      createdAt: departments.createdAt,
      managerId: user.id,
      managerEmail: user.email,
      managerName: profiles.fullName,
      memberCount: sql<number>`coalesce(${members.memberCount}, 0)::int`,
    })
    .from(departments)
    .leftJoin(user, eq(user.id, departments.managerId))
    .leftJoin(profiles, eq(profiles.userId, departments.managerId))
    .leftJoin(members, eq(members.departmentId, departments.id))
    .where(ids ? inArray(departments.id, [...ids]) : undefined)
    .orderBy(sql`lower(${departments.name})`, asc(departments.name));
  return rows.map(({ managerId, managerEmail, managerName, ...row }) => ({
    ...row,
    manager:
      managerId && managerEmail
        ? { id: managerId, email: managerEmail, name: managerName || managerEmail }
        : null,
  }));
}

export const NO_SUCH_DEPARTMENT = "No such department.";

/** What a change of a department answers: the department as the list shows it, read in the change's transaction. */
export async function changedDepartment(
  db: Pick<Db, "select">,
  id: string,
): Promise<{ department: DepartmentItem }> {
  const [department] = await readDepartments(db, [id]);
  if (!department) throw new AppError("not_found", NO_SUCH_DEPARTMENT);
  return { department };
}
export const NAME_TAKEN = "Another department already has this name.";
