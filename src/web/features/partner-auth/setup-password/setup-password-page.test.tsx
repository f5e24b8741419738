import { ORPCError } from "@orpc/client";
import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from "#shared/contracts/auth";
import { AuthContext } from "#web/app/auth/auth-context";
import { UNREACHABLE } from "#web/lib/transport/failure-text";
import { client } from "#web/lib/transport/rpc";
import { ServerUnreachable } from "#web/lib/transport/server-unreachable";
import { authState } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { SetupPasswordPage } from "./setup-password-page";

const checkSetupToken = vi.mocked(client.partnerAuth.checkSetupToken);
const completeSetup = vi.mocked(client.partnerAuth.completeSetup);

function renderAt(url: string) {
  return renderWithQueryClient(
    <AuthContext value={authState()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/partner/setup-password" element={<SetupPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext>,
  );
}

async function submitPasswords(user: UserEvent, password: string, confirmPassword: string) {
  await user.clear(screen.getByLabelText("New Password"));
  await user.type(screen.getByLabelText("New Password"), password);
  await user.clear(screen.getByLabelText("Confirm Password"));
  await user.type(screen.getByLabelText("Confirm Password"), confirmPassword);
  await user.click(screen.getByRole("button", { name: "Set Password" }));
}

describe("SetupPasswordPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("says the link is invalid when it has no token", () => {
    renderAt("/partner/setup-password");
    expect(screen.getByRole("heading", { name: "Invalid or Expired Link" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/partner/login");
    expect(checkSetupToken).not.toHaveBeenCalled();
  });

  it("says the link is invalid when the server no longer knows the token", async () => {
    checkSetupToken.mockResolvedValue({ valid: false });
    renderAt("/partner/setup-password?token=used");
    expect(await screen.findByRole("heading", { name: "Invalid or Expired Link" })).toBeInTheDocument();
  });

  it("checks length and match on the client before calling the server", async () => {
    checkSetupToken.mockResolvedValue({ valid: true });
    const { user } = renderAt("/partner/setup-password?token=good");
    await screen.findByLabelText("New Password");

    await submitPasswords(user, "abc", "abc");
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();

    await submitPasswords(user, "abcdef", "abcdeg");
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match. Please try again.")).toBeInTheDocument();
    expect(completeSetup).not.toHaveBeenCalled();
  });

  it("shows Password Already Set when the new password is the current one", async () => {
    checkSetupToken.mockResolvedValue({ valid: true });
    completeSetup.mockRejectedValue(
      new ORPCError("CONFLICT", {
        status: 409,
        message: "This is already your password. Please sign in with it.",
        data: { reason: "password_already_set", title: "Password Already Set" },
      }),
    );
    const { user } = renderAt("/partner/setup-password?token=good");
    await screen.findByLabelText("New Password");
    await submitPasswords(user, "partner-demo", "partner-demo");
    expect(await screen.findByText("Password Already Set")).toBeInTheDocument();
    expect(completeSetup).toHaveBeenCalledWith({
      token: "good",
      password: "partner-demo",
      confirmPassword: "partner-demo",
    });
  });

  it("turns into the invalid-link state when the server refuses the link", async () => {
    checkSetupToken.mockResolvedValue({ valid: true });
    completeSetup.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: "This password setup link is invalid or has expired.",
        data: { reason: "invalid_link" },
      }),
    );
    const { user } = renderAt("/partner/setup-password?token=raced");
    await screen.findByLabelText("New Password");
    await submitPasswords(user, "new-secret", "new-secret");
    expect(await screen.findByRole("heading", { name: "Invalid or Expired Link" })).toBeInTheDocument();
  });

  it("says Setup Failed with what to do when the server cannot be reached", async () => {
    checkSetupToken.mockResolvedValue({ valid: true });
    completeSetup.mockRejectedValue(new ServerUnreachable(new TypeError("Failed to fetch")));
    const { user } = renderAt("/partner/setup-password?token=good");
    await screen.findByLabelText("New Password");
    await submitPasswords(user, "new-secret", "new-secret");
    expect(await screen.findByText("Setup Failed")).toBeInTheDocument();
    expect(screen.getByText(UNREACHABLE)).toBeInTheDocument();
  });
});
