import { eq } from "drizzle-orm";
import { newInvitationToken } from "#server/auth/invitation-tokens";
import { joiningStanding } from "#server/auth/joining-standing";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerInvitations } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { INVITE_REFUSALS } from "#shared/contracts/partner-invitations";
import { queueInvitationMail } from "./invitation-mail";
import { invitationRow } from "./invitation-rows";
import { lockOpenInvitation } from "./lock-invitation";

/**
 * Mails an open invitation again with a new link valid 7 days from now; the link sent before stops working
 * (docs/product/partner-teams.md#invitations). The address is checked again, as it may have joined elsewhere since.
 */
export async function resendInvitation(
  deps: { db: Db; config: Config },
  caller: Caller,
  partnerId: string,
  input: { id: string },
) {
  return deps.db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, partnerId, input.id);
    if (invitation.partnerStatus !== "active")
      throw new AppError("conflict", INVITE_REFUSALS.partnerInactive);
    const { refusal } = await joiningStanding(tx, invitation.email, partnerId);
    if (refusal) throw new AppError("conflict", INVITE_REFUSALS[refusal], { reason: refusal });
    const { token, tokenHash, expiresAt } = newInvitationToken();
    await tx
      .update(partnerInvitations)
      .set({ tokenHash, expiresAt, sentAt: new Date(), invitedBy: caller.user.id })
      .where(eq(partnerInvitations.id, invitation.id));
    await queueInvitationMail(tx, deps.config, { ...invitation, token }, caller.user.id);
    return { invitation: await invitationRow(tx, invitation.id) };
  });
}
