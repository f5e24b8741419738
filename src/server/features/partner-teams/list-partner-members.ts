import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerMembers, partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { countMembers, IN_ORDER_JOINED, MEMBER_COLUMNS, selectMembers } from "./partner-member-rows";

export const NO_SUCH_PARTNER = "No such partner.";

/** A partner nobody has is answered 404, as staff may name any partner. */
export async function requirePartner(db: Pick<Db, "select">, partnerId: string) {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) throw new AppError("not_found", NO_SUCH_PARTNER);
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
  await requirePartner(db, partnerId);
  const [items, total] = await Promise.all([
    // The page's members first, walked in the partner's index alone; only those 25 are joined to their account.
    selectMembers(db, MEMBER_COLUMNS)
      .where(
        inArray(
          partnerMembers.userId,
          db
            .select({ userId: partnerMembers.userId })
            .from(partnerMembers)
            .where(eq(partnerMembers.partnerId, partnerId))
            .orderBy(...IN_ORDER_JOINED)
            .limit(input.pageSize)
            .offset((input.page - 1) * input.pageSize),
        ),
      )
      .orderBy(...IN_ORDER_JOINED),
    countMembers(db, partnerId),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** One member of the partner as the team page shows them; undefined for anyone else. */
export async function findPartnerMember(db: Pick<Db, "select">, partnerId: string, userId: string) {
  const [found] = await selectMembers(db, MEMBER_COLUMNS)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)))
    .limit(1);
  return found;
}
