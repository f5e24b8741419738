import type { partnerMembers, partners, partnerTierStates } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_PARTNER_IDS } from "./ids";
import { DEMO_USERS } from "./people";

/** One partner in each status: Acme and Globex active, Initech pending, Umbrella rejected, Hooli suspended. */
export function demoPartners(context: DemoContext): Fixed<typeof partners>[] {
  return [
    {
      id: DEMO_PARTNER_IDS.acme,
      companyName: "Acme Solutions",
      contactName: "Alice Johnson",
      contactEmail: "partner@acme.example",
      contactPhone: "+1 415 555 0142",
      website: "https://acme.example",
      businessType: "reseller",
      partnerType: "Value-added reseller",
      annualRevenue: "4200000.00",
      status: "active",
      tier: "gold",
      commissionRate: "15.00",
      applicationDate: context.daysAgo(200),
      approvedBy: context.adminId,
      approvedAt: context.daysAgo(197),
      firstApprovedAt: context.daysAgo(197),
      createdAt: context.daysAgo(200),
    },
    {
      id: DEMO_PARTNER_IDS.globex,
      companyName: "Globex Systems",
      contactName: "Grace Liu",
      contactEmail: "partner@globex.example",
      contactPhone: "+1 312 555 0187",
      website: "https://globex.example",
      businessType: "system_integrator",
      partnerType: "Implementation partner",
      annualRevenue: "12500000.00",
      status: "active",
      tier: "silver",
      commissionRate: "12.00",
      applicationDate: context.daysAgo(150),
      approvedBy: context.adminId,
      approvedAt: context.daysAgo(146),
      firstApprovedAt: context.daysAgo(146),
      createdAt: context.daysAgo(150),
    },
    {
      id: DEMO_PARTNER_IDS.initech,
      companyName: "Initech",
      contactName: "Peter Gibbons",
      contactEmail: "pending@initech.example",
      contactPhone: "+1 512 555 0119",
      website: "https://initech.example",
      businessType: "consultant",
      partnerType: "Advisory partner",
      annualRevenue: "850000.00",
      status: "pending",
      applicationDate: context.daysAgo(2),
      createdAt: context.daysAgo(2),
    },
    {
      id: DEMO_PARTNER_IDS.umbrella,
      companyName: "Umbrella",
      contactName: "Rita Alvarez",
      contactEmail: "rejected@umbrella.example",
      contactPhone: "+1 206 555 0173",
      website: "https://umbrella.example",
      businessType: "referral_partner",
      partnerType: "Referral partner",
      annualRevenue: null,
      status: "rejected",
      rejectionReason:
        "The application lists no sales experience in our market and no business licence. You are welcome to re-apply once you have a first customer reference.",
      applicationDate: context.daysAgo(40),
      createdAt: context.daysAgo(40),
    },
    {
      id: DEMO_PARTNER_IDS.hooli,
      companyName: "Hooli",
      contactName: "Gavin Belson",
      contactEmail: "suspended@hooli.example",
      contactPhone: "+1 650 555 0100",
      website: "https://hooli.example",
      businessType: "technology_partner",
      partnerType: "Technology alliance",
      annualRevenue: "98000000.00",
      status: "suspended",
      tier: "silver",
      commissionRate: "10.00",
      // Agreed on its own terms: its rate stays whatever its tier.
      ownCommissionRate: true,
      applicationDate: context.daysAgo(300),
      approvedBy: context.adminId,
      approvedAt: context.daysAgo(296),
      firstApprovedAt: context.daysAgo(296),
      createdAt: context.daysAgo(300),
    },
  ];
}

/** Acme's two sales reps, by e-mail: members beside its contact. */
export const DEMO_ACME_REPS = ["rep1@acme.example", "rep2@acme.example"] as const;

/** Each contact with an account is its partner's admin; Acme also has its two sales reps. */
export function demoPartnerMembers(
  context: DemoContext,
  demoPartnerRows: readonly Fixed<typeof partners>[],
): (typeof partnerMembers.$inferInsert)[] {
  const contacts = new Set(DEMO_USERS.filter((u) => u.role === "partner").map((u) => u.email));
  const admins = demoPartnerRows
    .filter((partner) => contacts.has(partner.contactEmail))
    .map((partner) => ({
      userId: context.userId(partner.contactEmail),
      partnerId: partner.id,
      role: "partner_admin" as const,
      invitedBy: null,
    }));
  const reps = DEMO_ACME_REPS.map((email) => ({
    userId: context.userId(email),
    partnerId: DEMO_PARTNER_IDS.acme,
    role: "sales_rep" as const,
    invitedBy: context.userId("partner@acme.example"),
  }));
  return [...admins, ...reps];
}

/** How long before the demo's day the programme warned Globex, and for how long staff keep Acme at Gold. */
export const DEMO_TIER_STORY = {
  globexWarnedDaysAgo: 45,
  graceDays: 90,
  acmeOverrideDaysAgo: 30,
  acmeOverrideDays: 150,
};

/**
 * What is pending on the demo partners' tiers, as the programme's rules would have left it
 * (docs/product/programme.md#tiers): Acme's figures earn Silver, but staff keep it at Gold through its launch
 * year; Globex has no certified member, so it was warned it will move to Bronze unless one completes a course.
 */
export function demoTierStates(context: DemoContext): (typeof partnerTierStates.$inferInsert)[] {
  const story = DEMO_TIER_STORY;
  return [
    {
      partnerId: DEMO_PARTNER_IDS.acme,
      overrideTier: "gold",
      overrideEndsAt: context.daysAgo(story.acmeOverrideDaysAgo - story.acmeOverrideDays),
      overrideReason: ACME_OVERRIDE_REASON,
      overrideBy: context.adminId,
    },
    {
      partnerId: DEMO_PARTNER_IDS.globex,
      demotionTier: "bronze",
      demotionDueAt: context.daysAgo(story.globexWarnedDaysAgo - story.graceDays),
    },
  ];
}

export const ACME_OVERRIDE_REASON = "Launch partner for the new product range: Gold through its first year.";
