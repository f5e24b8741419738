import { and, asc, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { profiles, userRoles } from "#server/db/schema/index";
import type { AppRole } from "#shared/enums";
import { readUsers } from "./user-columns";

/**
 * A role held by at most this many people is filtered by the list of their ids, read from the role's index;
 * a common role by testing each person met in name order, which soon finds a page of holders.
 */
const FEW_HOLDERS = 2_000;

/** The condition keeping the holders of a role, and their number when they are few. */
async function holdersOf(db: Db, role: AppRole): Promise<{ condition: SQL; few?: number }> {
  const holders = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, role))
    .limit(FEW_HOLDERS + 1);
  if (holders.length <= FEW_HOLDERS) {
    const ids = holders.map((holder) => holder.id);
    // Whoever holds a role has a profile (both are written when a person is created, the profile first).
    return { condition: ids.length > 0 ? inArray(profiles.userId, ids) : sql`false`, few: ids.length };
  }
  return {
    condition: exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(and(eq(userRoles.userId, profiles.userId), eq(userRoles.role, role))),
    ),
  };
}

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
  const holders = input.role ? await holdersOf(db, input.role) : undefined;
  const where = and(
    pattern ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined,
    holders?.condition,
  );
  const total = async () => {
    if (pattern || !input.role) return cappedTotal(db, profiles, where, countUpTo(input));
    if (holders?.few !== undefined) return { total: holders.few, totalCapped: false };
    // A common role alone is counted from its own index.
    return cappedTotal(db, userRoles, eq(userRoles.role, input.role), countUpTo(input));
  };
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
    total(),
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
