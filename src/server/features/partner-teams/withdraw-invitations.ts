import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerInvitations } from "#server/db/schema/index";

/**
 * Withdraws the open invitations a member sent for the partner, when they are removed or stop being a partner
 * admin: an invitation outlives nobody's authority to send it (docs/product/partner-teams.md#changing-the-team).
 */
export async function withdrawInvitationsSentBy(tx: Pick<Db, "update">, partnerId: string, userId: string) {
  const withdrawn = await tx
    .update(partnerInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(partnerInvitations.partnerId, partnerId),
        eq(partnerInvitations.invitedBy, userId),
        isNull(partnerInvitations.acceptedAt),
        isNull(partnerInvitations.revokedAt),
      ),
    )
    .returning({ id: partnerInvitations.id });
  return withdrawn.length;
}
