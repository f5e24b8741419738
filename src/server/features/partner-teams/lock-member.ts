import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerMembers, partners, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { MEMBER_REFUSALS, NO_SUCH_MEMBER } from "#shared/contracts/partner-teams";
import { IS_CONTACT, selectMembers } from "./partner-member-rows";

/**
 * A member of the partner, held for the rest of the transaction (FOR UPDATE), so two changes to one member run one
 * after the other. Another partner's member, or nobody's, is 404; a change to oneself is 409.
 */
export async function lockMember(
  tx: Pick<Db, "select">,
  target: { partnerId: string; userId: string },
  actorUserId: string,
) {
  const [found] = await selectMembers(tx, {
    userId: partnerMembers.userId,
    role: partnerMembers.role,
    name: user.name,
    email: user.email,
    companyName: sql<string>`(select ${partners.companyName} from ${partners} where ${partners.id} = ${partnerMembers.partnerId})`,
    isContact: IS_CONTACT,
  })
    .where(and(eq(partnerMembers.partnerId, target.partnerId), eq(partnerMembers.userId, target.userId)))
    .for("update", { of: partnerMembers });
  if (!found) throw new AppError("not_found", NO_SUCH_MEMBER);
  if (found.userId === actorUserId) throw new AppError("conflict", MEMBER_REFUSALS.notYourself);
  return found;
}
