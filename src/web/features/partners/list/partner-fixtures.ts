import type { PartnerDetail, PartnerListItem } from "#shared/contracts/partners";

// What the partners procedures answer, as the screens receive them, for the Partners tab's tests.

export const PARTNER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** The id of the n-th other partner. */
export const otherPartnerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A partner of the list: Acme Solutions, active, gold, 15%, unless overridden. */
export function partnerItem(overrides: Partial<PartnerListItem> = {}): PartnerListItem {
  return {
    id: PARTNER_ID,
    companyName: "Acme Solutions",
    contactName: "Alice Johnson",
    contactEmail: "alice@acme.example",
    contactPhone: "+1 555 0100",
    website: "https://acme.example",
    businessType: "system_integrator",
    partnerType: "Value-added reseller",
    status: "active",
    tier: "gold",
    commissionRate: "15.00",
    applicationDate: new Date("2026-03-05T10:00:00Z"),
    approvedAt: new Date("2026-03-09T10:00:00Z"),
    dealCount: 12,
    memberCount: 3,
    commissionEarned: "1234.56",
    journeyDone: 5,
    journeyTotal: 5,
    journeyCompletedAt: new Date("2026-04-02T10:00:00Z"),
    journeyStalledSince: null,
    firstDealAt: new Date("2026-03-20T10:00:00Z"),
    ...overrides,
  };
}

export const pageOf = (items: PartnerListItem[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  pageSize: 20,
});

const ADMIN = { id: "admin-1", name: "Ada Admin", email: "ada@example.com" };

/**
 * The details of a partner: its terms, application, a deal, a payout, three audit entries, and two members, the
 * contact certified in one course.
 */
export function partnerDetail(partner: PartnerListItem): PartnerDetail {
  return {
    partner: {
      ...partner,
      annualRevenue: "2500000.00",
      approvedBy: ADMIN,
      rejectionReason: null,
      createdAt: partner.applicationDate,
      updatedAt: new Date("2026-04-01T09:30:00Z"),
      hasPassword: false,
      pendingCommission: "1000.00",
      paidCommission: "234.56",
    },
    application: {
      id: "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f",
      status: "approved",
      submittedAt: partner.applicationDate,
      reviewedAt: new Date("2026-03-09T10:00:00Z"),
      reviewerNotes: "Strong fit for the mid-market.",
    },
    recentDeals: [
      {
        id: "11111111-1111-4111-8111-111111111111",
        companyName: "Northwind Traders",
        dealValue: "48000.00",
        status: "closed_won",
        submittedAt: new Date("2026-03-20T10:00:00Z"),
      },
    ],
    recentPayouts: [
      {
        id: "22222222-2222-4222-8222-222222222222",
        dealId: "11111111-1111-4111-8111-111111111111",
        commissionAmount: "7200.00",
        commissionRate: "15.00",
        commissionShare: "100.00",
        status: "pending",
        createdAt: new Date("2026-03-25T10:00:00Z"),
        paidAt: null,
      },
    ],
    members: [
      {
        userId: "member-contact",
        name: partner.contactName,
        email: partner.contactEmail,
        role: "partner_admin",
        isContact: true,
        joinedAt: new Date("2026-03-01T09:00:00Z"),
        lastSignedInAt: new Date("2026-04-02T08:15:00Z"),
        certifications: ["Partner Onboarding Essentials"],
      },
      {
        userId: "member-rep",
        name: "Rowan Rep",
        email: "rowan@partner.example",
        role: "sales_rep",
        isContact: false,
        joinedAt: new Date("2026-03-20T09:00:00Z"),
        lastSignedInAt: null,
        certifications: [],
      },
    ],
    memberCount: 2,
    auditEntries: [
      {
        id: "33333333-3333-4333-8333-333333333331",
        action: "partner_updated",
        actor: ADMIN,
        details: {
          company_name: partner.companyName,
          changes: {
            commission_rate: { from: "10.00", to: "15.00" },
            tier: { from: "silver", to: "gold" },
            partnerType: { from: null, to: "Value-added reseller" },
          },
        },
        createdAt: new Date("2026-04-01T09:30:00Z"),
      },
      {
        id: "33333333-3333-4333-8333-333333333332",
        action: "partner_status_changed",
        actor: ADMIN,
        details: { company_name: partner.companyName, from: "pending", to: "active" },
        createdAt: new Date("2026-03-09T10:00:00Z"),
      },
      {
        id: "33333333-3333-4333-8333-333333333333",
        action: "application_submitted",
        actor: null,
        details: { company_name: partner.companyName, documents: 2 },
        createdAt: new Date("2026-03-05T10:00:00Z"),
      },
    ],
  };
}
