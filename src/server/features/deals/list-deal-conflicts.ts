import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { partnerDeals, partners } from "../../db/schema";
import { ALL_PARTNERS } from "../partners/partner-scope";
import { dealSummaryColumns, openForCustomer } from "./deal-columns";
import { getDeal } from "./get-deal";

/** At most this many conflicting deals are listed beside a deal; more than a handful is itself the finding. */
const MAX_CONFLICTS = 50;

/**
 * For staff: a deal beside the other partners' open deals for the same end customer (the ones its `Possible
 * duplicate` badge stands for), the earliest registration first.
 */
export async function listDealConflicts(db: Pick<Db, "select">, id: string) {
  const deal = await getDeal(db, ALL_PARTNERS, id);
  const [own] = await db
    .select({ customerKey: partnerDeals.customerKey })
    .from(partnerDeals)
    .where(eq(partnerDeals.id, id));
  const conflicts = own?.customerKey
    ? await db
        .select(dealSummaryColumns(ALL_PARTNERS))
        .from(partnerDeals)
        .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
        .where(
          and(
            eq(partnerDeals.customerKey, own.customerKey),
            ne(partnerDeals.partnerId, deal.partnerId),
            openForCustomer(partnerDeals),
          ),
        )
        .orderBy(asc(partnerDeals.submittedAt), asc(partnerDeals.id))
        .limit(MAX_CONFLICTS)
    : [];
  return { deal, conflicts };
}
