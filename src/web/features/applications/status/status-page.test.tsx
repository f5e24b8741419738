import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StatusLookup } from "#shared/contracts/applications";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { wholeText } from "#web/test-support/whole-text-matcher";
import { StatusPage } from "./status-page";

const lookUp = vi.mocked(client.applications.status);

const renderPage = (state?: unknown) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[{ pathname: "/status", state }]}>
      <StatusPage />
    </MemoryRouter>,
  );

async function lookUpEmail(user: UserEvent, email: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Check Status" }));
}

const found = (overrides: Partial<Extract<StatusLookup, { result: "found" }>>): StatusLookup => ({
  result: "found",
  companyName: "Northwind Traders",
  status: "pending",
  submittedAt: new Date("2026-03-05T10:00:00Z"),
  reviewedAt: null,
  reviewerNotes: null,
  partnerStatus: "pending",
  ...overrides,
});

describe("StatusPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("looks up at once the e-mail a link carried, shown in the field", async () => {
    lookUp.mockResolvedValue(found({}));
    renderPage({ email: "Nina@Northwind.example" });
    expect(await screen.findByRole("heading", { level: 2, name: "Northwind Traders" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("Nina@Northwind.example");
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp.mock.calls[0]?.[0]).toEqual({ email: "nina@northwind.example" });
  });

  it("asks for a valid e-mail before looking up", async () => {
    const { user } = renderPage();
    await lookUpEmail(user, "nina");
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(lookUp).not.toHaveBeenCalled();
  });

  it("shows a pending application with the promised review time", async () => {
    lookUp.mockResolvedValue(found({}));
    const { user } = renderPage();
    await lookUpEmail(user, "Nina@Northwind.example");
    const card = await screen.findByRole("heading", { level: 2, name: "Northwind Traders" });
    expect(card).toBeInTheDocument();
    expect(lookUp.mock.calls[0]?.[0]).toEqual({ email: "nina@northwind.example" });
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.getByText("Mar 05, 2026")).toBeInTheDocument();
    expect(screen.getByText("Not reviewed yet")).toBeInTheDocument();
    const promise = screen.getByText(
      wholeText("Our partner team reviews every application within 3-5 business days."),
    );
    expect(within(promise).getByText("3-5 business days")).toHaveClass("whitespace-nowrap");
  });

  it("shows an approval with the reviewed date, notes, next steps and the partner login", async () => {
    lookUp.mockResolvedValue(
      found({
        status: "approved",
        partnerStatus: "active",
        reviewedAt: new Date("2026-03-09T10:00:00Z"),
        reviewerNotes: "Welcome aboard.",
      }),
    );
    const { user } = renderPage();
    await lookUpEmail(user, "nina@northwind.example");
    expect(await screen.findByText("Approved")).toBeInTheDocument();
    expect(screen.getByText("Congratulations! Your application has been approved.")).toBeInTheDocument();
    expect(screen.getByText("Mar 09, 2026")).toBeInTheDocument();
    expect(screen.getByText("Welcome aboard.")).toBeInTheDocument();
    expect(screen.getByText("Check your inbox for our welcome e-mail.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Partner Login" })).toHaveAttribute(
      "href",
      "/partner/login",
    );
  });

  it("tells a suspended partner to contact support, with no step or link to sign in", async () => {
    lookUp.mockResolvedValue(
      found({ status: "approved", partnerStatus: "suspended", reviewedAt: new Date("2026-03-09T10:00:00Z") }),
    );
    const { user } = renderPage();
    await lookUpEmail(user, "nina@northwind.example");
    expect(
      await screen.findByText(
        "Your application was approved, but your partner account is currently suspended. Please contact support.",
      ),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Contact support to learn why your partner account was suspended and what would lift the suspension.",
      "Until it is lifted the partner login refuses your e-mail address; there is no need to apply again.",
    ]);
    expect(screen.queryByText(/sign in/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Go to Partner Login" })).not.toBeInTheDocument();
  });

  it("shows a rejection with the notes and what the applicant can do", async () => {
    lookUp.mockResolvedValue(
      found({
        status: "rejected",
        partnerStatus: "rejected",
        reviewedAt: new Date("2026-03-09T10:00:00Z"),
        reviewerNotes: "We have enough resellers in your region.",
      }),
    );
    const { user } = renderPage();
    await lookUpEmail(user, "nina@northwind.example");
    expect(await screen.findByText("Rejected")).toBeInTheDocument();
    expect(screen.getByText("We have enough resellers in your region.")).toBeInTheDocument();
    expect(screen.getByText(/Contact our partner team/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Apply Again" })).toHaveAttribute("href", "/apply");
  });

  it("says No Application Found with a way to apply", async () => {
    lookUp.mockResolvedValue({ result: "not_found" });
    const { user } = renderPage();
    await lookUpEmail(user, "nobody@nowhere.example");
    const card = await screen.findByRole("region", { name: "No Application Found" });
    expect(
      within(card).getByText(/We could not find an application for this email address\./),
    ).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
    // The toast says the same.
    expect(screen.getAllByText("No Application Found")).toHaveLength(2);
  });

  it("tells a partner without an application to sign in or contact support", async () => {
    lookUp.mockResolvedValue({ result: "partner_without_application", companyName: "Acme Solutions" });
    const { user } = renderPage();
    await lookUpEmail(user, "partner@acme.example");
    expect(
      await screen.findByRole("heading", { level: 2, name: "No Application Found" }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/A partner account exists for this email address, but no application is on file\./),
    ).not.toHaveLength(0);
    expect(screen.getByText(/contact support/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Partner Login" })).toBeInTheDocument();
  });

  it("shows Data Error when the records disagree", async () => {
    lookUp.mockResolvedValue({ result: "data_error" });
    const { user } = renderPage();
    await lookUpEmail(user, "orphan@example.com");
    expect(await screen.findByRole("heading", { level: 2, name: "Data Error" })).toBeInTheDocument();
    expect(screen.getAllByText("Application found but partner data is missing.")).toHaveLength(2);
  });

  it("shows the rate limit's message", async () => {
    lookUp.mockRejectedValue(
      new ORPCError("TOO_MANY_REQUESTS", {
        status: 429,
        message: "Too many attempts. Please try again in 42 seconds.",
      }),
    );
    const { user } = renderPage();
    await lookUpEmail(user, "nina@northwind.example");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please try again in 42 seconds.",
    );
    expect(screen.getByText("Lookup Failed")).toBeInTheDocument();
  });
});
