import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerMembers, partners, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";

export const NO_SUCH_PARTNER = "No such partner.";

/** A member as the team page shows them; queries join `user` and `partners`. */
const MEMBER_COLUMNS = {
  userId: partnerMembers.userId,
  name: user.name,
  email: user.email,
  role: partnerMembers.role,
  isContact: sql<boolean>`lower(${user.email}) = lower(${partners.contactEmail})`,
  joinedAt: partnerMembers.createdAt,
  lastSignedInAt: partnerMembers.lastSignedInAt,
};

function members(db: Pick<Db, "select">) {
  return db
    .select(MEMBER_COLUMNS)
    .from(partnerMembers)
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId));
}

/**
 * One page of a partner's members in the order they joined, with their role, whether they are its contact, and
 * their last sign-in (docs/product/partner-teams.md#the-team-page). A partner nobody has is answered 404.
 */
export async function listPartnerMembers(
  db: Pick<Db, "select">,
  partnerId: string,
  input: { page: number; pageSize: number },
) {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) throw new AppError("not_found", NO_SUCH_PARTNER);
  const ofPartner = eq(partnerMembers.partnerId, partnerId);
  const [items, [counted]] = await Promise.all([
    members(db)
      .where(ofPartner)
      .orderBy(asc(partnerMembers.createdAt), asc(partnerMembers.userId))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ count: count() }).from(partnerMembers).where(ofPartner),
  ]);
  return { items, total: counted?.count ?? 0, page: input.page, pageSize: input.pageSize };
}

/** One member of the partner as the team page shows them; undefined for anyone else. */
export async function findPartnerMember(db: Pick<Db, "select">, partnerId: string, userId: string) {
  const [found] = await members(db)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)))
    .limit(1);
  return found;
}
