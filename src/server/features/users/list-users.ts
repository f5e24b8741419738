import { and, asc, eq, exists, ilike, or, sql } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { profiles, userRoles } from "#server/db/schema/index";
import type { AppRole } from "#shared/enums";
import { readUsers } from "./user-columns";

/**
 * One page of users, A to Z by name (then e-mail), for User Management: optionally only those holding one role,
 * and only those whose name or e-mail contains the search, ignoring case (trigram indexes serve it). The total
 * stops at a cap (capped-total.ts).
 */
export async function listUsers(
  db: Db,
  input: { search?: string; role?: AppRole; page: number; pageSize: number },
) {
  const pattern = input.search ? containing(input.search) : undefined;
  const where = and(
    pattern ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined,
    input.role
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, profiles.userId), eq(userRoles.role, input.role))),
        )
      : undefined,
  );
  const [page, counted] = await Promise.all([
    db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(where)
      .orderBy(
        sql`lower(${profiles.fullName}) asc nulls last`,
        sql`lower(${profiles.email})`,
        asc(profiles.userId),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    cappedTotal(db, profiles, where, countUpTo(input)),
  ]);
  return {
    items: await readUsers(
      db,
      page.map((row) => row.id),
    ),
    ...counted,
    page: input.page,
    pageSize: input.pageSize,
  };
}
