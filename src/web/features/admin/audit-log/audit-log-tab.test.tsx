import { ORPCError } from "@orpc/client";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { auditEntry, auditPage } from "../admin-fixtures";
import { AuditLogTab } from "./audit-log-tab";

const api = vi.mocked(client.auditLog);

const lastListInput = () => api.list.mock.lastCall?.[0];
const entries = async () => {
  const list = await screen.findByRole("list", { name: "Audit entries" });
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list);
};

async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole("option", { name: option }));
}

const PARTNER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("AuditLogTab", () => {
  useRadixInJsdom();
  beforeEach(() => {
    api.actorOptions.mockResolvedValue([]);
  });
  afterEach(() => {
    vi.resetAllMocks();
    vi.unstubAllEnvs();
  });

  it("shows each entry's time, actor, action, subject, partner and details in words", async () => {
    vi.stubEnv("TZ", "America/New_York");
    api.list.mockResolvedValue(
      auditPage([
        auditEntry(),
        auditEntry({
          id: "a0d17000-0000-4000-8000-000000000002",
          action: "partner_updated",
          subject: { type: "partner", id: PARTNER_ID, label: "Acme Solutions" },
          partner: { id: PARTNER_ID, companyName: "Acme Solutions" },
          details: { changes: { tier: { from: "silver", to: "gold" } } },
        }),
        auditEntry({
          id: "a0d17000-0000-4000-8000-000000000003",
          action: "application_submitted",
          actor: null,
          subject: { type: "application", id: "app-1", label: "Globex" },
          partner: { id: PARTNER_ID, companyName: "Globex" },
          details: { documents: 1 },
        }),
        auditEntry({
          id: "a0d17000-0000-4000-8000-000000000004",
          action: "contract_signed",
          actor: null,
          subject: null,
          details: {},
        }),
      ]),
    );
    renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    const [role, partner, application, unknown] = await entries();
    expect(role).toHaveTextContent("User role changed by Ada Admin (ada@example.com)");
    expect(role).toHaveTextContent("Role: Analyst → Manager");
    expect(
      within(role as HTMLElement).getByRole("button", { name: "Filter by User: Noah Kim" }),
    ).toBeInTheDocument();
    const time = role?.querySelector("time");
    expect(time).toHaveAttribute("datetime", "2026-04-01T09:30:00.000Z");
    expect(time).toHaveTextContent("Apr 01, 202605:30 EDT");
    expect(time).toHaveAttribute("title", "Apr 01, 2026, 09:30 UTC");
    expect(partner).toHaveTextContent("Partner updated");
    expect(partner).toHaveTextContent("Tier: Silver → Gold");
    // The subject names the partner already.
    expect(partner?.textContent?.match(/Acme Solutions/g)).toHaveLength(1);
    expect(application).toHaveTextContent("Application submitted by The applicant");
    expect(application).toHaveTextContent("Partner: Globex");
    expect(application).toHaveTextContent("1 document");
    expect(unknown).toHaveTextContent("Contract signed by System");
    expect(lastListInput()).toEqual({ page: 1, pageSize: 25 });
  });

  it("names every status by its label, never its stored code", async () => {
    api.list.mockResolvedValue(
      auditPage([
        auditEntry({
          action: "deal_status_changed",
          subject: { type: "deal", id: "deal-1", label: "Globex" },
          details: { deal_id: "deal-1", company_name: "Globex", from: "approved", to: "closed_won" },
        }),
        auditEntry({
          id: "a0d17000-0000-4000-8000-000000000002",
          action: "partner_status_changed",
          subject: { type: "partner", id: PARTNER_ID, label: "Acme Solutions" },
          details: { company_name: "Acme Solutions", from: "active", to: "suspended" },
        }),
      ]),
    );
    renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    const [deal, partner] = await entries();
    expect(deal).toHaveTextContent("Globex: Approved → Closed Won");
    expect(partner).toHaveTextContent("Active → Suspended");
    expect(screen.queryByText(/closed_won|suspended\b/)).not.toBeInTheDocument();
  });

  it("filters by action, subject type and actor on the server", async () => {
    api.list.mockResolvedValue(auditPage([auditEntry()]));
    api.actorOptions.mockResolvedValue([{ id: "user-ada", name: "Ada Admin", email: "ada@example.com" }]);
    const { user } = renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    await entries();
    expect(api.actorOptions).not.toHaveBeenCalled();
    await choose(user, screen.getByRole("combobox", { name: "Action" }), "User permissions changed");
    await waitFor(() =>
      expect(lastListInput()).toEqual({ action: "user_permissions_changed", page: 1, pageSize: 25 }),
    );
    await choose(user, screen.getByRole("combobox", { name: "Subject type" }), "Department");
    await waitFor(() =>
      expect(lastListInput()).toMatchObject({
        action: "user_permissions_changed",
        subjectType: "department",
      }),
    );
    const actor = screen.getByRole("combobox", { name: "Actor" });
    await user.type(actor, "ada");
    await waitFor(() => expect(api.actorOptions.mock.lastCall?.[0]).toEqual({ search: "ada", limit: 20 }));
    await user.click(await screen.findByRole("option", { name: /^Ada Admin / }));
    await waitFor(() => expect(lastListInput()).toMatchObject({ actorId: "user-ada", page: 1 }));
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(lastListInput()).toEqual({ page: 1, pageSize: 25 }));
  });

  it("narrows the log to one subject from an entry, shown as a chip that removes it", async () => {
    api.list.mockResolvedValue(auditPage([auditEntry()]));
    const { user } = renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    await user.click(await screen.findByRole("button", { name: "Filter by User: Noah Kim" }));
    await waitFor(() =>
      expect(lastListInput()).toEqual({ subjectType: "user", subjectId: "user-noah", page: 1, pageSize: 25 }),
    );
    expect(screen.getByRole("combobox", { name: "Subject type" })).toHaveTextContent("User");
    await user.click(screen.getByRole("button", { name: "Remove the filter User: Noah Kim" }));
    await waitFor(() => expect(lastListInput()).toEqual({ page: 1, pageSize: 25 }));
  });

  it("sends the date range as the start and end of the local days, and refuses a reversed one", async () => {
    api.list.mockResolvedValue(auditPage([auditEntry()]));
    const { user } = renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    await entries();
    await user.type(screen.getByLabelText("From"), "2026-04-01");
    await user.type(screen.getByLabelText(/^To/), "2026-04-03");
    await waitFor(() =>
      expect(lastListInput()).toEqual({
        from: new Date(2026, 3, 1).toISOString(),
        to: new Date(2026, 3, 3, 23, 59, 59, 999).toISOString(),
        page: 1,
        pageSize: 25,
      }),
    );
    const calls = api.list.mock.calls.length;
    // user-event cannot select a date input's text in jsdom, so replacing its value means clearing it first,
    // and the empty From between would be a query of its own; a date picker changes the value in one step.
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-04-05" } });
    expect(await screen.findByText("From must not be after To.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^To/)).toHaveAttribute("aria-invalid", "true");
    expect(api.list).toHaveBeenCalledTimes(calls);
  });

  it("counts past the server's cap as 10,000+ and pages on", async () => {
    api.list.mockResolvedValue(auditPage([auditEntry()], 10_000, true));
    const { user } = renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    expect(await screen.findByText("Showing 1-25 of 10,000+")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(lastListInput()).toEqual({ page: 2, pageSize: 25 }));
  });

  it("says when nothing matches and when the log cannot be loaded", async () => {
    api.list.mockResolvedValue(auditPage([]));
    const { unmount } = renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    expect(await screen.findByText("No audit entries found")).toBeInTheDocument();
    unmount();
    api.list.mockRejectedValue(new ORPCError("FORBIDDEN", { status: 403, message: "No." }));
    renderWithQueryClient(<AuditLogTab />, { at: "/admin/audit" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the audit log");
  });
});
