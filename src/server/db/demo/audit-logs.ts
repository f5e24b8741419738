import type { AuditAction, AuditSubjectType } from "#shared/audit";
import type { AuditDetails } from "#shared/audit-details";
import { expiryNote } from "#shared/registration-notes";
import type { partnerAuditLogs } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_COURSE_IDS } from "./courses";
import { DEMO_ACME_CERTIFICATE } from "./enrollments";
import { DEMO_PARTNER_IDS, demoId } from "./ids";
import { ACME_OVERRIDE_REASON, DEMO_TIER_STORY } from "./partners";

/** The trail the demo's history would have left: approvals, a suspension, downloads and deal submissions. */
export function demoAuditLogs(context: DemoContext): Fixed<typeof partnerAuditLogs>[] {
  const { adminId } = context;
  const { acme, globex, umbrella, hooli } = DEMO_PARTNER_IDS;
  const acmeUser = context.userId("partner@acme.example");
  function audit<A extends AuditAction>(
    n: number,
    partnerId: string,
    actorUserId: string | null,
    action: A,
    subject: [type: AuditSubjectType, id: string, label: string],
    details: AuditDetails<A>,
    createdDaysAgo: number,
  ): Fixed<typeof partnerAuditLogs> {
    const [subjectType, subjectId, subjectLabel] = subject;
    return {
      id: demoId("auditLogs", n),
      partnerId,
      actorUserId,
      action,
      subjectType,
      subjectId,
      subjectLabel,
      details,
      createdAt: context.daysAgo(createdDaysAgo),
    };
  }

  // The programme's moves of the demo deals 13 to 18: a reviewer's questions, partners' withdrawals, expiries.
  const move = (
    n: number,
    partnerId: string,
    deal: number,
    company: string,
    actor: string | null,
    [from, to]: [string, string],
    note: string | undefined,
    daysAgo: number,
  ) => ({ n, partnerId, deal, company, actor, from, to, note, daysAgo });
  // Approved under the default terms, each ran out 90 days after its approval.
  const expiry = (daysAgo: number) => expiryNote(context.daysAgo(daysAgo), false);
  const programmeMoves = [
    move(
      10,
      acme,
      13,
      "Bellows College",
      adminId,
      ["submitted", "returned"],
      "Which of Bellows College's sites does the order cover?",
      4,
    ),
    move(
      11,
      globex,
      16,
      "VanArsdel",
      adminId,
      ["submitted", "returned"],
      "Is the contract with VanArsdel or its parent company?",
      3,
    ),
    move(
      12,
      acme,
      14,
      "Southridge Video",
      acmeUser,
      ["in_review", "withdrawn"],
      "Southridge Video chose to renew with its current vendor.",
      8,
    ),
    move(
      13,
      globex,
      17,
      "Wingtip Toys",
      context.userId("partner@globex.example"),
      ["in_review", "withdrawn"],
      "Wingtip Toys froze new purchases until next year.",
      12,
    ),
    move(14, acme, 15, "Relecloud", null, ["approved", "expired"], expiry(35), 35),
    move(15, globex, 18, "Tailwind Traders", null, ["approved", "expired"], expiry(20), 20),
    // The moves before: the withdrawn deals were in review, the expired ones approved.
    move(16, acme, 14, "Southridge Video", adminId, ["submitted", "in_review"], undefined, 15),
    move(17, globex, 17, "Wingtip Toys", adminId, ["submitted", "in_review"], undefined, 26),
    move(18, acme, 15, "Relecloud", adminId, ["submitted", "approved"], undefined, 125),
    move(19, globex, 18, "Tailwind Traders", adminId, ["submitted", "approved"], undefined, 110),
  ];

  return [
    audit(
      1,
      hooli,
      adminId,
      "application_approved",
      ["application", demoId("applications", 5), "Hooli"],
      { company_name: "Hooli" },
      296,
    ),
    audit(
      2,
      acme,
      adminId,
      "application_approved",
      ["application", demoId("applications", 1), "Acme Solutions"],
      { company_name: "Acme Solutions" },
      197,
    ),
    audit(
      3,
      globex,
      adminId,
      "application_approved",
      ["application", demoId("applications", 2), "Globex Systems"],
      { company_name: "Globex Systems" },
      146,
    ),
    audit(
      4,
      umbrella,
      adminId,
      "application_rejected",
      ["application", demoId("applications", 4), "Umbrella"],
      { company_name: "Umbrella" },
      37,
    ),
    audit(
      5,
      hooli,
      adminId,
      "partner_status_changed",
      ["partner", hooli, "Hooli"],
      { company_name: "Hooli", from: "active", to: "suspended" },
      20,
    ),
    audit(
      6,
      acme,
      acmeUser,
      "certificate_downloaded",
      ["course", DEMO_COURSE_IDS.onboarding, "Partner Onboarding Essentials"],
      {
        course_id: DEMO_COURSE_IDS.onboarding,
        course_title: "Partner Onboarding Essentials",
        completion_date: context.isoDate(DEMO_ACME_CERTIFICATE.completedDaysAgo),
      },
      109,
    ),
    audit(
      7,
      acme,
      acmeUser,
      "resource_downloaded",
      ["resource", demoId("resources", 3), "Pricing and Packaging Guide"],
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
      context.userId("rep1@acme.example"),
      "deal_submitted",
      ["deal", demoId("deals", 1), "Northwind Traders"],
      {
        deal_id: demoId("deals", 1),
        company_name: "Northwind Traders",
        deal_value: 48_000,
        submitted_by_admin: false,
      },
      3,
    ),
    audit(
      9,
      globex,
      adminId,
      "deal_submitted",
      ["deal", demoId("deals", 7), "Proseware Health"],
      {
        deal_id: demoId("deals", 7),
        company_name: "Proseware Health",
        deal_value: 64_000,
        submitted_by_admin: true,
      },
      1,
    ),
    audit(
      20,
      acme,
      adminId,
      "partner_tier_overridden",
      ["partner", acme, "Acme Solutions"],
      {
        company_name: "Acme Solutions",
        from: "gold",
        to: "gold",
        reason: ACME_OVERRIDE_REASON,
        ends_on: context.isoDate(DEMO_TIER_STORY.acmeOverrideDaysAgo - DEMO_TIER_STORY.acmeOverrideDays),
      },
      DEMO_TIER_STORY.acmeOverrideDaysAgo,
    ),
    audit(
      21,
      globex,
      null,
      "partner_tier_warned",
      ["partner", globex, "Globex Systems"],
      {
        company_name: "Globex Systems",
        from: "silver",
        to: "bronze",
        due_on: context.isoDate(DEMO_TIER_STORY.globexWarnedDaysAgo - DEMO_TIER_STORY.graceDays),
      },
      DEMO_TIER_STORY.globexWarnedDaysAgo,
    ),
    ...programmeMoves.map((move) =>
      audit(
        move.n,
        move.partnerId,
        move.actor,
        "deal_status_changed",
        ["deal", demoId("deals", move.deal), move.company],
        {
          deal_id: demoId("deals", move.deal),
          company_name: move.company,
          from: move.from,
          to: move.to,
          ...(move.note ? { note: move.note } : {}),
        },
        move.daysAgo,
      ),
    ),
  ];
}
