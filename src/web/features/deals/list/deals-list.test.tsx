import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DealStatus } from "#shared/enums";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import type { DealSummary } from "./deal-summary";
import { DealsList } from "./deals-list";

const api = vi.mocked(client.deals);

let n = 0;
function deal(overrides: Partial<DealSummary> = {}): DealSummary {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    partnerId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    partnerCompanyName: "Acme Solutions",
    partnerContactName: "Alice Johnson",
    companyName: `Customer ${n}`,
    contactPerson: "Dana Buyer",
    dealValue: "12345",
    expectedCloseDate: "2027-03-05",
    description: null,
    hasProposal: false,
    status: "submitted",
    submittedAt: new Date("2026-11-20T10:00:00Z"),
    reviewedAt: null,
    submittedById: "member-dana",
    submittedByName: "Dana Whitfield",
    possibleDuplicate: false,
    coSellShare: null,
    ...overrides,
  };
}
const pageOf = (items: DealSummary[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

const renderList = (props: Omit<Parameters<typeof DealsList>[0], "dealHref">) =>
  renderWithQueryClient(<DealsList dealHref={(id) => `/deals/${id}`} {...props} />, { at: "/" });

const item = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

describe("DealsList", () => {
  beforeEach(() => vi.mocked(client.partners.listActive).mockResolvedValue([]));
  afterEach(() => vi.resetAllMocks());

  it("shows a partner its own deals with value, dates and status, without filters or review moves", async () => {
    api.list.mockResolvedValue(pageOf([deal({ companyName: "Globex", status: "in_review" })]));
    renderList({ isAdmin: false });
    expect(await screen.findByRole("heading", { name: "My Submitted Deals" })).toBeInTheDocument();
    const row = within(await waitFor(() => item("Globex")));
    expect(row.getByText("$12,345.00")).toBeInTheDocument();
    expect(row.getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(row.getByText("Mar 05, 2027")).toBeInTheDocument();
    expect(row.getByText("In Review")).toBeInTheDocument();
    expect(row.queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Search deals")).not.toBeInTheDocument();
    expect(api.list.mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 25 });
  });

  it("links each deal's customer to the deal's own page", async () => {
    const globex = deal({ companyName: "Globex" });
    api.list.mockResolvedValue(pageOf([globex]));
    renderList({ isAdmin: true });
    const link = within(await waitFor(() => item("Globex"))).getByRole("link", { name: "Globex" });
    expect(link).toHaveAttribute("href", `/deals/${globex.id}`);
  });

  it("labels in-review deals Under Review on the separate partner dashboard", async () => {
    api.list.mockResolvedValue(pageOf([deal({ companyName: "Globex", status: "in_review" })]));
    renderList({ isAdmin: false, wording: "dashboard" });
    expect(await screen.findByText("Under Review")).toBeInTheDocument();
  });

  it("says No deals submitted yet when there are none", async () => {
    api.list.mockResolvedValue(pageOf([]));
    renderList({ isAdmin: false });
    expect(await screen.findByText("No deals submitted yet")).toBeInTheDocument();
  });

  it("toasts Error Loading Deals when the list fails", async () => {
    api.list.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR"));
    renderList({ isAdmin: false });
    expect(await screen.findByText("Error Loading Deals")).toBeInTheDocument();
    expect(screen.getByText("Could not load deals. Please try again.")).toBeInTheDocument();
  });

  it("sends the admin's search and status filter to the server and starts again at page 1", async () => {
    api.list.mockResolvedValue(pageOf([deal()], 45));
    const { user } = renderList({ isAdmin: true });
    expect(await screen.findByRole("heading", { name: "All Partner Deals" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /Next/ }));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 }, expect.anything()),
    );
    await user.type(screen.getByLabelText("Search deals"), "  alice  ");
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        { search: "alice", page: 1, pageSize: 25 },
        expect.anything(),
      ),
    );
  });

  it("gives an administrator the member filter once a partner is chosen, and sends the member", async () => {
    api.list.mockResolvedValue(pageOf([deal()]));
    const memberFilter = vi.fn(
      ({ onChange, partnerId }: { onChange(value: string): void; partnerId?: string }) => (
        <button type="button" onClick={() => onChange("member-dana")}>
          Members of {partnerId}
        </button>
      ),
    );
    const acme = {
      id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      companyName: "Acme Solutions",
      contactName: "Alice",
    };
    const without = renderList({ isAdmin: true, byMember: memberFilter });
    expect(await screen.findByRole("heading", { name: "All Partner Deals" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Members of/ })).not.toBeInTheDocument();
    without.unmount();

    const { user } = renderWithQueryClient(
      <DealsList isAdmin byMember={memberFilter} dealHref={(id) => `/deals/${id}`} />,
      { at: `/?partner=${encodeURIComponent(JSON.stringify(acme))}` },
    );
    await user.click(await screen.findByRole("button", { name: `Members of ${acme.id}` }));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        { partnerId: acme.id, submittedBy: "member-dana", page: 1, pageSize: 25 },
        expect.anything(),
      ),
    );
  });

  it.each<[DealStatus, string[]]>([
    ["submitted", ["Approve", "Mark In Review", "Return"]],
    ["in_review", ["Approve", "Mark Closed Lost", "Return"]],
    ["approved", ["Mark Closed Won", "Mark Closed Lost"]],
    ["closed_won", []],
    ["closed_lost", []],
    ["returned", []],
    ["withdrawn", []],
    ["expired", []],
  ])("offers an administrator on a %s deal exactly %j", async (status, moves) => {
    api.list.mockResolvedValue(pageOf([deal({ companyName: "Globex", status })]));
    renderList({ isAdmin: true });
    const row = within(await waitFor(() => item("Globex")));
    const labels = row
      .queryAllByRole("button")
      .map((button) => button.textContent?.trim())
      .filter((label) => label && !label.startsWith("Proposal"));
    expect(labels).toEqual(moves);
  });

  it("approves a submitted deal and toasts the new status", async () => {
    const submitted = deal({ companyName: "Globex" });
    api.list.mockResolvedValue(pageOf([submitted]));
    api.changeStatus.mockResolvedValue({ deal: { ...submitted, status: "approved" } });
    const { user } = renderList({ isAdmin: true });
    await user.click(await screen.findByRole("button", { name: "Approve: Globex" }));
    expect(await screen.findByText("Deal Status Updated")).toBeInTheDocument();
    expect(screen.getByText("Deal status changed to Approved")).toBeInTheDocument();
    expect(api.changeStatus.mock.calls[0]?.[0]).toEqual({ id: submitted.id, status: "approved" });
  });

  it("asks before closing a deal won, then closes it", async () => {
    const approved = deal({ companyName: "Globex", status: "approved", dealValue: "48000.00" });
    api.list.mockResolvedValue(pageOf([approved]));
    api.changeStatus.mockResolvedValue({
      deal: { ...approved, status: "closed_won" },
      commissionAmount: "7200.00",
    });
    const { user } = renderList({ isAdmin: true });
    await user.click(await screen.findByRole("button", { name: "Mark Closed Won: Globex" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark Globex closed won?" });
    expect(api.changeStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Mark Closed Won" }));
    expect(await screen.findByText("Deal status changed to Closed Won")).toBeInTheDocument();
    expect(api.changeStatus.mock.calls[0]?.[0]).toEqual({ id: approved.id, status: "closed_won" });
  });

  it("says a co-sold deal earns on its share and closes its pair too", async () => {
    const approved = deal({
      companyName: "Globex",
      status: "approved",
      dealValue: "48000.00",
      coSellShare: "40.00",
    });
    api.list.mockResolvedValue(pageOf([approved]));
    const { user } = renderList({ isAdmin: true });
    await user.click(await screen.findByRole("button", { name: "Mark Closed Won: Globex" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark Globex closed won?" });
    expect(dialog).toHaveTextContent(
      "Acme Solutions earns its commission on its 40% share of $48,000.00, at its current rate, as a pending payout; the deal co-sold with it closes won too, its partner earning on the rest.",
    );
  });

  it("asks for the override when another partner's approval protects the customer, and sends it", async () => {
    const submitted = deal({ companyName: "Globex" });
    api.list.mockResolvedValue(pageOf([submitted]));
    api.changeStatus
      .mockRejectedValueOnce(
        new ORPCError("CONFLICT", {
          status: 409,
          message: "protected",
          data: { reason: "protected_customer" },
        }),
      )
      .mockResolvedValueOnce({ deal: { ...submitted, status: "approved" } });
    const { user } = renderList({ isAdmin: true });
    await user.click(await screen.findByRole("button", { name: "Approve: Globex" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Approve over a protected registration?" });
    const approveAnyway = within(dialog).getByRole("button", { name: "Approve Anyway" });
    // Enabled once the refused call has settled (its lists refetched).
    await waitFor(() => expect(approveAnyway).toBeEnabled());
    await user.click(approveAnyway);
    await waitFor(() => expect(api.changeStatus).toHaveBeenCalledTimes(2));
    expect(api.changeStatus.mock.calls[1]?.[0]).toEqual({
      id: submitted.id,
      status: "approved",
      overrideProtection: true,
    });
    expect((await screen.findAllByText("Deal Status Updated")).length).toBeGreaterThan(0);
  });

  const coSellRefusal = (reason: string, message = "protected") =>
    new ORPCError("CONFLICT", { status: 409, message, data: { reason } });

  /** Approves Globex, refused under the co-selling policy, and waits for the dialog to take an answer. */
  async function refusedUnderCoSelling() {
    const submitted = deal({ companyName: "Globex" });
    api.list.mockResolvedValue(pageOf([submitted]));
    api.changeStatus.mockRejectedValueOnce(coSellRefusal("protected_customer_co_sell"));
    const rendered = renderList({ isAdmin: true });
    await rendered.user.click(await screen.findByRole("button", { name: "Approve: Globex" }));
    const dialog = within(
      await screen.findByRole("alertdialog", { name: "Approve over a protected registration?" }),
    );
    // Enabled once the refused call has settled (its lists refetched).
    await waitFor(() => expect(dialog.getByRole("button", { name: "Co-sell" })).toBeEnabled());
    return { ...rendered, submitted, dialog };
  }

  it("offers co-selling under the co-selling policy, checks the share and sends it", async () => {
    const { user, submitted, dialog } = await refusedUnderCoSelling();
    api.changeStatus.mockResolvedValueOnce({ deal: { ...submitted, status: "approved" } });
    const share = dialog.getByRole("spinbutton", {
      name: "Acme Solutions's share of the commission (%)",
    });
    expect(share).toHaveValue(50);
    expect(share).toHaveAccessibleDescription(
      "The partner whose registration protects Globex keeps the other 50%.",
    );
    expect(dialog.getByRole("button", { name: "Approve Anyway" })).toBeEnabled();

    await user.clear(share);
    await user.type(share, "100");
    await user.click(dialog.getByRole("button", { name: "Co-sell" }));
    expect(await dialog.findByText("The commission share must be at most 99%.")).toBeInTheDocument();
    expect(api.changeStatus).toHaveBeenCalledTimes(1);

    await user.clear(share);
    await user.type(share, "40");
    expect(share).toHaveAccessibleDescription(
      "The partner whose registration protects Globex keeps the other 60%.",
    );
    // Enter sends the share, as the Co-sell button does.
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.changeStatus).toHaveBeenCalledTimes(2));
    expect(api.changeStatus.mock.calls[1]?.[0]).toEqual({
      id: submitted.id,
      status: "approved",
      coSellShare: 40,
    });
    expect((await screen.findAllByText("Deal Status Updated")).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("approves over the protection from the co-selling dialog as an override", async () => {
    const { user, submitted, dialog } = await refusedUnderCoSelling();
    api.changeStatus.mockResolvedValueOnce({ deal: { ...submitted, status: "approved" } });
    await user.click(dialog.getByRole("button", { name: "Approve Anyway" }));
    await waitFor(() => expect(api.changeStatus).toHaveBeenCalledTimes(2));
    expect(api.changeStatus.mock.calls[1]?.[0]).toEqual({
      id: submitted.id,
      status: "approved",
      overrideProtection: true,
    });
  });

  it("toasts the server's reason when co-selling is refused", async () => {
    const { user, dialog } = await refusedUnderCoSelling();
    api.changeStatus.mockRejectedValueOnce(
      coSellRefusal("co_sold_already", "The protected deal is already co-sold with another partner."),
    );
    await user.click(dialog.getByRole("button", { name: "Co-sell" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(
      screen.getByText("The protected deal is already co-sold with another partner."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("toasts Update Failed when a move fails for another reason", async () => {
    api.list.mockResolvedValue(pageOf([deal({ companyName: "Globex" })]));
    api.changeStatus.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR"));
    const { user } = renderList({ isAdmin: true });
    await user.click(await screen.findByRole("button", { name: "Mark In Review: Globex" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not update deal status. Please try again.")).toBeInTheDocument();
  });

  it("opens a possible duplicate beside the other open deals for its customer, saying whose they are", async () => {
    const mine = deal({ companyName: "Initech", possibleDuplicate: true });
    const theirs = deal({
      partnerId: "9b2f4c1e-8d3a-4f6b-a7c5-2e1d0f9b8a76",
      companyName: "Initech LLC",
      partnerCompanyName: "Globex Systems",
      partnerContactName: "Grace Liu",
      possibleDuplicate: true,
    });
    const ownEarlier = deal({ companyName: "Initech Inc." });
    api.list.mockResolvedValue(pageOf([mine]));
    api.conflicts.mockResolvedValue({ deal: mine, conflicts: [ownEarlier, theirs] });
    const { user } = renderList({ isAdmin: true });
    await user.click(
      await screen.findByRole("button", { name: /Possible duplicate: compare the deals for Initech/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Possible duplicate" });
    expect(await within(dialog).findByText("Initech LLC")).toBeInTheDocument();
    expect(within(dialog).getByText("Globex Systems (Grace Liu)")).toBeInTheDocument();
    // A resubmission by the same partner says so.
    expect(within(dialog).getByText("Registered earlier by the same partner")).toBeInTheDocument();
    expect(within(dialog).getByText("Registered by another partner")).toBeInTheDocument();
    expect(api.conflicts.mock.calls[0]?.[0]).toEqual({ id: mine.id });
  });

  it("exports the deals of the current filters as CSV", async () => {
    api.list.mockResolvedValue(pageOf([deal()]));
    const fetched = vi.fn(async (_url: string) => new Response("Deal ID\r\n", { status: 200 }));
    vi.stubGlobal("fetch", fetched);
    URL.createObjectURL = vi.fn(() => "blob:deals");
    URL.revokeObjectURL = vi.fn();
    const { user } = renderList({ isAdmin: true });
    await user.type(await screen.findByLabelText("Search deals"), "globex");
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        { search: "globex", page: 1, pageSize: 25 },
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(String(fetched.mock.calls[0]?.[0])).toBe("/api/v1/deals/export.csv?search=globex");
    vi.unstubAllGlobals();
  });
});
