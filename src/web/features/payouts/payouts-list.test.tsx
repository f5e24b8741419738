import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setDisplayPreferences } from "#web/lib/format/display-preferences";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import type { PayoutSummary } from "./payout-summary";
import { PayoutsList } from "./payouts-list";

const api = vi.mocked(client.payouts);

const pending: PayoutSummary = {
  id: "00000000-0000-4000-8000-000000000001",
  partnerId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  partnerCompanyName: "Acme Solutions",
  dealId: "00000000-0000-4000-8000-000000000002",
  customerCompanyName: "Tailspin Toys",
  dealValue: "36000.00",
  commissionRate: "15.00",
  commissionShare: "100.00",
  commissionAmount: "5400.00",
  status: "pending",
  createdAt: new Date("2026-10-14T12:00:00Z"),
  paidAt: null,
  paymentReference: null,
};
const paid: PayoutSummary = {
  ...pending,
  id: "00000000-0000-4000-8000-000000000003",
  customerCompanyName: "Wide World Importers",
  dealValue: "210000.00",
  commissionAmount: "31500.00",
  status: "paid",
  paidAt: new Date("2026-09-18T12:00:00Z"),
  paymentReference: "TRX-5",
};
const pageOf = (items: PayoutSummary[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const renderList = (isAdmin: boolean) =>
  renderWithQueryClient(<PayoutsList isAdmin={isAdmin} />, { at: "/" });

describe("PayoutsList", () => {
  afterEach(() => {
    vi.resetAllMocks();
    vi.unstubAllEnvs();
    setDisplayPreferences({ timeZone: null, dateLocale: null });
  });

  it("shows a partner what each won deal earned and whether it is paid, with nothing to act on", async () => {
    api.list.mockResolvedValue(pageOf([pending, paid]));
    renderList(false);
    expect(await screen.findByRole("heading", { name: "My Commission" })).toBeInTheDocument();
    expect(await screen.findByText("$5,400.00")).toBeInTheDocument();
    expect(screen.getByText("15% of $36,000.00")).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.getByText("Paid Sep 18, 2026 (TRX-5)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Mark paid/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export Unpaid CSV" })).not.toBeInTheDocument();
  });

  it("shows a co-sold deal's share of the commission beside its rate", async () => {
    const coSold = { ...pending, commissionShare: "40.00", commissionAmount: "2160.00" };
    api.list.mockResolvedValue(pageOf([coSold, { ...paid, commissionShare: "33.50" }]));
    renderList(true);
    expect(await screen.findByText("15% of $36,000.00 · 40% share")).toBeInTheDocument();
    expect(screen.getByText("15% of $210,000.00 · 33.5% share")).toBeInTheDocument();
  });

  it("writes the dates in the chosen date format, the payment date as the day entered, west of UTC too", async () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    setDisplayPreferences({ timeZone: "America/Los_Angeles", dateLocale: "en-GB" });
    // Paid on 2026-12-01 as entered (stored as its UTC midnight); earned in the evening of Nov 30 in Los Angeles.
    const entered = {
      ...paid,
      createdAt: new Date("2026-12-01T05:30:00Z"),
      paidAt: new Date("2026-12-01T00:00:00Z"),
    };
    api.list.mockResolvedValue(pageOf([entered]));
    renderList(false);
    expect(await screen.findByText("Paid 1 Dec 2026 (TRX-5)")).toBeInTheDocument();
    expect(screen.getByText("Earned 30 Nov 2026")).toBeInTheDocument();
  });

  it("lets an administrator record a payment with its reference and date", async () => {
    api.list.mockResolvedValue(pageOf([pending]));
    api.markPaid.mockResolvedValue({ payout: { ...pending, status: "paid" } });
    const { user } = renderList(true);
    await user.click(await screen.findByRole("button", { name: "Mark paid: Tailspin Toys" }));
    const dialog = await screen.findByRole("dialog", { name: "Record payment" });
    await user.click(within(dialog).getByRole("button", { name: "Mark Paid" }));
    expect(await within(dialog).findByText("Payment reference is required")).toBeInTheDocument();
    expect(api.markPaid).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Payment reference/), "TRX-42");
    await user.clear(within(dialog).getByLabelText("Paid on"));
    await user.type(within(dialog).getByLabelText("Paid on"), "2026-11-02");
    await user.click(within(dialog).getByRole("button", { name: "Mark Paid" }));
    expect(await screen.findByText("Payout Marked Paid")).toBeInTheDocument();
    expect(api.markPaid.mock.calls[0]?.[0]).toEqual({
      id: pending.id,
      reference: "TRX-42",
      paidAt: "2026-11-02",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's refusal of the date on the date field", async () => {
    api.list.mockResolvedValue(pageOf([pending]));
    api.markPaid.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        message: "Payment date cannot be before the payout was created (2026-10-14)",
        data: { field: "paidAt" },
      }),
    );
    const { user } = renderList(true);
    await user.click(await screen.findByRole("button", { name: "Mark paid: Tailspin Toys" }));
    const dialog = await screen.findByRole("dialog", { name: "Record payment" });
    await user.type(within(dialog).getByLabelText(/Payment reference/), "TRX-42");
    await user.click(within(dialog).getByRole("button", { name: "Mark Paid" }));
    expect(
      await within(dialog).findByText("Payment date cannot be before the payout was created (2026-10-14)"),
    ).toBeInTheDocument();
  });
});
