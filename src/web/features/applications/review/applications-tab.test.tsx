import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import {
  APPLICATION_ID,
  applicationDetail,
  applicationSummary,
} from "#web/test-support/application-fixtures";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { ApplicationsTab } from "./applications-tab";

const api = vi.mocked(client.applications);

const ID = APPLICATION_ID;
const summary = applicationSummary({ documentCount: 2 });
const detail = applicationDetail(summary, {
  applicationData: {
    companyName: "Northwind Traders",
    businessType: "system_integrator",
    website: "https://northwind.example",
    annualRevenue: 2_500_000,
    contactName: "Nina North",
    contactEmail: "nina@northwind.example",
    contactPhone: null,
    numberOfEmployees: "51-200",
    partnershipReason: "We sell to mid-size retailers.",
    salesExperience: 8.5,
  },
  documents: [
    { name: "plan.pdf", type: "application/pdf", size: 12_595 },
    { name: "logo.png", type: "image/png", size: 2048 },
  ],
});

const approved = {
  ...detail,
  status: "approved" as const,
  partnerStatus: "active" as const,
  reviewedAt: new Date("2026-03-09T10:00:00Z"),
  reviewerNotes: "Strong fit.",
};

/** The tab as a screen holds it: the screen keeps which application is open. */
function TabOnScreen() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ApplicationsTab
      openApplicationId={openId}
      onOpenApplication={setOpenId}
      onCloseApplication={() => setOpenId(null)}
    />
  );
}

const renderTab = () => renderWithQueryClient(<TabOnScreen />, { at: "/" });

async function openReview(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Review application from Northwind Traders" }));
  return screen.findByRole("dialog", { name: /Northwind Traders/ });
}

