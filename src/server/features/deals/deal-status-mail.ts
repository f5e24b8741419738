import { asc, sql } from "drizzle-orm";
import { partnerPortalUrl } from "#server/auth/trusted-origins";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { user } from "#server/db/schema/index";
import { enqueueEmail } from "#server/platform/email/outbox";
import { type DealMailStatus, dealStatusEmail } from "#server/platform/email/templates/deal-status";
import { partnerAdminsAnd } from "#server/platform/notifications";

/**
 * Queues the mail telling the deal's followers (the partner's admins and the member who submitted it) that it was
 * approved, won or lost, one each addressed by name, in the change's transaction.
 */
export async function queueDealStatusMail(
  tx: Pick<Db, "select" | "insert">,
  config: Config,
  deal: {
    partnerId: string;
    submittedBy: string | null;
    companyName: string;
    dealValue: string;
    status: DealMailStatus;
    commissionAmount?: string;
  },
): Promise<void> {
  const followers = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(sql`${user.id} in (${partnerAdminsAnd(deal.partnerId, deal.submittedBy)})`)
    .orderBy(asc(user.email));
  const portal = partnerPortalUrl(config);
  for (const follower of followers) {
    await enqueueEmail(
      tx,
      dealStatusEmail({
        to: follower.email,
        contactName: follower.name,
        customer: deal.companyName,
        dealValue: deal.dealValue,
        status: deal.status,
        commissionAmount: deal.commissionAmount,
        portalUrl: `${portal.base}${portal.dashboardPath}`,
      }),
    );
  }
}
