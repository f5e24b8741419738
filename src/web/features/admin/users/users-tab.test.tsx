import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Grantor } from "#shared/grant-rules";
import { PERMISSION_CATALOGUE } from "#shared/permissions";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { grantorWith, userItem, usersPage } from "../admin-fixtures";
import { HOW_STAFF_SIGN_IN } from "./create-user-dialog";
import { UsersTab } from "./users-tab";

const api = vi.mocked(client.users);
const departmentsApi = vi.mocked(client.departments);

const ADMIN = grantorWith(["admin"]);
const renderTab = (grantor: Grantor = ADMIN) =>
  renderWithQueryClient(<UsersTab grantor={grantor} />, { at: "/admin" });

const row = async (name: string) =>
  (await screen.findByRole("heading", { level: 3, name })).closest("li") as HTMLElement;

const lastListInput = () => api.list.mock.lastCall?.[0];

async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole("option", { name: option }));
}

async function openDialog(user: UserEvent, button: string, title: string | RegExp) {
  await user.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole("dialog", { name: title });
}

describe("UsersTab", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("lists each user with roles, e-mail, job title, departments and granted permissions", async () => {
    api.list.mockResolvedValue(usersPage([userItem()], 45));
    renderTab();
    const item = within(await row("Noah Kim"));
    expect(item.getByText("Analyst")).toBeInTheDocument();
    expect(item.getByText("noah@example.com")).toBeInTheDocument();
    expect(item.getByText("Business Analyst")).toBeInTheDocument();
    const departments = within(item.getByRole("list", { name: "Departments of Noah Kim" }));
    expect(departments.getAllByRole("listitem").map((entry) => entry.textContent)).toEqual([
      "Sales· Primary",
      "Support",
    ]);
    expect(item.getByText("1 granted")).toBeInTheDocument();
    expect(item.getByText("view_analytics")).toBeInTheDocument();
    for (const action of ["Edit", "Change role of", "Permissions of", "Departments of"]) {
      expect(item.getByRole("button", { name: `${action} Noah Kim` })).toBeEnabled();
    }
    expect(lastListInput()).toEqual({ page: 1, pageSize: 25 });
    expect(screen.getByText("Showing 1-25 of 45")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toBeInTheDocument();
  });

  it("opens a user's sessions and ends one, then all", async () => {
    api.list.mockResolvedValue(usersPage([userItem()], 1));
    api.sessions.mockResolvedValue([
      {
        id: "s-1",
        browser: "Firefox 133 on Linux",
        ipAddress: "192.0.2.4",
        createdAt: new Date("2026-11-30T09:00:00Z"),
        lastActiveAt: new Date("2026-12-01T08:00:00Z"),
        current: false,
      },
    ]);
    api.endSessions.mockResolvedValue({ ended: 1 });
    const { user } = renderTab();
    const dialog = within(await openDialog(user, "Sessions of Noah Kim", "Sessions of Noah Kim"));
    expect(await dialog.findByText("Firefox 133 on Linux")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "End session: Firefox 133 on Linux, 192.0.2.4" }));
    expect(await screen.findByText("Session ended")).toBeInTheDocument();
    expect(api.endSessions.mock.calls[0]?.[0]).toEqual({ userId: "user-noah", sessionId: "s-1" });
    await user.click(dialog.getByRole("button", { name: "End all sessions" }));
    await waitFor(() => expect(api.endSessions.mock.calls[1]?.[0]).toEqual({ userId: "user-noah" }));
  });

  it("searches by name or e-mail and filters by role on the server, from page 1", async () => {
    api.list.mockResolvedValue(usersPage([userItem()], 45));
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: /Next/ }));
    await waitFor(() => expect(lastListInput()).toEqual({ page: 2, pageSize: 25 }));
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), " noah@ ");
    await waitFor(() => expect(lastListInput()).toEqual({ search: "noah@", page: 1, pageSize: 25 }));
    await choose(user, screen.getByRole("combobox", { name: "Role" }), "Sales Manager");
    await waitFor(() =>
      expect(lastListInput()).toEqual({ search: "noah@", role: "sales_manager", page: 1, pageSize: 25 }),
    );
  });

  it("says No users found when none match, and Failed to load users with Try Again", async () => {
    api.list.mockResolvedValue(usersPage([]));
    const { unmount } = renderTab();
    expect(await screen.findByText("No users found")).toBeInTheDocument();
    unmount();
    api.list.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR"));
    const { user } = renderTab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load users");
    api.list.mockResolvedValue(usersPage([userItem()]));
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await row("Noah Kim")).toBeInTheDocument();
  });

  it("shows admins' permissions as role-based and a partner account's actions as closed, with why", async () => {
    api.list.mockResolvedValue(
      usersPage([
        userItem({ id: "user-ada", fullName: "Ada Admin", roles: ["admin"], permissions: [] }),
        userItem({
          id: "user-alice",
          fullName: "Alice Partner",
          roles: ["partner"],
          permissions: [],
          departments: [],
        }),
      ]),
    );
    renderTab(grantorWith(["super_admin"]));
    expect(within(await row("Ada Admin")).getByText("All (role-based)")).toBeInTheDocument();
    const partner = within(await row("Alice Partner"));
    for (const action of ["Change role of", "Permissions of", "Departments of"]) {
      const button = partner.getByRole("button", { name: `${action} Alice Partner` });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        /Partner accounts get their access from their partner record/,
      );
    }
    const edit = partner.getByRole("button", { name: "Edit Alice Partner" });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(/A partner contact's name comes from its partner record/);
  });

  it("closes every action on someone ranked above a manager, and leaves a peer's open", async () => {
    api.list.mockResolvedValue(
      usersPage([
        userItem({ id: "user-sam", fullName: "Sam Super", roles: ["super_admin"], permissions: [] }),
        userItem({ id: "user-sal", fullName: "Sal Sales", roles: ["sales_manager"] }),
        userItem({ id: "user-pia", fullName: "Pia Peer", roles: ["manager"] }),
      ]),
    );
    renderTab(grantorWith(["manager"], ["manage_users", "manage_roles", "view_analytics"]));
    for (const name of ["Sam Super", "Sal Sales"]) {
      const item = within(await row(name));
      for (const action of ["Edit", "Change role of", "Permissions of", "Departments of"]) {
        const button = item.getByRole("button", { name: `${action} ${name}` });
        expect(button, `${action} ${name}`).toBeDisabled();
        expect(button).toHaveAccessibleDescription(/You can't change someone whose role is above your own/);
      }
    }
    const peer = within(await row("Pia Peer"));
    for (const action of ["Edit", "Change role of", "Permissions of", "Departments of"]) {
      expect(peer.getByRole("button", { name: `${action} Pia Peer` })).toBeEnabled();
    }
  });

  it("closes one's own roles and permissions, saying why", async () => {
    api.list.mockResolvedValue(
      usersPage([userItem({ id: "user-1", fullName: "Me Myself", roles: ["admin"] })]),
    );
    renderTab();
    const me = within(await row("Me Myself"));
    expect(me.getByText("You")).toBeInTheDocument();
    expect(me.getByRole("button", { name: "Change role of Me Myself" })).toHaveAccessibleDescription(
      "You can't change your own roles or permissions. Ask another administrator.",
    );
    expect(me.getByRole("button", { name: "Permissions of Me Myself" })).toBeDisabled();
    expect(me.getByRole("button", { name: "Departments of Me Myself" })).toBeEnabled();
  });

  it("gives a holder of manage_roles alone only the role change", async () => {
    api.list.mockResolvedValue(usersPage([userItem()]));
    renderTab(grantorWith(["manager"], ["manage_roles"]));
    const item = within(await row("Noah Kim"));
    expect(item.getByRole("button", { name: "Change role of Noah Kim" })).toBeEnabled();
    expect(item.queryByRole("button", { name: "Edit Noah Kim" })).not.toBeInTheDocument();
    expect(item.queryByRole("button", { name: "Permissions of Noah Kim" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create User" })).not.toBeInTheDocument();
  });

  describe("Create User", () => {
    it("asks for the required fields and says how the new person signs in", async () => {
      api.list.mockResolvedValue(usersPage([]));
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Create User", "Create User"));
      expect(dialog.getByText(HOW_STAFF_SIGN_IN)).toBeInTheDocument();
      expect(dialog.getByLabelText(/^Temporary Password/)).not.toBeRequired();
      expect(dialog.getByLabelText(/^Full Name/)).toBeRequired();
      await user.click(dialog.getByRole("button", { name: "Create User" }));
      expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument();
      expect(dialog.getByLabelText(/^Full Name/)).toHaveAccessibleDescription("Full name is required");
      expect(api.create).not.toHaveBeenCalled();
    });

    it("refuses a temporary password under 6 characters", async () => {
      api.list.mockResolvedValue(usersPage([]));
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Create User", "Create User"));
      await user.type(dialog.getByLabelText(/^Email/), "nora@example.com");
      await user.type(dialog.getByLabelText(/^Full Name/), "Nora Hire");
      await user.type(dialog.getByLabelText(/^Temporary Password/), "12345");
      await user.click(dialog.getByRole("button", { name: "Create User" }));
      await waitFor(() =>
        expect(dialog.getByLabelText(/^Temporary Password/)).toHaveAccessibleDescription(
          /Password must be at least 6 characters long./,
        ),
      );
      expect(screen.queryByText("Please fill in all required fields")).not.toBeInTheDocument();
      expect(api.create).not.toHaveBeenCalled();
    });

    it("creates a user with the role user by default, offering admin roles only to a super admin", async () => {
      api.list.mockResolvedValue(usersPage([]));
      api.create.mockResolvedValue({ user: userItem({ fullName: "Nora Hire" }) });
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Create User", "Create User"));
      const role = dialog.getByRole("combobox", { name: "Role" });
      expect(role).toHaveTextContent("User");
      expect(role).toHaveAccessibleDescription(
        "Only a super admin can grant or remove the admin and super admin roles.",
      );
      await user.click(role);
      expect(await screen.findByRole("option", { name: "Admin" })).toHaveAttribute("aria-disabled", "true");
      expect(screen.queryByRole("option", { name: "Partner" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("option", { name: "Sales Rep" }));
      await user.type(dialog.getByLabelText(/^Email/), " Nora@Example.com ");
      await user.type(dialog.getByLabelText(/^Full Name/), "Nora Hire");
      await user.type(dialog.getByLabelText(/^Temporary Password/), "secret1");
      await user.click(dialog.getByRole("button", { name: "Create User" }));
      expect(await screen.findByText("User created")).toBeInTheDocument();
      expect(api.create.mock.calls[0]?.[0]).toEqual({
        email: "nora@example.com",
        fullName: "Nora Hire",
        password: "secret1",
        role: "sales_rep",
      });
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    });

    it("creates a staff member without a temporary password", async () => {
      api.list.mockResolvedValue(usersPage([]));
      api.create.mockResolvedValue({ user: userItem({ fullName: "Sam Sso" }) });
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Create User", "Create User"));
      await user.type(dialog.getByLabelText(/^Email/), "sam@example.com");
      await user.type(dialog.getByLabelText(/^Full Name/), "Sam Sso");
      await user.click(dialog.getByRole("button", { name: "Create User" }));
      expect(await screen.findByText("User created")).toBeInTheDocument();
      expect(api.create.mock.calls[0]?.[0]).toEqual({
        email: "sam@example.com",
        fullName: "Sam Sso",
        role: "user",
      });
    });

    it("shows an e-mail in use at the e-mail field and toasts Failed to create user", async () => {
      api.list.mockResolvedValue(usersPage([]));
      const inUse = "A user with this email already exists.";
      api.create.mockRejectedValue(
        new ORPCError("CONFLICT", { status: 409, message: inUse, data: { field: "email" } }),
      );
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Create User", "Create User"));
      await user.type(dialog.getByLabelText(/^Email/), "noah@example.com");
      await user.type(dialog.getByLabelText(/^Full Name/), "Noah Again");
      await user.type(dialog.getByLabelText(/^Temporary Password/), "secret1");
      await user.click(dialog.getByRole("button", { name: "Create User" }));
      expect(await screen.findByText("Failed to create user")).toBeInTheDocument();
      const email = dialog.getByLabelText(/^Email/);
      await waitFor(() => expect(email).toHaveAccessibleDescription(inUse));
      await waitFor(() => expect(email).toHaveFocus());
    });
  });

  describe("Edit", () => {
    it("shows the e-mail read-only and requires the full name", async () => {
      api.list.mockResolvedValue(usersPage([userItem()]));
      api.update.mockResolvedValue({ user: userItem({ fullName: "Noah K. Kim", jobTitle: null }) });
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Edit Noah Kim", "Edit Noah Kim"));
      const email = dialog.getByLabelText("Email");
      expect(email).toHaveValue("noah@example.com");
      expect(email).toHaveAttribute("readonly");
      // A multi-line field, so a long address wraps instead of being cut off.
      expect(email.tagName).toBe("TEXTAREA");
      expect(email).toHaveAccessibleDescription("The e-mail address cannot be changed.");
      await user.clear(dialog.getByLabelText(/^Full Name/));
      await user.type(dialog.getByLabelText(/^Full Name/), "  ");
      await user.click(dialog.getByRole("button", { name: "Save Changes" }));
      expect(await dialog.findByText("Full name is required")).toBeInTheDocument();
      expect(api.update).not.toHaveBeenCalled();

      await user.clear(dialog.getByLabelText(/^Full Name/));
      await user.type(dialog.getByLabelText(/^Full Name/), "Noah K. Kim");
      await user.clear(dialog.getByLabelText(/^Job Title/));
      await user.click(dialog.getByRole("button", { name: "Save Changes" }));
      expect(await screen.findByText("User updated")).toBeInTheDocument();
      expect(api.update.mock.calls[0]?.[0]).toEqual({ id: "user-noah", fullName: "Noah K. Kim" });
    });

    it("toasts Failed to update user with the server's reason", async () => {
      api.list.mockResolvedValue(usersPage([userItem()]));
      api.update.mockRejectedValue(new ORPCError("NOT_FOUND", { status: 404, message: "No such user." }));
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Edit Noah Kim", "Edit Noah Kim"));
      await user.click(dialog.getByRole("button", { name: "Save Changes" }));
      expect(await screen.findByText("Failed to update user")).toBeInTheDocument();
      expect(await dialog.findByRole("alert")).toHaveTextContent("No such user.");
    });
  });

  describe("Change role", () => {
    it("replaces the roles with the chosen one; admin roles are closed below super admin", async () => {
      api.list.mockResolvedValue(usersPage([userItem()]));
      api.setRole.mockResolvedValue({ user: userItem({ roles: ["manager"] }) });
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Change role of Noah Kim", "Change role of Noah Kim"));
      expect(dialog.getByRole("radio", { name: /Analyst/ })).toBeChecked();
      expect(dialog.queryByRole("radio", { name: "Partner" })).not.toBeInTheDocument();
      const admin = dialog.getByRole("radio", { name: "Admin" });
      expect(admin).toBeDisabled();
      expect(admin).toHaveAccessibleDescription(
        "Only a super admin can grant or remove the admin and super admin roles.",
      );
      expect(dialog.getByRole("button", { name: "Save Role" })).toBeDisabled();
      await user.click(dialog.getByRole("radio", { name: "Manager" }));
      await user.click(dialog.getByRole("button", { name: "Save Role" }));
      expect(await screen.findByText("Role updated")).toBeInTheDocument();
      expect(screen.getByText("Noah Kim is now Manager.")).toBeInTheDocument();
      expect(api.setRole.mock.calls[0]?.[0]).toEqual({ id: "user-noah", role: "manager" });
    });

    it("toasts Failed to update user role with the server's refusal", async () => {
      api.list.mockResolvedValue(usersPage([userItem({ roles: ["super_admin"] })]));
      const last = "This is the last super admin: make someone else super admin first.";
      api.setRole.mockRejectedValue(new ORPCError("FORBIDDEN", { status: 403, message: last }));
      const { user } = renderTab(grantorWith(["super_admin"]));
      const dialog = within(await openDialog(user, "Change role of Noah Kim", "Change role of Noah Kim"));
      await user.click(dialog.getByRole("radio", { name: "Admin" }));
      await user.click(dialog.getByRole("button", { name: "Save Role" }));
      expect(await screen.findByText("Failed to update user role")).toBeInTheDocument();
      expect(await dialog.findByRole("alert")).toHaveTextContent(last);
    });
  });

  describe("Permissions", () => {
    it("groups the catalogue by category in order, A to Z, and saves the chosen set", async () => {
      api.list.mockResolvedValue(usersPage([userItem()]));
      api.setPermissions.mockResolvedValue({ user: userItem() });
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Permissions of Noah Kim", "Permissions of Noah Kim"));
      const groups = dialog.getAllByRole("group");
      expect(groups.map((group) => group.querySelector("legend")?.textContent)).toEqual([
        "Data",
        "User Management",
        "System",
        "Analytics",
        "View",
      ]);
      for (const group of groups) expect(group.querySelector("legend svg")).not.toBeNull();
      expect(
        within(groups[0] as HTMLElement)
          .getAllByRole("checkbox")
          .map((box) => box.id.split("-").at(-1)),
      ).toEqual([
        "delete_data",
        "edit_data",
        "export_data",
        "import_data",
        "manage_courses",
        "manage_customers",
        "view_data",
      ]);
      expect(dialog.getByRole("checkbox", { name: "view_analytics" })).toBeChecked();
      await user.click(dialog.getByRole("checkbox", { name: "view_data" }));
      await user.click(dialog.getByRole("checkbox", { name: "view_analytics" }));
      await user.click(dialog.getByRole("checkbox", { name: "export_data" }));
      await user.click(dialog.getByRole("button", { name: "Save Permissions" }));
      expect(await screen.findByText("Permissions updated")).toBeInTheDocument();
      expect(api.setPermissions.mock.calls[0]?.[0]).toEqual({
        id: "user-noah",
        permissions: ["export_data", "view_data"],
      });
    });

    it("shows an admin's permissions all ticked, locked and Role-based", async () => {
      api.list.mockResolvedValue(usersPage([userItem({ roles: ["admin"], permissions: [] })]));
      const { user } = renderTab(grantorWith(["super_admin"]));
      const dialog = within(await openDialog(user, "Permissions of Noah Kim", "Permissions of Noah Kim"));
      const boxes = dialog.getAllByRole("checkbox");
      expect(boxes).toHaveLength(PERMISSION_CATALOGUE.length);
      for (const box of boxes) {
        expect(box).toBeChecked();
        expect(box).toBeDisabled();
      }
      expect(dialog.getAllByText("Role-based")).toHaveLength(PERMISSION_CATALOGUE.length);
      expect(dialog.queryByRole("button", { name: "Save Permissions" })).not.toBeInTheDocument();
    });

    it("locks what the grant rules keep from a manager, saying why", async () => {
      api.list.mockResolvedValue(usersPage([userItem()]));
      const { user } = renderTab(grantorWith(["manager"], ["manage_users", "view_data"]));
      const dialog = within(await openDialog(user, "Permissions of Noah Kim", "Permissions of Noah Kim"));
      expect(dialog.getByRole("checkbox", { name: "view_data" })).toBeEnabled();
      const system = dialog.getByRole("checkbox", { name: "manage_system" });
      expect(system).toBeDisabled();
      expect(system).toHaveAccessibleDescription(
        /You can't grant or remove manage_system: you don't hold it yourself./,
      );
      expect(dialog.getByRole("checkbox", { name: "manage_users" })).toHaveAccessibleDescription(
        /Only an admin or super admin can grant or remove manage_users and manage_roles./,
      );
    });

    it("toasts Failed to update permissions with the server's reason", async () => {
      api.list.mockResolvedValue(usersPage([userItem()]));
      const refusal = "You can't grant or remove view_data: you don't hold it yourself.";
      api.setPermissions.mockRejectedValue(new ORPCError("FORBIDDEN", { status: 403, message: refusal }));
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Permissions of Noah Kim", "Permissions of Noah Kim"));
      await user.click(dialog.getByRole("checkbox", { name: "view_data" }));
      await user.click(dialog.getByRole("button", { name: "Save Permissions" }));
      expect(await screen.findByText("Failed to update permissions")).toBeInTheDocument();
      expect(await dialog.findByRole("alert")).toHaveTextContent(refusal);
    });
  });

  describe("Departments", () => {
    it("chooses several departments and marks one primary", async () => {
      api.list.mockResolvedValue(usersPage([userItem({ departments: [] })]));
      departmentsApi.list.mockResolvedValue([
        {
          id: "d-1",
          name: "Engineering",
          description: null,
          manager: null,
          memberCount: 0,
          createdAt: new Date(),
        },
        { id: "d-2", name: "Sales", description: null, manager: null, memberCount: 2, createdAt: new Date() },
      ]);
      api.setDepartments.mockResolvedValue({ user: userItem() });
      const { user } = renderTab();
      const dialog = within(await openDialog(user, "Departments of Noah Kim", "Departments of Noah Kim"));
      await user.click(await dialog.findByRole("checkbox", { name: "Engineering" }));
      await user.click(dialog.getByRole("checkbox", { name: "Sales" }));
      const primary = dialog.getByRole("combobox", { name: "Primary department" });
      expect(primary).toHaveTextContent("Engineering");
      await choose(user, primary, "Sales");
      await user.click(dialog.getByRole("button", { name: "Save Departments" }));
      expect(await screen.findByText("Departments updated")).toBeInTheDocument();
      expect(api.setDepartments.mock.calls[0]?.[0]).toEqual({
        id: "user-noah",
        departments: [
          { departmentId: "d-1", isPrimary: false },
          { departmentId: "d-2", isPrimary: true },
        ],
      });
    });
  });
});
