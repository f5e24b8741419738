import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { profiles, user, userRoles } from "#server/db/schema/index";
import type { PersonOption } from "#shared/contracts/users";
import { inNameOrder, nameOrEmailContains } from "./people-keys";
import { displayNameOf } from "./user-columns";

/**
 * People whose name or e-mail contains the search, A to Z, for choosers: a department's manager (staff only)
 * and the audit log's actor filter (anyone).
 */
export async function listPeople(
  db: Db,
  input: { search?: string; limit: number; staffOnly: boolean },
): Promise<PersonOption[]> {
  const pattern = input.search ? containing(input.search) : undefined;
  const rows = await db
    .select({ id: user.id, email: user.email, fullName: profiles.fullName })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(
      and(
        pattern ? nameOrEmailContains(pattern) : undefined,
        input.staffOnly
          ? sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'partner')`
          : undefined,
      ),
    )
    .orderBy(...inNameOrder(profiles.nameKey, profiles.emailKey, profiles.userId))
    .limit(input.limit);
  return rows.map((row) => ({ id: row.id, name: displayNameOf(row), email: row.email }));
}
