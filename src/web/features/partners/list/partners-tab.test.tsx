import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { describeAuditEntry } from "./audit-entry";
import { otherPartnerId, PARTNER_ID, pageOf, partnerDetail, partnerItem } from "./partner-fixtures";
import { PartnersTab } from "./partners-tab";

const api = vi.mocked(client.partners);

// Radix Select scrolls its chosen item into view, which jsdom does not implement.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

/** The tab as the screen holds it: the screen keeps which partner is open. */
function TabOnScreen() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <PartnersTab
      openPartnerId={openId}
      partnerHref={(id) => `/partner-portal/partners/${id}`}
      onOpenPartner={setOpenId}
      onClosePartner={() => setOpenId(null)}
    />
  );
}

const renderTab = () => renderWithQueryClient(<TabOnScreen />, { at: "/" });

const row = async (company: string) =>
  (await screen.findByRole("heading", { level: 3, name: company })).closest("li") as HTMLElement;

/** Opens a Radix select and picks the option of that name. */
async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole("option", { name: option }));
}

const lastListInput = () => api.list.mock.lastCall?.[0];

describe("PartnersTab", () => {
  useRadixInJsdom();
  afterEach(() => {
    vi.resetAllMocks();
    vi.unstubAllEnvs();
  });

  it("lists each partner with its contact, labels, terms and figures, a page at a time", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()], 45));
    renderTab();
    expect(screen.getByRole("heading", { level: 2, name: "Partners" })).toBeInTheDocument();
    const item = within(await row("Acme Solutions"));
    expect(item.getByRole("link", { name: "Acme Solutions" })).toHaveAttribute(
      "href",
      `/partner-portal/partners/${PARTNER_ID}`,
    );
    expect(item.getByText("Alice Johnson")).toBeInTheDocument();
    expect(item.getByText("alice@acme.example")).toBeInTheDocument();
    expect(item.getByText("System Integrator")).toBeInTheDocument();
    expect(item.getByText("Value-added reseller")).toBeInTheDocument();
    expect(item.getByText("Gold Partner")).toBeInTheDocument();
    expect(item.getByText("15%")).toBeInTheDocument();
    expect(item.getByText("Mar 05, 2026")).toBeInTheDocument();
    expect(item.getByText("12")).toBeInTheDocument();
    expect(item.getByText("$1,234.56")).toBeInTheDocument();
    expect(item.getByRole("combobox", { name: "Status of Acme Solutions" })).toHaveTextContent("Active");
    expect(item.getByRole("button", { name: "Edit Acme Solutions" })).toBeInTheDocument();
    expect(lastListInput()).toEqual({ page: 1, pageSize: 25 });
    expect(screen.getByText("Showing 1-25 of 45")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  it("shows a fractional rate with its decimal and an unset partner type as a dash", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem({ commissionRate: "12.50", partnerType: null })]));
    renderTab();
    const item = within(await row("Acme Solutions"));
    expect(item.getByText("12.5%")).toBeInTheDocument();
    expect(item.getByText("—")).toBeInTheDocument();
  });

  it("sends the search to the server and starts again from page 1", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()], 45));
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: /Next/ }));
    await waitFor(() => expect(lastListInput()).toEqual({ page: 2, pageSize: 25 }));
    await user.type(screen.getByLabelText("Search partners"), "  alice@acme  ");
    await waitFor(() => expect(lastListInput()).toEqual({ search: "alice@acme", page: 1, pageSize: 25 }));
  });

  it("filters by status and tier on the server", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    const { user } = renderTab();
    await row("Acme Solutions");
    await choose(user, screen.getByRole("combobox", { name: "Status" }), "Suspended");
    await waitFor(() => expect(lastListInput()).toEqual({ status: "suspended", page: 1, pageSize: 25 }));
    await choose(user, screen.getByRole("combobox", { name: "Tier" }), "Platinum");
    await waitFor(() =>
      expect(lastListInput()).toEqual({ status: "suspended", tier: "platinum", page: 1, pageSize: 25 }),
    );
    await choose(user, screen.getByRole("combobox", { name: "Status" }), "All");
    await waitFor(() => expect(lastListInput()).toEqual({ tier: "platinum", page: 1, pageSize: 25 }));
  });

  it("shows each partner's onboarding: Done, steps done of all with Stalled since the last step, or a dash without steps", async () => {
    api.list.mockResolvedValue(
      pageOf([
        partnerItem(),
        partnerItem({
          id: otherPartnerId(1),
          companyName: "Globex",
          journeyDone: 3,
          journeyCompletedAt: null,
          journeyStalledSince: new Date("2026-03-25T12:00:00Z"),
        }),
        partnerItem({
          id: otherPartnerId(2),
          companyName: "Initech",
          journeyDone: 2,
          journeyCompletedAt: null,
        }),
        partnerItem({
          id: otherPartnerId(3),
          companyName: "Hooli",
          partnerType: "Reseller",
          journeyDone: 0,
          journeyTotal: 0,
          journeyCompletedAt: null,
        }),
      ]),
    );
    renderTab();
    const onboardingOf = async (company: string) =>
      within(await row(company)).getByText("Onboarding").nextElementSibling as HTMLElement;
    expect(await onboardingOf("Acme Solutions")).toHaveTextContent(/^Done$/);
    const globex = await onboardingOf("Globex");
    // The day it last moved is in the text, not in a title only a mouse can reach.
    expect(globex).toHaveTextContent(/^3\/5Stalled: no step since Mar 25, 2026$/);
    expect(within(globex).getByText("Stalled")).not.toHaveAttribute("title");
    expect(await onboardingOf("Initech")).toHaveTextContent(/^2\/5$/);
    expect(within(await row("Initech")).queryByText("Stalled")).not.toBeInTheDocument();
    expect(await onboardingOf("Hooli")).toHaveTextContent(/^—$/);
  });

  it("filters by onboarding on the server and keeps the choice in the address", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    const { user } = renderTab();
    await row("Acme Solutions");
    const filter = screen.getByRole("combobox", { name: "Onboarding" });
    expect(filter).toHaveTextContent("All");
    await choose(user, filter, "Stalled");
    await waitFor(() => expect(lastListInput()).toEqual({ journey: "stalled", page: 1, pageSize: 25 }));
    await choose(user, screen.getByRole("combobox", { name: "Tier" }), "Platinum");
    await waitFor(() =>
      expect(lastListInput()).toEqual({ journey: "stalled", tier: "platinum", page: 1, pageSize: 25 }),
    );
    await choose(user, screen.getByRole("combobox", { name: "Onboarding" }), "In progress");
    await waitFor(() =>
      expect(lastListInput()).toEqual({ journey: "in_progress", tier: "platinum", page: 1, pageSize: 25 }),
    );
    await choose(user, screen.getByRole("combobox", { name: "Onboarding" }), "All");
    await waitFor(() => expect(lastListInput()).toEqual({ tier: "platinum", page: 1, pageSize: 25 }));
  });

  it("reads the onboarding filter from the address", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    renderWithQueryClient(<TabOnScreen />, { at: "/?journey=done" });
    await row("Acme Solutions");
    expect(lastListInput()).toEqual({ journey: "done", page: 1, pageSize: 25 });
    expect(screen.getByRole("combobox", { name: "Onboarding" })).toHaveTextContent("Done");
  });

  it("says No partners found. when none match", async () => {
    api.list.mockResolvedValue(pageOf([]));
    renderTab();
    expect(await screen.findByText("No partners found.")).toBeInTheDocument();
  });

  it("says Failed to load partners. with Try Again and the Error Loading Partners toast", async () => {
    api.list.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR"));
    const { user } = renderTab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load partners.");
    expect(await screen.findByText("Error Loading Partners")).toBeInTheDocument();
    expect(screen.getByText("Could not load partner list.")).toBeInTheDocument();
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await row("Acme Solutions")).toBeInTheDocument();
  });

  it("activates a partner at once and says where the welcome e-mail went", async () => {
    const pending = partnerItem({ status: "pending" });
    api.list.mockResolvedValue(pageOf([pending]));
    api.setStatus.mockResolvedValue({
      partner: { ...pending, status: "active" },
      welcomeEmail: { status: "sent" },
    });
    const { user } = renderTab();
    await choose(user, await screen.findByRole("combobox", { name: "Status of Acme Solutions" }), "Active");
    expect(await screen.findByText("Partner status updated")).toBeInTheDocument();
    expect(
      screen.getByText("Acme Solutions is now active. The welcome e-mail went to alice@acme.example."),
    ).toBeInTheDocument();
    expect(api.setStatus.mock.calls[0]?.[0]).toEqual({ id: PARTNER_ID, status: "active" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("reports a welcome e-mail that could not be sent", async () => {
    const pending = partnerItem({ status: "pending" });
    api.list.mockResolvedValue(pageOf([pending]));
    api.setStatus.mockResolvedValue({
      partner: { ...pending, status: "active" },
      welcomeEmail: { status: "failed", reason: "550 mailbox unknown." },
    });
    const { user } = renderTab();
    await choose(user, await screen.findByRole("combobox", { name: "Status of Acme Solutions" }), "Active");
    expect(
      await screen.findByText("Failed to send welcome email: 550 mailbox unknown. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByText("Acme Solutions is now active.")).toBeInTheDocument();
  });

  it("asks before suspending, saying the contact is signed out at once, then suspends", async () => {
    const active = partnerItem();
    api.list.mockResolvedValue(pageOf([active]));
    api.setStatus.mockResolvedValue({ partner: { ...active, status: "suspended" } });
    const { user } = renderTab();
    await choose(
      user,
      await screen.findByRole("combobox", { name: "Status of Acme Solutions" }),
      "Suspended",
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend Acme Solutions?" });
    expect(dialog).toHaveTextContent("Alice Johnson (alice@acme.example) is signed out at once");
    expect(api.setStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Suspend Partner" }));
    expect(await screen.findByText("Partner status updated")).toBeInTheDocument();
    expect(screen.getByText("Acme Solutions is now suspended.")).toBeInTheDocument();
    expect(api.setStatus.mock.calls[0]?.[0]).toEqual({ id: PARTNER_ID, status: "suspended" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("leaves the partner as it was when the rejection is cancelled", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    const { user } = renderTab();
    await choose(user, await screen.findByRole("combobox", { name: "Status of Acme Solutions" }), "Rejected");
    const dialog = await screen.findByRole("alertdialog", { name: "Reject Acme Solutions?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.setStatus).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: "Status of Acme Solutions" })).toHaveTextContent("Active");
  });

  it("toasts Failed to update partner status. with the server's reason", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem({ status: "rejected" })]));
    api.setStatus.mockRejectedValue(
      new ORPCError("CONFLICT", {
        status: 409,
        message: "Another partner already uses this contact email.",
      }),
    );
    const { user } = renderTab();
    await choose(user, await screen.findByRole("combobox", { name: "Status of Acme Solutions" }), "Pending");
    expect(await screen.findByText("Failed to update partner status.")).toBeInTheDocument();
    expect(screen.getByText("Another partner already uses this contact email.")).toBeInTheDocument();
  });

  it("refuses a commission rate of 101 in the edit dialog and saves a valid edit", async () => {
    const partner = partnerItem();
    api.list.mockResolvedValue(pageOf([partner]));
    api.update.mockResolvedValue({
      partner: { ...partner, commissionRate: "12.50", businessType: "reseller" },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Edit Acme Solutions" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Acme Solutions" });
    const rate = within(dialog).getByLabelText(/^Commission Rate/);
    expect(rate).toHaveValue(15);
    expect(rate).toHaveAttribute("min", "0");
    expect(rate).toHaveAttribute("max", "100");
    expect(rate).toHaveAttribute("step", "0.1");
    await user.clear(rate);
    await user.type(rate, "101");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Commission rate must be between 0 and 100.")).toBeInTheDocument();
    expect(rate).toHaveAttribute("aria-invalid", "true");
    expect(api.update).not.toHaveBeenCalled();

    await user.clear(rate);
    await user.type(rate, "12.5");
    await choose(user, within(dialog).getByRole("combobox", { name: /^Business Type/ }), "Reseller");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Partner updated")).toBeInTheDocument();
    expect(api.update.mock.calls[0]?.[0]).toEqual({
      id: PARTNER_ID,
      partner: {
        companyName: "Acme Solutions",
        contactName: "Alice Johnson",
        contactEmail: "alice@acme.example",
        contactPhone: "+1 555 0100",
        website: "https://acme.example",
        businessType: "reseller",
        partnerType: "Value-added reseller",
        tier: "gold",
        commissionRate: 12.5,
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("refuses an emptied commission rate instead of saving 0%", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Edit Acme Solutions" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Acme Solutions" });
    await user.clear(within(dialog).getByLabelText(/^Commission Rate/));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Commission rate must be a number.")).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a contact e-mail in use at the e-mail field", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    const inUse =
      "This email address is already used by another account or partner. Please choose a different contact email.";
    api.update.mockRejectedValue(
      new ORPCError("CONFLICT", { status: 409, message: inUse, data: { field: "contactEmail" } }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Edit Acme Solutions" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Acme Solutions" });
    const email = within(dialog).getByLabelText(/^Contact Email/);
    await user.clear(email);
    await user.type(email, "bob@globex.example");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update partner information.")).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(inUse);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(api.update.mock.calls[0]?.[0]).toMatchObject({ partner: { contactEmail: "bob@globex.example" } });
  });

  it("places the server's input issues at their fields", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    api.update.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "Input validation failed",
        data: { issues: [{ path: ["partner", "website"], message: "Website must be a full address." }] },
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Edit Acme Solutions" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Acme Solutions" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const website = within(dialog).getByLabelText(/^Website/);
    await waitFor(() => expect(website).toHaveAccessibleDescription("Website must be a full address."));
  });

  it("opens a partner's details from its company: terms, application, commission, deals, payouts, history", async () => {
    vi.stubEnv("TZ", "Europe/Berlin");
    const partner = partnerItem();
    api.list.mockResolvedValue(
      pageOf([partner, partnerItem({ id: otherPartnerId(2), companyName: "Globex" })]),
    );
    api.get.mockResolvedValue(partnerDetail(partner));
    const { user } = renderTab();
    await user.click(await screen.findByRole("link", { name: "Acme Solutions" }));
    const dialog = await screen.findByRole("dialog", { name: "Acme Solutions" });
    expect(api.get.mock.calls[0]?.[0]).toEqual({ id: PARTNER_ID });
    const part = (name: string) => within(within(dialog).getByRole("region", { name }));

    await waitFor(() => expect(part("Terms").getByText("Ada Admin")).toBeInTheDocument());
    expect(part("Terms").getByText("15%")).toBeInTheDocument();
    expect(part("Terms").getByText("Mar 09, 2026")).toBeInTheDocument();
    expect(part("Terms").getByText("Not set yet")).toBeInTheDocument();
    expect(part("Application").getByText("Approved")).toBeInTheDocument();
    expect(part("Application").getByText("Strong fit for the mid-market.")).toBeInTheDocument();
    expect(part("Commission").getByText("$1,234.56")).toBeInTheDocument();
    expect(part("Commission").getByText("$1,000.00")).toBeInTheDocument();
    expect(part("Commission").getByText("$234.56")).toBeInTheDocument();
    expect(part("Newest deals").getByText("Northwind Traders")).toBeInTheDocument();
    expect(part("Newest deals").getByText("$48,000.00")).toBeInTheDocument();
    expect(part("Newest deals").getByText("Closed Won · Mar 20, 2026")).toBeInTheDocument();
    expect(part("Newest payouts").getByText("$7,200.00")).toBeInTheDocument();
    const [contact, rep] = within(part("Members (2)").getByRole("list", { name: "Members" })).getAllByRole(
      "listitem",
    );
    expect(contact).toHaveTextContent("Partner Admin");
    expect(contact).toHaveTextContent("Certified: Partner Onboarding Essentials");
    expect(contact).toHaveTextContent("Last sign-in Apr 02, 2026");
    expect(rep).toHaveTextContent("Rowan Rep · Sales Rep");
    expect(rep).toHaveTextContent("No completed courses");
    expect(rep).toHaveTextContent("Not signed in yet");

    const history = within(part("History").getByRole("list", { name: "History" }));
    const entries = history.getAllByRole("listitem").filter((item) => item.parentElement?.tagName === "OL");
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent("Apr 01, 2026, 11:30 GMT+2");
    expect(entries[0]?.querySelector("time")).toHaveAttribute("title", "Apr 01, 2026, 09:30 UTC");
    expect(entries[0]).toHaveTextContent("Details edited by Ada Admin");
    expect(entries[0]).toHaveTextContent("Commission rate: 10% → 15%");
    expect(entries[0]).toHaveTextContent("Tier: Silver → Gold");
    expect(entries[0]).toHaveTextContent("Partner type: (none) → Value-added reseller");
    expect(entries[1]).toHaveTextContent("Status changed by Ada Admin");
    expect(entries[1]).toHaveTextContent("Pending → Active");
    expect(entries[2]).toHaveTextContent("Application submitted by The applicant");
    expect(entries[2]).toHaveTextContent("2 documents");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("link", { name: "Acme Solutions" })).toHaveFocus());
  });

  it("says Not found when the partner no longer exists", async () => {
    api.list.mockResolvedValue(pageOf([partnerItem()]));
    api.get.mockRejectedValue(new ORPCError("NOT_FOUND", { status: 404, message: "No such partner." }));
    const { user } = renderTab();
    await user.click(await screen.findByRole("link", { name: "Acme Solutions" }));
    expect(await screen.findByRole("dialog", { name: "Not found" })).toHaveTextContent(
      "There is no partner at this address.",
    );
  });
});

describe("describeAuditEntry", () => {
  it("words deal, payout and unknown entries", () => {
    expect(
      describeAuditEntry({
        action: "deal_status_changed",
        details: { company_name: "Initech", from: "submitted", to: "in_review" },
      }),
    ).toEqual({ action: "Deal status changed", details: ["Initech: Submitted → In Review"] });
    expect(
      describeAuditEntry({
        action: "deal_submitted",
        details: { company_name: "Initech", deal_value: 48_000, submitted_by_admin: true },
      }),
    ).toEqual({
      action: "Deal submitted",
      details: ["Initech, $48,000.00", "Submitted by an administrator"],
    });
    expect(
      describeAuditEntry({
        action: "payout_paid",
        details: { payout_id: "p", commission_amount: "7200.00", reference: "TRX-1" },
      }),
    ).toEqual({ action: "Commission payout paid", details: ["$7,200.00", "Reference TRX-1"] });
    expect(
      describeAuditEntry({ action: "contract_signed", details: { signed_by: "Alice", contract_id: "c1" } }),
    ).toEqual({ action: "Contract signed", details: ["Signed by: Alice"] });
  });
});
