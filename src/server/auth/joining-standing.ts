import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { partnerMembers, partners, user, userRoles } from "../db/schema";

/** Why an address cannot join a partner's team (docs/product/partner-teams.md#invitations). */
export type JoiningRefusal = "staffAddress" | "alreadyMember" | "otherPartnersMember";

/**
 * The account at the address, if any, and why it cannot join the partner: a staff account, a member of this
 * partner already, or a member of another partner still live (a rejected partner's members may move on). With
 * `lock`, the account row is held for the caller's transaction, so two joins of one address run one at a time.
 */
export async function joiningStanding(
  tx: Pick<Db, "select">,
  email: string,
  partnerId: string,
): Promise<{ accountId: string | undefined; refusal: JoiningRefusal | undefined }> {
  const [account] = await tx
    .select({
      id: user.id,
      staff: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} <> 'partner')`,
      memberOf: partnerMembers.partnerId,
      memberOfStatus: partners.status,
    })
    .from(user)
    .leftJoin(partnerMembers, eq(partnerMembers.userId, user.id))
    .leftJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (!account) return { accountId: undefined, refusal: undefined };
  const refusal: JoiningRefusal | undefined = account.staff
    ? "staffAddress"
    : account.memberOf === partnerId
      ? "alreadyMember"
      : account.memberOf !== null && account.memberOfStatus !== "rejected"
        ? "otherPartnersMember"
        : undefined;
  return { accountId: account.id, refusal };
}
