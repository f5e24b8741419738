import { eq, sql } from "drizzle-orm";
import { endUserSessions } from "#server/auth/end-sessions";
import { hasPassword } from "#server/auth/partner-users";
import { provisionPartnerAccount } from "#server/auth/provision-partner-account";
import type { Caller } from "#server/auth/session";
import { queueWelcomeEmail } from "#server/auth/welcome-email";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { partnerMembers, partners } from "#server/db/schema/index";
import { advanceJourney } from "#server/features/onboarding-journey/advance-journey";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { DeliveryOutcome, MailDelivery } from "#server/platform/email/delivery";
import { administrators, notify } from "#server/platform/notifications";
import { emitWebhookEvent } from "#server/platform/webhooks/events";
import type { PartnerStatus } from "#shared/enums";
import { getPartnerRow, NO_SUCH_PARTNER } from "./get-partner-row";
import { partnerStatusNotice } from "./notification-messages";

const EMAIL_TAKEN =
  "Another partner already uses this contact email. Change this partner's contact email first, or set the other partner to rejected.";

/**
 * Sets a partner's status freely (docs/product/partners.md#status), with the row locked so racing changes
 * apply one after the other. Setting active records the approver and time (rejected clears them), and makes
 * sure the contact has a partner account: one that never set a password gets the welcome mail with a fresh
 * setup link. Suspending or rejecting ends the contact's sessions at once. Audited in the same transaction.
 */
export async function setPartnerStatus(
  deps: { db: Db; config: Config; mail: MailDelivery },
  caller: Caller,
  input: { id: string; status: PartnerStatus },
): Promise<{ welcomeEmail?: DeliveryOutcome; sessionsEnded: number }> {
  const result = await deps.db
    .transaction(async (tx) => {
      const current = await getPartnerRow(tx, input.id, { lock: true });
      if (!current) throw new AppError("not_found", NO_SUCH_PARTNER);
      if (current.status === input.status) return { mailId: undefined, sessionsEnded: 0 };
      const now = new Date();
      const activating = input.status === "active";
      await tx
        .update(partners)
        .set({
          status: input.status,
          updatedAt: now,
          // As when an application is rejected: a rejected partner has no approver.
          ...(activating
            ? {
                approvedBy: caller.user.id,
                approvedAt: now,
                firstApprovedAt: sql`coalesce(${partners.firstApprovedAt}, ${now})`,
                // A reactivated partner's onboarding clock restarts: months suspended are not a stall.
                journeyMovedAt: now,
              }
            : {}),
          ...(input.status === "rejected" ? { approvedBy: null, approvedAt: null } : {}),
        })
        .where(eq(partners.id, input.id));
      // An approval starts the journey's clock; a status leaving active takes it off the stalled list.
      await advanceJourney(tx, input.id);
      const notice = partnerStatusNotice(
        { id: input.id, companyName: current.companyName },
        { from: current.status, to: input.status },
        caller.user.id,
      );
      if (notice) await notify(tx, administrators(), notice);
      await recordAudit(tx, {
        partnerId: input.id,
        actorUserId: caller.user.id,
        action: "partner_status_changed",
        subject: { type: "partner", id: input.id, label: current.companyName },
        details: { company_name: current.companyName, from: current.status, to: input.status },
      });
      await emitWebhookEvent(tx, {
        type: "partner.status_changed",
        partnerId: input.id,
        data: {
          partner: { id: input.id, companyName: current.companyName, status: input.status },
          previousStatus: current.status,
        },
      });

      let sessionsEnded = 0;
      // Every member is signed out at once and told why (docs/product/partner-teams.md).
      if (input.status === "suspended" || input.status === "rejected") {
        const members = await tx
          .select({ userId: partnerMembers.userId })
          .from(partnerMembers)
          .where(eq(partnerMembers.partnerId, input.id));
        sessionsEnded = await endUserSessions(
          tx,
          members.map((member) => member.userId),
          input.status === "suspended" ? "partner_suspended" : "partner_rejected",
        );
      }
      if (!activating) return { mailId: undefined, sessionsEnded };

      const { userId } = await provisionPartnerAccount(tx, {
        email: current.contactEmail,
        name: current.contactName,
        partnerId: input.id,
      });
      if (await hasPassword(tx, userId)) return { mailId: undefined, sessionsEnded };
      const mailId = await queueWelcomeEmail(tx, deps.config, {
        userId,
        email: current.contactEmail,
        companyName: current.companyName,
        contactName: current.contactName,
      });
      return { mailId, sessionsEnded };
    })
    .catch((error: unknown) => {
      // partners_live_contact_email_unique: a rejected partner whose e-mail another live partner now holds.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw new AppError("conflict", EMAIL_TAKEN);
      throw error;
    });

  return {
    sessionsEnded: result.sessionsEnded,
    ...(result.mailId ? { welcomeEmail: await deps.mail.sendNow(result.mailId) } : {}),
  };
}
