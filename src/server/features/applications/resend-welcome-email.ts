import { eq } from "drizzle-orm";
import { findPartnerUser } from "#server/auth/partner-users";
import type { Caller } from "#server/auth/session";
import { queueWelcomeEmail } from "#server/auth/welcome-email";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerApplications, partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { DeliveryOutcome, MailDelivery } from "#server/platform/email/delivery";

/** A new welcome mail with a fresh setup link, for an approved partner whose first one went astray. */
export async function resendWelcomeEmail(
  deps: { db: Db; config: Config; mail: MailDelivery },
  caller: Caller,
  id: string,
): Promise<DeliveryOutcome> {
  const mailId = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ status: partnerApplications.status, partner: partners })
      .from(partnerApplications)
      .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
      .where(eq(partnerApplications.id, id))
      .limit(1);
    if (!found) throw new AppError("not_found", "No such application.");
    const { partner } = found;
    if (found.status !== "approved" || partner.status !== "active") {
      throw new AppError("conflict", "Only approved, active partners get a welcome email.");
    }
    const contact = await findPartnerUser(tx, partner.contactEmail);
    if (!contact) {
      throw new AppError("conflict", "The partner's contact has no partner account. Please contact support.");
    }
    await recordAudit(tx, {
      partnerId: partner.id,
      actorUserId: caller.user.id,
      action: "welcome_email_resent",
      subject: { type: "partner", id: partner.id, label: partner.companyName },
      details: { application_id: id },
    });
    return queueWelcomeEmail(tx, deps.config, {
      userId: contact.id,
      email: partner.contactEmail,
      companyName: partner.companyName,
      contactName: partner.contactName,
    });
  });
  return deps.mail.sendNow(mailId);
}
