import { and, eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerMembers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { MEMBER_REFUSALS, NO_SUCH_MEMBER } from "#shared/contracts/partner-teams";
import type { PartnerMemberRole } from "#shared/enums";
import { findPartnerMember } from "./list-partner-members";
import { lockMember } from "./lock-member";
import { withdrawInvitationsSentBy } from "./withdraw-invitations";

/**
 * Gives a member of the partner another role (docs/product/partner-teams.md#changing-the-team): the partner's
 * contact stays a partner admin. What the member reaches changes with their next request, their API keys'
 * included; a sales rep's open invitations are withdrawn. The same role again changes and records nothing.
 */
export async function changeMemberRole(
  db: Db,
  caller: Caller,
  partnerId: string,
  input: { userId: string; role: PartnerMemberRole },
) {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, { partnerId, userId: input.userId }, caller.user.id);
    if (member.role === input.role) return;
    if (member.isContact) throw new AppError("conflict", MEMBER_REFUSALS.contactStaysAdmin);
    await tx
      .update(partnerMembers)
      .set({ role: input.role, updatedAt: new Date() })
      .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, input.userId)));
    if (input.role !== "partner_admin") await withdrawInvitationsSentBy(tx, partnerId, input.userId);
    await recordAudit(tx, {
      partnerId,
      actorUserId: caller.user.id,
      action: "partner_member_role_changed",
      subject: { type: "user", id: member.userId, label: member.name },
      details: { member_name: member.name, member_email: member.email, from: member.role, to: input.role },
    });
  });
  const member = await findPartnerMember(db, partnerId, input.userId);
  if (!member) throw new AppError("not_found", NO_SUCH_MEMBER);
  return { member };
}
