import type { partnerAuditLogs } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_COURSE_IDS } from "./courses";
import { DEMO_PARTNER_IDS, demoId } from "./ids";

/** The trail the demo's history would have left: approvals, a suspension, downloads and deal submissions. */
export function demoAuditLogs(context: DemoContext): Fixed<typeof partnerAuditLogs>[] {
  const { adminId } = context;
  const { acme, globex, umbrella, hooli } = DEMO_PARTNER_IDS;
  const acmeUser = context.userId("partner@acme.example");
  function audit(
    n: number,
    partnerId: string,
    actorUserId: string,
    action: string,
    details: Record<string, unknown>,
    createdDaysAgo: number,
  ): Fixed<typeof partnerAuditLogs> {
    return {
      id: demoId("auditLogs", n),
      partnerId,
      actorUserId,
      action,
      details,
      createdAt: context.daysAgo(createdDaysAgo),
    };
  }

  return [
    audit(1, hooli, adminId, "application_approved", { company_name: "Hooli" }, 296),
    audit(2, acme, adminId, "application_approved", { company_name: "Acme Solutions" }, 197),
    audit(3, globex, adminId, "application_approved", { company_name: "Globex Systems" }, 146),
    audit(4, umbrella, adminId, "application_rejected", { company_name: "Umbrella" }, 37),
    audit(
      5,
      hooli,
      adminId,
      "partner_status_changed",
      { company_name: "Hooli", from: "active", to: "suspended" },
      20,
    ),
    audit(
      6,
      acme,
      acmeUser,
      "certificate_downloaded",
      {
        course_id: DEMO_COURSE_IDS.onboarding,
        course_title: "Partner Onboarding Essentials",
        completion_date: context.isoDate(110),
      },
      109,
    ),
    audit(
      7,
      acme,
      acmeUser,
      "resource_downloaded",
      {
        resource_id: demoId("resources", 3),
        resource_title: "Pricing and Packaging Guide",
        content_type: "pdf",
      },
      8,
    ),
    audit(
      8,
      acme,
      acmeUser,
      "deal_submitted",
      { company_name: "Northwind Traders", deal_value: 48_000, submitted_by_admin: false },
      3,
    ),
    audit(
      9,
      globex,
      adminId,
      "deal_submitted",
      { company_name: "Proseware Health", deal_value: 64_000, submitted_by_admin: true },
      1,
    ),
  ];
}
