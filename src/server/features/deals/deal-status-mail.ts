import { asc, type SQL, sql } from "drizzle-orm";
import { partnerPortalUrl } from "#server/auth/trusted-origins";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { user } from "#server/db/schema/index";
import { enqueueEmail } from "#server/platform/email/outbox";
import {
  type DealMailFacts,
  type DealMailStatus,
  dealStatusEmail,
} from "#server/platform/email/templates/deal-status";
import { partnerAdminsAnd } from "#server/platform/notifications";

/**
 * Queues the mail telling a deal's people that it moved (approved, returned, won, lost, expired) or is about to
 * expire, one each addressed by name, in the change's transaction. By default they are the deal's followers (the
 * partner's admins and the member who submitted it); `recipients` narrows them (the reminder goes to its member).
 */
export async function queueDealStatusMail(
  tx: Pick<Db, "select" | "insert">,
  config: Config,
  deal: {
    id: string;
    partnerId: string;
    submittedBy: string | null;
    companyName: string;
    dealValue: string;
    status: DealMailStatus;
  },
  facts: DealMailFacts = {},
  recipients: SQL = partnerAdminsAnd(deal.partnerId, deal.submittedBy),
): Promise<void> {
  const people = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(sql`${user.id} in (${recipients})`)
    .orderBy(asc(user.email));
  const portal = partnerPortalUrl(config);
  for (const person of people) {
    await enqueueEmail(
      tx,
      dealStatusEmail({
        to: person.email,
        contactName: person.name,
        customer: deal.companyName,
        dealValue: deal.dealValue,
        status: deal.status,
        facts,
        portalUrl: `${portal.base}${portal.dashboardPath}/deals/${deal.id}`,
      }),
    );
  }
}
