import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { reportFigures } from "#server/features/reports/report-figures";
import { hasAnyPermission } from "#shared/authorization";
import type { DashboardSummary } from "#shared/contracts/dashboard";
import { REPORT_READERS } from "#shared/permissions";
import { customerSuccessFigures } from "./customer-success-figures";
import { learningFigures } from "./learning-figures";
import { partnerPortalFigures } from "./partner-portal-figures";

/**
 * The dashboard's module figures (docs/product/dashboard.md#module-figures), each module's only for whoever its
 * own screens show them to: every staff member reads customers and tickets; every partner's deals and payouts
 * need manage_partners, as the partners', deals' and payouts' procedures do; the programme's figures need
 * manage_courses, as the course authors' screens do; the reports' figures count what the report library lists to
 * whoever reads, builds or manages reports. What the caller may not see is left out, not zeroed.
 */
export async function getDashboardSummary(db: Db, caller: Caller): Promise<DashboardSummary> {
  const { profile } = caller;
  const [customerSuccess, partnerPortal, learning, businessIntelligence] = await Promise.all([
    customerSuccessFigures(db),
    hasAnyPermission(profile, ["manage_partners"]) ? partnerPortalFigures(db) : undefined,
    hasAnyPermission(profile, ["manage_courses"]) ? learningFigures(db) : undefined,
    hasAnyPermission(profile, REPORT_READERS) ? reportFigures(db, caller) : undefined,
  ]);
  return {
    customerSuccess,
    ...(partnerPortal && { partnerPortal }),
    ...(learning && { learning }),
    ...(businessIntelligence && { businessIntelligence }),
  };
}
