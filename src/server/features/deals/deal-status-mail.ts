import { eq } from "drizzle-orm";
import { partnerPortalUrl } from "#server/auth/trusted-origins";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partners } from "#server/db/schema/index";
import { enqueueEmail } from "#server/platform/email/outbox";
import { type DealMailStatus, dealStatusEmail } from "#server/platform/email/templates/deal-status";

/** Queues the mail telling the partner's contact that a deal was approved, won or lost, in the change's transaction. */
export async function queueDealStatusMail(
  tx: Pick<Db, "select" | "insert">,
  config: Config,
  deal: {
    partnerId: string;
    companyName: string;
    dealValue: string;
    status: DealMailStatus;
    commissionAmount?: string;
  },
): Promise<void> {
  const [partner] = await tx
    .select({ email: partners.contactEmail, name: partners.contactName })
    .from(partners)
    .where(eq(partners.id, deal.partnerId));
  if (!partner) return;
  const portal = partnerPortalUrl(config);
  await enqueueEmail(
    tx,
    dealStatusEmail({
      to: partner.email,
      contactName: partner.name,
      customer: deal.companyName,
      dealValue: deal.dealValue,
      status: deal.status,
      commissionAmount: deal.commissionAmount,
      portalUrl: `${portal.base}${portal.dashboardPath}`,
    }),
  );
}
