import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DepartmentItem } from "../../../shared/contracts/departments";
import type { Db } from "../../db/client";
import { departments, profiles, user, userDepartments } from "../../db/schema";

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
export const NAME_TAKEN = "Another department already has this name.";
