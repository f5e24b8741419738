import type { z } from "zod";
import type {
  CustomerSummary,
  customerStatsOutput,
  getCustomerOutput,
  listCustomersOutput,
} from "#shared/contracts/customers";

// Rows as the customers procedures answer them, for this feature's screen tests.

let next = 0;
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const OWNER = { id: "user-owner", name: "Olivia Owner" };
export const PARTNER = { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", companyName: "Acme Solutions" };

export function customerSummary(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  next += 1;
  return {
    id: uuidOf(next),
    name: `Customer ${next}`,
    contactName: "Dana Buyer",
    contactEmail: "dana@customer.example",
    contactPhone: "+1 555 0100",
    healthScore: 85,
    status: "healthy",
    lastContactAt: null,
    owner: OWNER,
    partner: null,
    source: "manual",
    contractValue: "48000.00",
    startDate: "2026-10-01",
    renewalDate: "2027-10-01",
    ...overrides,
  };
}

export const customersPage = (
  items: CustomerSummary[],
  total = items.length,
): z.output<typeof listCustomersOutput> => ({ items, total, page: 1, pageSize: 25, totalCapped: false });

export function customerStats(
  overrides: Partial<z.output<typeof customerStatsOutput>> = {},
): z.output<typeof customerStatsOutput> {
  return {
    healthyCustomers: { value: 1224, change: 38 },
    atRisk: { value: 23, change: -5 },
    avgHealthScore: { value: 87, change: 2 },
    churnRate: { value: 2.1, change: 0.3 },
    ...overrides,
  };
}

type CustomerDetail = z.output<typeof getCustomerOutput>;

export function customerDetail(
  overrides: Partial<Omit<CustomerDetail, "customer">> & {
    customer?: Partial<CustomerDetail["customer"]>;
  } = {},
): CustomerDetail {
  const { customer, ...rest } = overrides;
  return {
    customer: {
      ...customerSummary({ name: "Northwind Traders", contactName: "Maria Anders", partner: PARTNER }),
      healthScore: 73,
      csmRating: 4,
      createdAt: new Date("2026-10-01T09:00:00Z"),
      ...customer,
    },
    health: {
      score: 73,
      inputs: [
        { input: "lastContact", value: "23 days", penalty: 5, weight: 25 },
        { input: "openTickets", value: "2 urgent, 1 normal", penalty: 12, weight: 20 },
        { input: "slaBreaches", value: "None", penalty: 0, weight: 20 },
        { input: "renewal", value: "No renewal date", penalty: 0, weight: 10 },
        { input: "csmRating", value: "4 of 5", penalty: 6, weight: 25 },
      ],
    },
    onboarding: [
      {
        step: "kickoff",
        dueDate: "2026-10-08",
        completedAt: new Date("2026-10-06T10:00:00Z"),
        completedByName: "Olivia Owner",
      },
      { step: "setup", dueDate: "2026-10-22", completedAt: null, completedByName: null },
      { step: "training", dueDate: "2099-11-15", completedAt: null, completedByName: null },
      { step: "go_live", dueDate: "2099-11-30", completedAt: null, completedByName: null },
    ],
    deals: [
      {
        id: uuidOf(9001),
        companyName: "Northwind Traders",
        dealValue: "48000.00",
        status: "closed_won",
        submittedAt: new Date("2026-09-20T10:00:00Z"),
        partnerCompanyName: "Acme Solutions",
      },
    ],
    tickets: [
      {
        id: uuidOf(9101),
        number: 42,
        subject: "Cannot export invoices",
        priority: "urgent",
        status: "open",
        createdAt: new Date("2026-11-20T10:00:00Z"),
      },
    ],
    openTickets: 1,
    timeline: [
      {
        id: uuidOf(9201),
        kind: "meeting",
        summary: "Quarterly review: happy with onboarding.",
        occurredAt: new Date("2026-11-06T15:00:00Z"),
        loggedByName: "Olivia Owner",
      },
    ],
    ...rest,
  };
}
