import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { partnerMembers, partners } from "../db/schema";

/**
 * The active partner a person acts for, with their role in it (docs/product/partner-teams.md): their membership,
 * never their e-mail, so a partner's contact and the people they invite are found the same way. None for a
 * person of no partner, or whose partner is not active.
 */
export async function findActiveMembership(db: Pick<Db, "select">, userId: string) {
  return findMembership(db, userId, { activeOnly: true });
}

/** A person's membership and its partner, whatever the partner's status; none for a person of no partner. */
export async function findMembership(
  db: Pick<Db, "select">,
  userId: string,
  options: { activeOnly?: boolean } = {},
) {
  const [membership] = await db
    .select({ partner: partners, role: partnerMembers.role })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(
      and(eq(partnerMembers.userId, userId), options.activeOnly ? eq(partners.status, "active") : undefined),
    )
    .limit(1);
  return membership;
}
