import { and, eq, exists, type SQL, sql } from "drizzle-orm";
import { cappedTotal, countUpTo, SEARCH_TOTAL_CAP, TOTAL_CAP } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { profiles, userRoles } from "#server/db/schema/index";
import type { AppRole } from "#shared/enums";
import { inNameOrder, nameOrEmailContains } from "./people-keys";
import { readUsers } from "./user-columns";

/**
 * A role held by at most this many people is searched among its holders, each one's profile looked up and the
 * matching holders sorted by name; a common role's search by testing each match met in name order, which soon
 * finds a page of holders.
 */
const FEW_HOLDERS = 2_000;

/** The holders of a role, when they are few: their number. */
async function fewHoldersOf(db: Db, role: AppRole): Promise<number | undefined> {
  const { total, totalCapped } = await cappedTotal(db, userRoles, eq(userRoles.role, role), FEW_HOLDERS);
  return totalCapped ? undefined : total;
}

/**
 * One page of a role's holders, A to Z, from the role's index in list order (the holders' sort keys, migration
 * 0021): a deep page reads the holders before it and nothing else.
 */
function pageOfRole(db: Db, role: AppRole, input: { page: number; pageSize: number }) {
  return db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, role))
    .orderBy(...inNameOrder(userRoles.nameKey, userRoles.emailKey, userRoles.userId))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
}

/**
 * One page of a role's few holders matching `where`, from the role's index: each holder's profile is one lookup
 * by its key (the limit keeps it a lookup per holder, where the planner would rather read every profile to join
 * them) and only the holders are sorted. Whoever holds a role has a profile (both are written when a person is
 * created, the profile first).
 */
function pageOfHolders(
  db: Db,
  role: AppRole,
  where: SQL | undefined,
  input: { page: number; pageSize: number },
) {
  const holder = db
    .select({ nameKey: profiles.nameKey, emailKey: profiles.emailKey })
    .from(profiles)
    .where(and(eq(profiles.userId, userRoles.userId), where))
    .limit(1)
    .as("holder");
  return db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoinLateral(holder, sql`true`)
    .where(eq(userRoles.role, role))
    .orderBy(...inNameOrder(holder.nameKey, holder.emailKey, userRoles.userId))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
}

/**
 * One page of users, A to Z by name (then e-mail), for User Management: optionally only those holding one role,
 * and only those whose name or e-mail contains the search, ignoring case (trigram indexes serve it). The total
 * stops at a cap (capped-total.ts), a search's sooner.
 */
export async function listUsers(
  db: Db,
  input: { search?: string; role?: AppRole; page: number; pageSize: number },
) {
  const [page, counted] = await Promise.all(pageAndTotal(db, input));
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

/** The page's user ids and the total, as two statements to run side by side. */
function pageAndTotal(db: Db, input: { search?: string; role?: AppRole; page: number; pageSize: number }) {
  const pattern = input.search ? containing(input.search) : undefined;
  // A role alone is paged and counted from its own index.
  if (input.role && !pattern)
    return [
      pageOfRole(db, input.role, input),
      cappedTotal(db, userRoles, eq(userRoles.role, input.role), countUpTo(input)),
    ] as const;
  const searched = pattern ? nameOrEmailContains(pattern) : undefined;
  const role = input.role;
  const holding = role
    ? exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, profiles.userId), eq(userRoles.role, role))),
      )
    : undefined;
  const where = and(searched, holding);
  const pageIds = async () => {
    if (role && (await fewHoldersOf(db, role)) !== undefined) return pageOfHolders(db, role, searched, input);
    return db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(where)
      .orderBy(...inNameOrder(profiles.nameKey, profiles.emailKey, profiles.userId))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
  };
  return [
    pageIds(),
    cappedTotal(db, profiles, where, countUpTo(input, pattern ? SEARCH_TOTAL_CAP : TOTAL_CAP)),
  ] as const;
}
