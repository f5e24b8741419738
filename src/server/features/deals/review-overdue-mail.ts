import { asc, sql } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { user } from "#server/db/schema/index";
import { enqueueEmail } from "#server/platform/email/outbox";
import { dealReviewOverdueEmail } from "#server/platform/email/templates/deal-review-overdue";
import { holdersOf } from "#server/platform/notifications";

/** Queues the mail to every reviewer (manage_partners) that a deal is past its review deadline. */
export async function queueReviewOverdueMail(
  tx: Pick<Db, "select" | "insert">,
  config: Config,
  deal: { id: string; partnerName: string; customer: string },
): Promise<void> {
  const reviewers = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(sql`${user.id} in (${holdersOf("manage_partners")})`)
    .orderBy(asc(user.email));
  for (const reviewer of reviewers) {
    await enqueueEmail(
      tx,
      dealReviewOverdueEmail({
        to: reviewer.email,
        reviewerName: reviewer.name,
        partnerName: deal.partnerName,
        customer: deal.customer,
        dealUrl: `${config.publicUrl}/partner-portal/deals/${deal.id}`,
      }),
    );
  }
}
