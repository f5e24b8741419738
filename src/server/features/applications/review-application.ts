import { eq, sql } from "drizzle-orm";
import { provisionPartnerAccount } from "#server/auth/provision-partner-account";
import type { Caller } from "#server/auth/session";
import { queueWelcomeEmail } from "#server/auth/welcome-email";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { partnerApplications, partners } from "#server/db/schema/index";
import { advanceJourney } from "#server/features/onboarding-journey/advance-journey";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { MailDelivery } from "#server/platform/email/delivery";
import { getApplication } from "./get-application";

const ALREADY_REVIEWED = "This application has already been reviewed.";

type Decision = "approve" | "reject";

/** The partner's columns a review sets: an approval activates it, a rejection records why. */
function partnerChanges(decision: Decision, reviewerId: string, notes: string | null, now: Date) {
  return decision === "approve"
    ? {
        status: "active" as const,
        approvedBy: reviewerId,
        approvedAt: now,
        firstApprovedAt: sql`coalesce(${partners.firstApprovedAt}, ${now})`,
        rejectionReason: null,
        updatedAt: now,
      }
    : {
        status: "rejected" as const,
        approvedBy: null,
        approvedAt: null,
        rejectionReason: notes,
        updatedAt: now,
      };
}

/**
 * Approves or rejects a pending application in one transaction with the application row locked, so two
 * reviewers racing get exactly one review (the other is refused). An approval also activates the partner,
 * provisions the contact's partner account without a password and queues the welcome mail with a setup link;
 * that mail is then tried at once so the reviewer learns what became of it.
 */
export async function reviewApplication(
  deps: { db: Db; config: Config; mail: MailDelivery },
  caller: Caller,
  input: { id: string; decision: Decision; notes?: string },
) {
  const notes = input.notes ?? null;
  const reviewed = await deps.db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ status: partnerApplications.status, partner: partners })
        .from(partnerApplications)
        .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
        .where(eq(partnerApplications.id, input.id))
        .for("update", { of: partnerApplications });
      if (!current) throw new AppError("not_found", "No such application.");
      if (current.status !== "pending") throw new AppError("conflict", ALREADY_REVIEWED);
      const { partner } = current;
      const approving = input.decision === "approve";
      const now = new Date();

      await tx
        .update(partnerApplications)
        .set({
          status: approving ? "approved" : "rejected",
          reviewedAt: now,
          reviewedBy: caller.user.id,
          reviewerNotes: notes,
        })
        .where(eq(partnerApplications.id, input.id));
      await tx
        .update(partners)
        .set(partnerChanges(input.decision, caller.user.id, notes, now))
        .where(eq(partners.id, partner.id));
      await recordAudit(
        tx,
        {
          partnerId: partner.id,
          actorUserId: caller.user.id,
          action: approving ? "application_approved" : "application_rejected",
          subject: { type: "application", id: input.id, label: partner.companyName },
          details: { application_id: input.id, company_name: partner.companyName, notes },
        },
        {
          partnerId: partner.id,
          actorUserId: caller.user.id,
          action: "partner_status_changed",
          subject: { type: "partner", id: partner.id, label: partner.companyName },
          details: {
            company_name: partner.companyName,
            from: partner.status,
            to: approving ? "active" : "rejected",
          },
        },
      );
      if (!approving) return { mailId: undefined, application: await getApplication(tx, input.id) };

      const contact = { email: partner.contactEmail, name: partner.contactName, partnerId: partner.id };
      const { userId } = await provisionPartnerAccount(tx, contact);
      // The journey starts at approval: its steps counted, its clock started.
      await advanceJourney(tx, partner.id);
      const mailId = await queueWelcomeEmail(tx, deps.config, {
        userId,
        email: partner.contactEmail,
        companyName: partner.companyName,
        contactName: partner.contactName,
      });
      return { mailId, application: await getApplication(tx, input.id) };
    })
    .catch((error: unknown) => {
      // Someone created an account with the contact's e-mail while this review ran: nothing was written.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        throw new AppError("conflict", "The contact's account changed during the review. Please try again.");
      }
      throw error;
    });

  return {
    application: reviewed.application,
    ...(reviewed.mailId ? { welcomeEmail: await deps.mail.sendNow(reviewed.mailId) } : {}),
  };
}
