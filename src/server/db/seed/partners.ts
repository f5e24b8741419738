import type { Db } from "../client";
import type { DemoRecords } from "../demo-data";
import {
  commissionPayouts,
  partnerApplications,
  partnerDeals,
  partnerMembers,
  partners,
  partnerTierStates,
} from "../schema";
import { insertMissing, storedIds } from "./stored-rows";

/**
 * The demo partners with their contacts as members, their applications, deals and payouts. Returns the rows
 * inserted per table and `ofOurPartners`, which keeps the rows of demo partners that are stored.
 */
export async function seedPartners(tx: Db, records: DemoRecords) {
  const partnerCount = await insertMissing(tx, partners, records.partners);
  // A demo partner is skipped when a live partner with its e-mail already exists; so are its dependants.
  const ourPartners = await storedIds(tx, partners, records.partners);
  const ofOurPartners = <T extends { partnerId?: string | null }>(rows: T[]) =>
    rows.filter((row) => row.partnerId != null && ourPartners.has(row.partnerId));

  const memberCount = await insertMissing(tx, partnerMembers, ofOurPartners(records.partnerMembers));
  const applicationCount = await insertMissing(tx, partnerApplications, ofOurPartners(records.applications));
  const dealCount = await insertMissing(tx, partnerDeals, ofOurPartners(records.deals));
  const payoutCount = await insertMissing(tx, commissionPayouts, ofOurPartners(records.payouts));
  const tierStateCount = await insertMissing(tx, partnerTierStates, ofOurPartners(records.tierStates));
  return {
    inserted: {
      partners: partnerCount,
      partner_members: memberCount,
      partner_applications: applicationCount,
      partner_deals: dealCount,
      commission_payouts: payoutCount,
      partner_tier_states: tierStateCount,
    },
    ofOurPartners,
    ours: ourPartners,
  };
}
