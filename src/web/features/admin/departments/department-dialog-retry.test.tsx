import { ORPCError } from "@orpc/client";
import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { departmentItem } from "../admin-fixtures";
import { DepartmentsTab } from "./departments-tab";

const api = vi.mocked(client.departments);

// The failure toast a form raises belongs to its failed attempt (docs/product/errors-and-messages.md#failure-toasts).
describe("a department saved again after a failure", () => {
  useRadixInJsdom();
  afterEach(() => {
    vi.resetAllMocks();
    act(() => {
      toast.dismiss();
    });
  });

  it("replaces the failure toast with the success toast, and leaves a toast about something else", async () => {
    api.list.mockResolvedValue([departmentItem()]);
    api.update.mockRejectedValueOnce(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    api.update.mockResolvedValueOnce({ department: departmentItem() });
    const { user } = renderWithQueryClient(<DepartmentsTab />);
    act(() => {
      toast.error("Error Loading Deals");
    });
    await user.click(await screen.findByRole("button", { name: "Edit Sales" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Sales" }));

    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to save department")).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Department updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Failed to save department")).not.toBeInTheDocument());
    expect(api.update).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Error Loading Deals")).toBeInTheDocument();
  });
});
