import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AuthContext } from "./auth-context";
import { useAuthorization } from "./authorization-context";
import { AuthorizationProvider } from "./authorization-provider";

const fetchProfile = vi.mocked(client.me.profile);

function Probe() {
  const { profile, loading, hasPermission, hasRole, hasMinRoleLevel } = useAuthorization();
  if (loading) return <p>loading</p>;
  return (
    <ul>
      <li>profile: {profile ? "loaded" : "none"}</li>
      <li>manage_users: {String(hasPermission("manage_users"))}</li>
      <li>admin role: {String(hasRole("admin"))}</li>
      <li>level 50: {String(hasMinRoleLevel(50))}</li>
    </ul>
  );
}

function renderProbe() {
  renderWithQueryClient(
    <AuthContext value={authState({ user: PARTNER_USER })}>
      <AuthorizationProvider>
        <Probe />
      </AuthorizationProvider>
    </AuthContext>,
  );
}

describe("AuthorizationProvider", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers the checks from the signed-in user's profile", async () => {
    fetchProfile.mockResolvedValue({
      user: PARTNER_USER,
      roles: ["admin"],
      permissions: [],
      roleLevel: 90,
      departments: [],
    });
    renderProbe();
    expect(await screen.findByText("profile: loaded")).toBeInTheDocument();
    expect(screen.getByText("manage_users: true")).toBeInTheDocument();
    expect(screen.getByText("admin role: true")).toBeInTheDocument();
    expect(screen.getByText("level 50: true")).toBeInTheDocument();
  });

  it("logs a failed fetch and leaves no profile, so every check fails", async () => {
    const failure = new Error("network down");
    fetchProfile.mockRejectedValue(failure);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderProbe();
    expect(await screen.findByText("profile: none")).toBeInTheDocument();
    expect(screen.getByText("manage_users: false")).toBeInTheDocument();
    expect(screen.getByText("level 50: false")).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith("Error fetching user permissions:", failure));
  });
});
