import type { DashboardSummary } from "#shared/contracts/dashboard";
import { formatAmount, formatNumber } from "#shared/format";
import { localDate, localTime } from "#web/lib/format/local-time";
import type { ModuleStat } from "./module-card";

type FiguresOf = Record<
  "customerSuccess" | "partnerPortal" | "learning" | "businessIntelligence",
  readonly ModuleStat[]
>;

/**
 * Each module card's figures from the server's summary (docs/product/dashboard.md#module-figures). A module the
 * server left out, as the person may not see its figures, has none: never zeros in their place.
 */
export function moduleFigures({
  customerSuccess,
  partnerPortal,
  learning,
  businessIntelligence,
}: DashboardSummary): FiguresOf {
  return {
    customerSuccess: [
      { label: "Customers", value: formatNumber(customerSuccess.customers), color: "blue" },
      { label: "At Risk", value: formatNumber(customerSuccess.atRisk), color: "red" },
      { label: "Open Tickets", value: formatNumber(customerSuccess.openTickets), color: "amber" },
    ],
    partnerPortal: partnerPortal
      ? [
          { label: "Active Partners", value: formatNumber(partnerPortal.activePartners), color: "blue" },
          { label: "Open Pipeline", value: formatAmount(partnerPortal.openPipelineValue), color: "green" },
          { label: "Commission Owed", value: formatAmount(partnerPortal.commissionOwed), color: "amber" },
        ]
      : [],
    learning: learning
      ? [
          { label: "Published Courses", value: formatNumber(learning.publishedCourses), color: "blue" },
          { label: "Active Learners", value: formatNumber(learning.activeLearners), color: "violet" },
          {
            label: "Certificates This Month",
            value: formatNumber(learning.certificatesThisMonth),
            color: "green",
          },
        ]
      : [],
    businessIntelligence: businessIntelligence
      ? [
          { label: "Saved Reports", value: formatNumber(businessIntelligence.savedReports), color: "blue" },
          {
            label: "Scheduled Deliveries",
            value: formatNumber(businessIntelligence.scheduledDeliveries),
            color: "violet",
          },
          {
            label: "Next Delivery",
            value: businessIntelligence.nextDeliveryAt
              ? `${localDate(businessIntelligence.nextDeliveryAt)}, ${localTime(businessIntelligence.nextDeliveryAt)}`
              : "None scheduled",
            color: "green",
          },
        ]
      : [],
  };
}