describe("ApplicationsTab", () => {
  afterEach(() => vi.resetAllMocks());

  it("lists pending applications newest first with their details and pages", async () => {
    api.list.mockResolvedValue({ items: [summary], total: 41, page: 1, pageSize: 20 });
    const { user } = renderTab();
    expect(screen.getByRole("heading", { level: 2, name: "Partner Applications" })).toBeInTheDocument();
    const row = within(await screen.findByRole("list", { name: "Applications" })).getByRole("listitem");
    expect(within(row).getByText("Northwind Traders")).toBeInTheDocument();
    expect(within(row).getByText("Nina North")).toBeInTheDocument();
    expect(within(row).getByText("nina@northwind.example")).toBeInTheDocument();
    expect(within(row).getByText("System Integrator")).toBeInTheDocument();
    expect(within(row).getByText("Submitted Mar 05, 2026")).toBeInTheDocument();
    expect(within(row).getByText("2 documents")).toBeInTheDocument();
    expect(within(row).getByText("Pending")).toBeInTheDocument();
    expect(api.list.mock.calls[0]?.[0]).toEqual({ status: "pending", page: 1, pageSize: 25 });
    expect(screen.getByText("Showing 1-25 of 41")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        { status: "pending", page: 2, pageSize: 25 },
        expect.anything(),
      ),
    );
    expect(await screen.findByText("Showing 26-41 of 41")).toBeInTheDocument();
  });

  it("says No applications found. when there are none", async () => {
    api.list.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    renderTab();
    expect(await screen.findByText("No applications found.")).toBeInTheDocument();
  });

  it("says Failed to load applications. when the list cannot load", async () => {
    api.list.mockRejectedValue(new ORPCError("FORBIDDEN", { status: 403, message: "Forbidden" }));
    renderTab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load applications.");
    expect(await screen.findAllByText("Failed to load applications.")).toHaveLength(2);
  });

  it("shows every answer and the documents, then approves with the reviewer's notes", async () => {
    api.list.mockResolvedValue({ items: [summary], total: 1, page: 1, pageSize: 20 });
    api.get.mockResolvedValue(detail);
    api.review.mockResolvedValue({ application: approved, welcomeEmail: { status: "sent" } });
    const { user } = renderTab();
    const dialog = await openReview(user);
    expect(await within(dialog).findByText("Company Information")).toBeInTheDocument();
    expect(within(dialog).getByText("$2,500,000")).toBeInTheDocument();
    expect(within(dialog).getByText("51-200 employees")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "https://northwind.example" })).toBeInTheDocument();
    expect(within(dialog).getAllByText("Not provided").length).toBeGreaterThan(0);
    expect(within(dialog).getByText("12.3 KB")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Download logo.png" })).toBeInTheDocument();

    api.get.mockResolvedValue(approved);
    await user.type(within(dialog).getByLabelText("Reviewer notes"), "Strong fit.");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Application approved")).toBeInTheDocument();
    expect(api.review.mock.calls[0]?.[0]).toEqual({ id: ID, decision: "approve", notes: "Strong fit." });
    // The detail refreshes into the read-only decision with the resend button.
    expect(await within(dialog).findByRole("button", { name: "Resend welcome e-mail" })).toBeInTheDocument();
    expect(within(dialog).getByText("Mar 09, 2026")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Reviewer notes")).not.toBeInTheDocument();
  });

  it("returns the focus to the list when the reviewed application has left it", async () => {
    api.list.mockResolvedValue({ items: [summary], total: 1, page: 1, pageSize: 20 });
    api.get.mockResolvedValue(detail);
    api.review.mockResolvedValue({ application: approved, welcomeEmail: { status: "sent" } });
    const { user } = renderTab();
    const review = await screen.findByRole("button", { name: "Review application from Northwind Traders" });
    review.focus();
    const dialog = await openReview(user);
    api.list.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    api.get.mockResolvedValue(approved);
    await user.click(await within(dialog).findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("No applications found.")).toBeInTheDocument();
    expect(review).not.toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Partner Applications" })).toHaveFocus(),
    );
  });

  it("returns the focus to the row's button when the application is still listed", async () => {
    api.list.mockResolvedValue({ items: [summary], total: 1, page: 1, pageSize: 20 });
    api.get.mockResolvedValue(detail);
    const { user } = renderTab();
    const review = await screen.findByRole("button", { name: "Review application from Northwind Traders" });
    review.focus();
    const dialog = await openReview(user);
    await within(dialog).findByRole("button", { name: "Approve" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(review).toHaveFocus());
  });

  it("rejects only after confirming", async () => {
    api.list.mockResolvedValue({ items: [summary], total: 1, page: 1, pageSize: 20 });
    api.get.mockResolvedValue(detail);
    api.review.mockResolvedValue({ application: { ...detail, status: "rejected" } });
    const { user } = renderTab();
    const dialog = await openReview(user);
    await user.type(await within(dialog).findByLabelText("Reviewer notes"), "Not now.");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Reject this application?" });
    expect(api.review).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Reject Application" }));
    expect(await screen.findByText("Application rejected")).toBeInTheDocument();
    expect(api.review.mock.calls[0]?.[0]).toEqual({ id: ID, decision: "reject", notes: "Not now." });
  });

  it("reports an undelivered welcome e-mail and a refused review", async () => {
    api.list.mockResolvedValue({ items: [summary], total: 1, page: 1, pageSize: 20 });
    api.get.mockResolvedValue(detail);
    api.review.mockResolvedValueOnce({
      application: approved,
      welcomeEmail: { status: "queued", reason: "Mailbox temporarily unavailable." },
    });
    const { user } = renderTab();
    const dialog = await openReview(user);
    await user.click(await within(dialog).findByRole("button", { name: "Approve" }));
    expect(
      await screen.findByText(
        "Failed to send welcome email: Mailbox temporarily unavailable. Please try again.",
      ),
    ).toBeInTheDocument();

    api.review.mockRejectedValueOnce(
      new ORPCError("CONFLICT", { status: 409, message: "This application has already been reviewed." }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    const failed = await screen.findByText("Failed to review application.");
    const reason = "This application has already been reviewed.";
    expect(
      within(failed.closest("[data-sonner-toast]") as HTMLElement).getByText(reason),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent(reason);
  });

  it("says the welcome e-mail is being sent when the delivery worker already has it", async () => {
    api.list.mockResolvedValue({ items: [summary], total: 1, page: 1, pageSize: 20 });
    api.get.mockResolvedValue(detail);
    api.review.mockResolvedValue({ application: approved, welcomeEmail: { status: "sending" } });
    const { user } = renderTab();
    const dialog = await openReview(user);
    await user.click(await within(dialog).findByRole("button", { name: "Approve" }));
    expect(
      await screen.findByText(
        "Northwind Traders is now an active partner. The welcome e-mail to nina@northwind.example is being sent.",
      ),
    ).toBeInTheDocument();
  });

  it("resends the welcome e-mail of an approved application", async () => {
    api.list.mockResolvedValue({
      items: [{ ...summary, status: "approved" }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    api.get.mockResolvedValue(approved);
    api.resendWelcome.mockResolvedValue({
      welcomeEmail: { status: "no_mail_server" },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "View application from Northwind Traders" }));
    const dialog = await screen.findByRole("dialog", { name: /Northwind Traders/ });
    expect(await within(dialog).findByText("Strong fit.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Resend welcome e-mail" }));
    expect(await screen.findByText("Welcome e-mail queued")).toBeInTheDocument();
    expect(api.resendWelcome.mock.calls[0]?.[0]).toEqual({ id: ID });
  });
});
