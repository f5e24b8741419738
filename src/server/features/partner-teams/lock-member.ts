import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerMembers, partners, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { MEMBER_REFUSALS, NO_SUCH_MEMBER } from "#shared/contracts/partner-teams";

/**
 * A member of the partner, held for the rest of the transaction (FOR UPDATE), so two changes to one member run one
 * after the other. Another partner's member, or nobody's, is 404; a change to oneself is 409.
 */
export async function lockMember(
  tx: Pick<Db, "select">,
  target: { partnerId: string; userId: string },
  actorUserId: string,
) {
  const [found] = await tx
    .select({
      userId: partnerMembers.userId,
      role: partnerMembers.role,
      name: user.name,
      email: user.email,
      companyName: partners.companyName,
      isContact: sql<boolean>`lower(${user.email}) = lower(${partners.contactEmail})`,
    })
    .from(partnerMembers)
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(and(eq(partnerMembers.partnerId, target.partnerId), eq(partnerMembers.userId, target.userId)))
    .for("update", { of: partnerMembers });
  if (!found) throw new AppError("not_found", NO_SUCH_MEMBER);
  if (found.userId === actorUserId) throw new AppError("conflict", MEMBER_REFUSALS.notYourself);
  return found;
}
