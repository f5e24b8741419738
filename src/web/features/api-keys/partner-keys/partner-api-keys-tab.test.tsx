import { ORPCError } from "@orpc/client";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { apiKeyFixture, createdApiKeyFixture } from "#web/test-support/api-key-fixtures";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PartnerApiKeysTab } from "./partner-api-keys-tab";

const api = vi.mocked(client.apiKeys);

const row = async (name: string) =>
  (await screen.findByRole("heading", { level: 3, name })).closest("li") as HTMLElement;

describe("PartnerApiKeysTab", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("lists each key with its start, dates and status, and offers Revoke only on a working key", async () => {
    api.listPartner.mockResolvedValue([
      apiKeyFixture({ lastUsedAt: new Date("2026-03-05T12:00:00Z") }),
      apiKeyFixture({
        id: "6f1c2e1a-0000-4000-8000-000000000002",
        name: "Old export",
        status: "revoked",
        expiresAt: null,
        revokedAt: new Date("2026-03-04T12:00:00Z"),
      }),
    ]);
    renderWithQueryClient(<PartnerApiKeysTab />);
    const crm = within(await row("CRM sync"));
    expect(crm.getByText("ppk_1a2b3c4d5e6f_…")).toBeInTheDocument();
    expect(crm.getByText("Active")).toBeInTheDocument();
    expect(crm.getByText("Mar 05, 2026")).toBeInTheDocument();
    expect(crm.getByRole("button", { name: "Revoke CRM sync" })).toBeInTheDocument();
    const old = within(await row("Old export"));
    expect(old.getByText("Revoked")).toBeInTheDocument();
    expect(old.getAllByText("Never")).toHaveLength(2);
    expect(old.queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it("says when there are no keys, and when they could not be loaded", async () => {
    api.listPartner.mockResolvedValue([]);
    const { unmount } = renderWithQueryClient(<PartnerApiKeysTab />);
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();
    unmount();
    api.listPartner.mockRejectedValue(new ORPCError("INTERNAL_SERVER_ERROR"));
    renderWithQueryClient(<PartnerApiKeysTab />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load API keys");
  });

  it("requires a name, then creates a key and shows it once with a Copy button", async () => {
    api.listPartner.mockResolvedValue([]);
    const created = createdApiKeyFixture({ name: "CRM sync" });
    api.createPartner.mockResolvedValue(created);
    const { user } = renderWithQueryClient(<PartnerApiKeysTab />);
    await user.click(await screen.findByRole("button", { name: "New API Key" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New API Key" }));
    await user.click(dialog.getByRole("button", { name: "Create Key" }));
    expect(await dialog.findByText("Key name is required.")).toBeInTheDocument();
    expect(api.createPartner).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText(/^Key Name/), "CRM sync");
    await user.click(dialog.getByRole("button", { name: "Create Key" }));
    const shown = within(await screen.findByRole("dialog", { name: "CRM sync is ready" }));
    expect(api.createPartner.mock.calls[0]?.[0]).toEqual({ name: "CRM sync", expiresInDays: 90 });
    expect(shown.getByLabelText("Your new API key")).toHaveValue(created.secret);
    await user.click(shown.getByRole("button", { name: "Copy Key" }));
    expect(await navigator.clipboard.readText()).toBe(created.secret);
    expect(shown.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    await user.click(shown.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("revokes a key only after the confirmation", async () => {
    api.listPartner.mockResolvedValue([apiKeyFixture()]);
    api.revokePartner.mockResolvedValue({ apiKey: apiKeyFixture({ status: "revoked" }) });
    const { user } = renderWithQueryClient(<PartnerApiKeysTab />);
    await user.click(await screen.findByRole("button", { name: "Revoke CRM sync" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Revoke CRM sync?" }));
    expect(
      confirm.getByText(
        "Programs using this key are refused from their next request. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    expect(api.revokePartner).not.toHaveBeenCalled();
    await user.click(confirm.getByRole("button", { name: "Revoke Key" }));
    expect(await screen.findByText("API key revoked")).toBeInTheDocument();
    expect(api.revokePartner.mock.calls[0]?.[0]).toEqual({ id: apiKeyFixture().id });
  });
});
