/** What the applications procedures return, as screens receive it: one pending application from Northwind. */
export const APPLICATION_ID = "5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f";

export function applicationSummary(overrides: { documentCount?: number } = {}) {
  return {
    id: APPLICATION_ID,
    partnerId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    companyName: "Northwind Traders",
    contactName: "Nina North",
    contactEmail: "nina@northwind.example",
    businessType: "system_integrator",
    status: "pending" as const,
    submittedAt: new Date("2026-03-05T10:00:00Z"),
    reviewedAt: null,
    documentCount: 0,
    ...overrides,
  };
}

export function applicationDetail(
  summary: ReturnType<typeof applicationSummary>,
  overrides: {
    applicationData?: Record<string, unknown>;
    documents?: { name: string; type: string; size: number }[];
  } = {},
) {
  return {
    ...summary,
    applicationData: { companyName: summary.companyName } as Record<string, unknown>,
    documents: [] as { name: string; type: string; size: number }[],
    reviewerNotes: null as string | null,
    reviewedBy: null as string | null,
    partnerStatus: "pending" as "pending" | "active" | "rejected" | "suspended",
    ...overrides,
  };
}
