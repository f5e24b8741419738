import type { z } from "zod";
import type { dealSummary } from "#shared/contracts/deals";
import type { OwnPartner } from "#shared/contracts/partners";
import type { payoutSummary } from "#shared/contracts/payouts";

/**
 * Examples of the operations an integration starts with, by operationId: a partner's CRM registering and
 * listing deals and reading its payouts. Typed by the contracts, so a changed field fails the type check, and
 * the lint test checks them against the generated schemas.
 */

/** A contract's output as it travels in JSON: dates as ISO strings. */
type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

const PARTNER_ID = "5b0e7c1a-3d4f-4e8a-9b2c-6d7e8f9a0b1c";

const deal: AsJson<z.output<typeof dealSummary>> = {
  id: "9c4f2e8b-1a3d-4b5c-8e7f-0a1b2c3d4e5f",
  partnerId: PARTNER_ID,
  partnerCompanyName: "Acme Resellers",
  partnerContactName: "Dana Whitfield",
  companyName: "Northwind Traders",
  contactPerson: "Lee Okafor",
  dealValue: "12500.00",
  expectedCloseDate: "2026-12-15",
  description: "Annual licence for 40 seats.",
  hasProposal: false,
  status: "submitted",
  submittedAt: "2026-11-20T09:30:00.000Z",
  reviewedAt: null,
  submittedById: "member-dana",
  submittedByName: "Dana Whitfield",
  possibleDuplicate: false,
  coSellShare: null,
};

const payout: AsJson<z.output<typeof payoutSummary>> = {
  id: "2d8e6f4a-7b1c-4d9e-a3f5-b6c7d8e9f0a1",
  partnerId: PARTNER_ID,
  partnerCompanyName: "Acme Resellers",
  dealId: "7e1d3c5b-9a2f-4c8e-b1d4-e5f6a7b8c9d0",
  customerCompanyName: "Contoso Ltd",
  dealValue: "40000.00",
  commissionRate: "15.00",
  commissionShare: "100.00",
  commissionAmount: "6000.00",
  status: "paid",
  createdAt: "2026-10-02T14:05:00.000Z",
  paidAt: "2026-10-31T10:00:00.000Z",
  paymentReference: "PAY-2026-10-0042",
};

const ownPartner: OwnPartner = {
  id: PARTNER_ID,
  companyName: "Acme Resellers",
  contactName: "Dana Whitfield",
  contactEmail: "dana@acme-resellers.example",
  status: "active",
  tier: "gold",
  commissionRate: 15,
  member: { userId: "member-dana", name: "Dana Whitfield", role: "partner_admin" },
};

export const OPERATION_EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = {
  "deals.submit": {
    request: {
      form: "portal",
      deal: {
        companyName: "Northwind Traders",
        contactPerson: "Lee Okafor",
        dealValue: "12500.00",
        expectedCloseDate: "2026-12-15",
        description: "Annual licence for 40 seats.",
      },
    },
    response: { deal },
  },
  "deals.list": { response: { items: [deal], total: 1, page: 1, pageSize: 20, totalCapped: false } },
  "payouts.list": { response: { items: [payout], total: 1, page: 1, pageSize: 20 } },
  "partners.mine": { response: ownPartner },
  "team.mine": {
    response: {
      items: [
        {
          userId: "member-dana",
          name: "Dana Whitfield",
          email: "dana@acme.example",
          role: "partner_admin",
          isContact: true,
          joinedAt: "2026-03-02T10:00:00.000Z",
          lastSignedInAt: "2026-11-20T09:12:00.000Z",
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
};
