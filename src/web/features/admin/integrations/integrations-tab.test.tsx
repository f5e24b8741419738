import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REFUSALS } from "#shared/grant-rules";
import { client } from "#web/lib/transport/rpc";
import { apiKeyFixture, createdApiKeyFixture } from "#web/test-support/api-key-fixtures";
import { authorizationState } from "#web/test-support/authorization-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { IntegrationsTab } from "./integrations-tab";

const api = vi.mocked(client.apiKeys);

/** A staff member holding manage_integrations and manage_partners, as the grant rules see them. */
const grantor = () => {
  const profile = authorizationState(["manager"], ["manage_integrations", "manage_partners"]).profile;
  if (!profile) throw new Error("no profile");
  return { id: profile.user.id, profile };
};

// The New Integration Key dialog holds every permission of the catalogue: Radix parts in jsdom are slow on busy cores.
describe("IntegrationsTab", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("lists integration keys with their permissions", async () => {
    api.listIntegrations.mockResolvedValue([
      apiKeyFixture({ name: "Finance sync", permissions: ["manage_partners", "view_data"] }),
    ]);
    renderWithQueryClient(<IntegrationsTab grantor={grantor()} />);
    const item = (await screen.findByRole("heading", { level: 3, name: "Finance sync" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(item).getByText("manage_partners, view_data")).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Revoke Finance sync" })).toBeInTheDocument();
  });

  it("offers only the permissions the grant rules let the creator give, and sends the chosen ones", async () => {
    api.listIntegrations.mockResolvedValue([]);
    api.createIntegration.mockResolvedValue(createdApiKeyFixture({ name: "Finance sync" }));
    const { user } = renderWithQueryClient(<IntegrationsTab grantor={grantor()} />);
    await user.click(await screen.findByRole("button", { name: "New Integration Key" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Integration Key" }));
    expect(dialog.getByRole("checkbox", { name: "export_data" })).toBeDisabled();
    expect(dialog.getAllByText(REFUSALS.notHeld(["export_data"]))).toHaveLength(1);
    expect(dialog.getByRole("checkbox", { name: "manage_users" })).toBeDisabled();

    await user.type(dialog.getByLabelText(/^Key Name/), "Finance sync");
    await user.click(dialog.getByRole("button", { name: "Create Key" }));
    expect(await dialog.findByText("Please choose at least one permission.")).toBeInTheDocument();
    expect(api.createIntegration).not.toHaveBeenCalled();

    await user.click(dialog.getByRole("checkbox", { name: "manage_partners" }));
    await user.click(dialog.getByRole("button", { name: "Create Key" }));
    expect(await screen.findByRole("dialog", { name: "Finance sync is ready" })).toBeInTheDocument();
    expect(api.createIntegration.mock.calls[0]?.[0]).toEqual({
      name: "Finance sync",
      expiresInDays: 90,
      permissions: ["manage_partners"],
    });
  });

  it("shows the server's refusal beside the buttons", async () => {
    api.listIntegrations.mockResolvedValue([]);
    api.createIntegration.mockRejectedValue(
      new ORPCError("FORBIDDEN", { status: 403, message: REFUSALS.notHeld(["manage_partners"]) }),
    );
    const { user } = renderWithQueryClient(<IntegrationsTab grantor={grantor()} />);
    await user.click(await screen.findByRole("button", { name: "New Integration Key" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Integration Key" }));
    await user.type(dialog.getByLabelText(/^Key Name/), "Finance sync");
    await user.click(dialog.getByRole("checkbox", { name: "manage_partners" }));
    await user.click(dialog.getByRole("button", { name: "Create Key" }));
    expect(await dialog.findByText(REFUSALS.notHeld(["manage_partners"]))).toBeInTheDocument();
  });
});
