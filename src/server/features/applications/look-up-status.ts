import { desc, eq, sql } from "drizzle-orm";
import { contactEmailIs, findPartnerByContactEmail } from "#server/auth/find-partner-by-contact-email";
import type { Db } from "#server/db/client";
import { partnerApplications, partners } from "#server/db/schema/index";
import { enforceRateLimits } from "#server/platform/rate-limit";
import { STATUS_LOOKUP_LIMITS } from "./rate-limits";

/**
 * The status page's lookup: the newest application of the partner with this contact e-mail; failing that, an
 * application that names the e-mail although its partner no longer does (records disagree), or a partner that
 * never filed one. Rate limited per address and per e-mail, so the page cannot be used to sweep addresses.
 */
export async function lookUpApplicationStatus(
  db: Db,
  email: string,
  request: { clientIp: string | undefined },
) {
  await enforceRateLimits(
    db,
    "application-status",
    { email, clientIp: request.clientIp },
    STATUS_LOOKUP_LIMITS,
  );
  const [found] = await db
    .select({
      companyName: partners.companyName,
      partnerStatus: partners.status,
      status: partnerApplications.status,
      submittedAt: partnerApplications.submittedAt,
      reviewedAt: partnerApplications.reviewedAt,
      reviewerNotes: partnerApplications.reviewerNotes,
    })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(contactEmailIs(email))
    .orderBy(desc(partnerApplications.submittedAt))
    .limit(1);
  if (found) return { result: "found" as const, ...found };

  const [orphan] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(sql`lower(${partnerApplications.applicationData}->>'contact_email') = ${email}`)
    .limit(1);
  if (orphan) return { result: "data_error" as const };

  const partner = await findPartnerByContactEmail(db, email, "any");
  return partner
    ? { result: "partner_without_application" as const, companyName: partner.companyName }
    : { result: "not_found" as const };
}
