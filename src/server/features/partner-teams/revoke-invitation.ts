import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerInvitations } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { lockOpenInvitation } from "./lock-invitation";

/** Withdraws an open invitation: its link stops working at once (docs/product/partner-teams.md#invitations). */
export async function revokeInvitation(db: Db, caller: Caller, partnerId: string, input: { id: string }) {
  return db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, partnerId, input.id);
    await tx
      .update(partnerInvitations)
      .set({ revokedAt: new Date() })
      .where(eq(partnerInvitations.id, invitation.id));
    await recordAudit(tx, {
      partnerId,
      actorUserId: caller.user.id,
      action: "partner_invitation_revoked",
      subject: { type: "partner", id: partnerId, label: invitation.companyName },
      details: { member_email: invitation.email, role: invitation.role },
    });
    return { revoked: true as const };
  });
}
