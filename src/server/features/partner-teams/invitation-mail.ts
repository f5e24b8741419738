import { eq } from "drizzle-orm";
import { invitationLink } from "#server/auth/invitation-tokens";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { user } from "#server/db/schema/index";
import { enqueueEmail } from "#server/platform/email/outbox";
import { partnerInvitationEmail } from "#server/platform/email/templates/partner-invitation";
import type { PartnerMemberRole } from "#shared/enums";

/** Queues the invitation mail with its one-time link, in the transaction that wrote the token. */
export async function queueInvitationMail(
  tx: Pick<Db, "select" | "insert">,
  config: Config,
  invitation: { email: string; role: PartnerMemberRole; companyName: string; token: string },
  inviterId: string,
) {
  const [inviter] = await tx.select({ name: user.name }).from(user).where(eq(user.id, inviterId)).limit(1);
  await enqueueEmail(
    tx,
    partnerInvitationEmail({
      to: invitation.email,
      inviterName: inviter?.name ?? invitation.companyName,
      companyName: invitation.companyName,
      role: invitation.role,
      acceptUrl: invitationLink(config, invitation.token),
    }),
  );
}
