import { and, eq, isNull } from "drizzle-orm";
import { endUserSessions } from "#server/auth/end-sessions";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { apiKeys, partnerMembers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { MEMBER_REFUSALS } from "#shared/contracts/partner-teams";
import { lockMember } from "./lock-member";
import { withdrawInvitationsSentBy } from "./withdraw-invitations";

/**
 * Takes a member off the partner's team (docs/product/partner-teams.md#changing-the-team), in one transaction:
 * their membership goes, every session of theirs ends (their browser is told why) and every API key they made
 * for the partner is revoked and every invitation they sent is withdrawn, so nothing of theirs reaches the
 * partner from the next request on. Their account
 * stays, reaching nothing, and keeps the deals they registered on the partner's books. The contact cannot be
 * removed.
 */
export async function removeMember(db: Db, caller: Caller, partnerId: string, input: { userId: string }) {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, { partnerId, userId: input.userId }, caller.user.id);
    if (member.isContact) throw new AppError("conflict", MEMBER_REFUSALS.contactStays);
    await tx
      .delete(partnerMembers)
      .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, input.userId)));
    const sessionsEnded = await endUserSessions(tx, [input.userId], "member_removed");
    await withdrawInvitationsSentBy(tx, partnerId, input.userId);
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiKeys.partnerId, partnerId),
          eq(apiKeys.createdByUserId, input.userId),
          isNull(apiKeys.revokedAt),
        ),
      )
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      partnerId,
      actorUserId: caller.user.id,
      action: "partner_member_removed",
      subject: { type: "user", id: member.userId, label: member.name },
      details: {
        member_name: member.name,
        member_email: member.email,
        role: member.role,
        api_keys_revoked: revoked.length,
      },
    });
    return { sessionsEnded, apiKeysRevoked: revoked.length };
  });
}
