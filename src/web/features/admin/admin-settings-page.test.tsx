import { screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppRole } from "#shared/enums";
import { AuthorizationContext, type AuthorizationState } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { auditPage, departmentItem, usersPage } from "./admin-fixtures";
import { AdminSettingsPage } from "./admin-settings-page";

const api = {
  users: vi.mocked(client.users),
  departments: vi.mocked(client.departments),
  auditLog: vi.mocked(client.auditLog),
  apiKeys: vi.mocked(client.apiKeys),
};

function CurrentAddress() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAs(state: AuthorizationState, address = "/admin") {
  return renderWithQueryClient(
    <AuthorizationContext.Provider value={state}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/admin/*" element={<AdminSettingsPage />} />
          <Route path="/" element={<p>Dashboard</p>} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </AuthorizationContext.Provider>,
  );
}

const as = (roles: AppRole[], permissions: string[] = []) => authorizationState(roles, permissions);
const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
const address = () => screen.getByLabelText("Address");

describe("AdminSettingsPage", () => {
  beforeEach(() => {
    api.users.list.mockResolvedValue(usersPage([]));
    api.departments.list.mockResolvedValue([departmentItem()]);
    api.auditLog.list.mockResolvedValue(auditPage([]));
    api.apiKeys.listIntegrations.mockResolvedValue([]);
  });
  afterEach(() => vi.resetAllMocks());

  it("denies anyone without manage_users or manage_roles, with a way back to the dashboard", async () => {
    const { user } = renderAs(as(["viewer"], ["view_audit_logs"]));
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access admin settings.")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(api.users.list).not.toHaveBeenCalled();
    await user.click(screen.getByRole("link", { name: "Back to Dashboard" }));
    expect(screen.getByText("Dashboard")).toBeInTheDocument();
  });

  it("asks the server for the profile once more when denying, and not when access is granted", () => {
    const denied = { ...as(["user"]), refresh: vi.fn(async () => {}) };
    renderAs(denied);
    expect(denied.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    const granted = { ...as(["user"], ["manage_users"]), refresh: vi.fn(async () => {}) };
    renderAs(granted);
    expect(granted.refresh).not.toHaveBeenCalled();
  });

  it("denies a signed-in user without a profile", () => {
    renderAs(authorizationState(null));
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
  });

  it("gives admins every tab and opens User Management at /admin", async () => {
    renderAs(as(["admin"]));
    expect(screen.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeInTheDocument();
    expect(tabNames()).toEqual([
      "User Management",
      "Departments",
      "Integrations",
      "Programme",
      "System Settings",
      "Audit Log",
    ]);
    expect(screen.getByRole("tab", { name: "User Management" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No users found")).toBeInTheDocument();
  });

  it("shows Departments with manage_users, and the Audit Log only with view_audit_logs", () => {
    const { unmount } = renderAs(as(["manager"], ["manage_users"]));
    expect(tabNames()).toEqual(["User Management", "Departments", "System Settings"]);
    unmount();
    renderAs(as(["manager"], ["manage_roles", "view_audit_logs"]));
    expect(tabNames()).toEqual(["User Management", "System Settings", "Audit Log"]);
  });

  it("opens on Integrations for someone who holds only manage_integrations", async () => {
    renderAs(as(["user"], ["manage_integrations"]));
    expect(tabNames()).toEqual(["Integrations", "System Settings"]);
    expect(screen.getByRole("tab", { name: "Integrations" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No integration keys yet")).toBeInTheDocument();
    expect(api.users.list).not.toHaveBeenCalled();
  });

  it.each([
    ["/admin/users", "User Management"],
    ["/admin/integrations", "Integrations"],
    ["/admin/departments", "Departments"],
    ["/admin/system", "System Settings"],
    ["/admin/audit-log", "Audit Log"],
  ])("opens %s on the %s tab, a link to its own address", (path, tab) => {
    renderAs(as(["super_admin"]), path);
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("href", path);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(tab);
  });

  it("says system settings are coming soon", () => {
    renderAs(as(["admin"]), "/admin/system");
    expect(within(screen.getByRole("tabpanel")).getByText("System settings coming soon...")).toBeVisible();
  });

  it.each([
    [
      "/admin/integrations",
      "Integrations",
      "manage_integrations, granted by an admin or super admin, or someone holding manage_users and manage_integrations",
    ],
    [
      "/admin/audit-log",
      "Audit Log",
      "view_audit_logs, granted by an admin or super admin, or someone holding manage_users and view_audit_logs",
    ],
  ])(
    "shows %s to someone without its permission as Access Denied at its own address",
    async (path, tab, way) => {
      const { user } = renderAs(as(["manager"], ["manage_users"]), path);
      expect(screen.getByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
      expect(screen.getByText(`You don't have permission to open the ${tab} tab.`)).toBeInTheDocument();
      expect(
        within(screen.getByRole("list", { name: "What opens it" })).getByRole("listitem"),
      ).toHaveTextContent(way);
      expect(screen.queryByRole("tab")).not.toBeInTheDocument();
      expect(address()).toHaveTextContent(path);
      expect(api.auditLog.list).not.toHaveBeenCalled();
      expect(api.apiKeys.listIntegrations).not.toHaveBeenCalled();
      await user.click(screen.getByRole("link", { name: "Back to Admin Settings" }));
      expect(await screen.findByRole("tab", { name: "User Management" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    },
  );

  it("names every permission that opens Admin Settings, and who grants each", () => {
    renderAs(as(["viewer"]));
    const ways = within(screen.getByRole("list", { name: "What opens it" })).getAllByRole("listitem");
    expect(ways.map((way) => way.textContent)).toEqual([
      "manage_users, granted by an admin or super admin",
      "manage_roles, granted by an admin or super admin",
      "manage_integrations, granted by an admin or super admin, or someone holding manage_users and manage_integrations",
      "manage_programme, granted by an admin or super admin, or someone holding manage_users and manage_programme",
    ]);
    expect(
      screen.getByText("Permissions are granted in Admin Settings, under User Management."),
    ).toBeInTheDocument();
  });
});
