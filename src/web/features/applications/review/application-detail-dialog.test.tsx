import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { ApplicationDetailDialog } from "./application-detail-dialog";

const api = vi.mocked(client.applications);

const renderDialog = (applicationId: string) => {
  const onClose = vi.fn();
  return {
    onClose,
    ...renderWithQueryClient(
      <ApplicationDetailDialog applicationId={applicationId} onClose={onClose} onCloseAutoFocus={() => {}} />,
    ),
  };
};

describe("ApplicationDetailDialog", () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it.each([
    ["an unknown id", "7c9e6679-7425-40de-944b-e07fc1f90ae7", new ORPCError("NOT_FOUND", { status: 404 })],
    ["a malformed id", "abc", new ORPCError("BAD_REQUEST", { status: 400 })],
  ])("says Not found for %s, with the way back and no retry", async (_case, id, refusal) => {
    api.get.mockRejectedValue(refusal);
    const { user, onClose } = renderDialog(id);
    const dialog = within(await screen.findByRole("dialog", { name: "Not found" }));
    expect(dialog.getByText(/There is no application at this address/)).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(1);
    await user.click(dialog.getByRole("button", { name: "Back to Applications" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("offers Try Again when the application could not be loaded for another reason", async () => {
    api.get.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR", { status: 500 }));
    renderDialog("7c9e6679-7425-40de-944b-e07fc1f90ae7");
    const dialog = within(
      await screen.findByRole("dialog", { name: "Application unavailable" }, { timeout: 4000 }),
    );
    expect(dialog.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
