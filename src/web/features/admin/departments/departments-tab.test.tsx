import { ORPCError } from "@orpc/client";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { departmentItem, MAYA, SALES_ID } from "../admin-fixtures";
import { DepartmentsTab } from "./departments-tab";

const api = vi.mocked(client.departments);
const usersApi = vi.mocked(client.users);

const row = async (name: string) =>
  (await screen.findByRole("heading", { level: 3, name })).closest("li") as HTMLElement;

async function openDialog(user: UserEvent, button: string, title: string) {
  await user.click(await screen.findByRole("button", { name: button }));
  return within(await screen.findByRole("dialog", { name: title }));
}

const NOAH = { id: "user-noah", name: "Noah Kim", email: "noah@example.com" };

describe("DepartmentsTab", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("lists each department with its description, manager and member count", async () => {
    api.list.mockResolvedValue([
      departmentItem(),
      departmentItem({ id: "d-2", name: "Support", description: null, manager: null, memberCount: 0 }),
    ]);
    renderWithQueryClient(<DepartmentsTab />);
    const sales = within(await row("Sales"));
    expect(sales.getByText("New business and account management")).toBeInTheDocument();
    expect(sales.getByText("Maya Patel")).toBeInTheDocument();
    expect(sales.getByText("maya@example.com")).toBeInTheDocument();
    expect(sales.getByText("3")).toBeInTheDocument();
    const support = within(await row("Support"));
    expect(support.getByText("No description.")).toBeInTheDocument();
    expect(support.getByText("None")).toBeInTheDocument();
    expect(support.getByRole("button", { name: "Edit Support" })).toBeInTheDocument();
    expect(support.getByRole("button", { name: "Delete Support" })).toBeInTheDocument();
  });

  it("says Failed to load departments with Try Again", async () => {
    api.list.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR"));
    const { user } = renderWithQueryClient(<DepartmentsTab />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load departments");
    api.list.mockResolvedValue([departmentItem()]);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await row("Sales")).toBeInTheDocument();
  });

  it("requires a name, then creates a department with a manager found by search", async () => {
    api.list.mockResolvedValue([]);
    usersApi.staffOptions.mockResolvedValue([MAYA, NOAH]);
    api.create.mockResolvedValue({ department: departmentItem({ name: "Engineering" }) });
    const { user } = renderWithQueryClient(<DepartmentsTab />);
    expect(await screen.findByText("No departments yet")).toBeInTheDocument();
    expect(usersApi.staffOptions).not.toHaveBeenCalled();
    const dialog = await openDialog(user, "Create Department", "Create Department");
    await user.type(dialog.getByLabelText(/^Department Name/), "   ");
    await user.click(dialog.getByRole("button", { name: "Create Department" }));
    expect(await dialog.findByText("Department name is required")).toBeInTheDocument();

    await user.clear(dialog.getByLabelText(/^Department Name/));
    await user.type(dialog.getByLabelText(/^Department Name/), " Engineering ");
    const manager = dialog.getByRole("combobox", { name: "Manager" });
    await user.type(manager, "noah");
    await waitFor(() =>
      expect(usersApi.staffOptions.mock.lastCall?.[0]).toEqual({ search: "noah", limit: 20 }),
    );
    await user.click(await screen.findByRole("option", { name: /^Noah Kim / }));
    expect(manager).toHaveValue("Noah Kim");
    await user.click(dialog.getByRole("button", { name: "Create Department" }));
    expect(await screen.findByText("Department created")).toBeInTheDocument();
    expect(api.create.mock.calls[0]?.[0]).toEqual({ name: "Engineering", managerId: "user-noah" });
  });

  it("edits a department down to no manager and no description", async () => {
    api.list.mockResolvedValue([departmentItem()]);
    usersApi.staffOptions.mockResolvedValue([MAYA]);
    api.update.mockResolvedValue({ department: departmentItem({ manager: null, description: null }) });
    const { user } = renderWithQueryClient(<DepartmentsTab />);
    const dialog = await openDialog(user, "Edit Sales", "Edit Sales");
    const manager = dialog.getByRole("combobox", { name: "Manager" });
    expect(manager).toHaveValue("Maya Patel");
    await user.click(manager);
    await user.click(await screen.findByRole("option", { name: "None" }));
    await user.clear(dialog.getByLabelText("Description"));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Department updated")).toBeInTheDocument();
    expect(api.update.mock.calls[0]?.[0]).toEqual({ id: SALES_ID, name: "Sales", managerId: null });
  });

  it("toasts Failed to save department and shows a taken name at the name field", async () => {
    api.list.mockResolvedValue([departmentItem()]);
    const taken = "Another department already has this name.";
    api.update.mockRejectedValue(
      new ORPCError("CONFLICT", { status: 409, message: taken, data: { field: "name" } }),
    );
    const { user } = renderWithQueryClient(<DepartmentsTab />);
    const dialog = await openDialog(user, "Edit Sales", "Edit Sales");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to save department")).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText(/^Department Name/)).toHaveAccessibleDescription(taken));
  });

  it("asks before deleting, saying the members' assignments are removed", async () => {
    api.list.mockResolvedValue([departmentItem()]);
    api.delete.mockResolvedValue({ id: SALES_ID, membersRemoved: 3 });
    const { user } = renderWithQueryClient(<DepartmentsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete Sales" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Sales?" });
    expect(confirm).toHaveTextContent("its members' assignments are removed (3 members)");
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Delete Department" }));
    expect(await screen.findByText("Department deleted")).toBeInTheDocument();
    expect(api.delete.mock.calls[0]?.[0]).toEqual({ id: SALES_ID });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});
