import { sql } from "drizzle-orm";
import { partnerApplications, partners } from "#server/db/schema/index";

/** What a list row of an application shows; the detail adds the rest. Queries join the partner. */
export const applicationSummaryColumns = {
  id: partnerApplications.id,
  partnerId: partnerApplications.partnerId,
  companyName: partners.companyName,
  contactName: partners.contactName,
  contactEmail: partners.contactEmail,
  businessType: partners.businessType,
  status: partnerApplications.status,
  submittedAt: partnerApplications.submittedAt,
  reviewedAt: partnerApplications.reviewedAt,
  documentCount: sql<number>`jsonb_array_length(${partnerApplications.documents})::int`,
};
