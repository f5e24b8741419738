import { ORPCError } from "@orpc/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from "#shared/contracts/auth";
import { AuthContext } from "#web/app/auth/auth-context";
import { Toaster } from "#web/components/ui/toaster";
import { client } from "#web/lib/rpc";
import { authState } from "#web/test-support/auth-state";
import { SetupPasswordPage } from "./setup-password-page";

vi.mock("#web/lib/rpc", () => import("#web/test-support/mock-rpc"));
const checkSetupToken = vi.mocked(client.partnerAuth.checkSetupToken);
const completeSetup = vi.mocked(client.partnerAuth.completeSetup);

function renderAt(url: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext value={authState()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/partner/setup-password" element={<SetupPasswordPage />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthContext>
    </QueryClientProvider>,
  );
}

function submitPasswords(password: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole("button", { name: "Set Password" }));
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
    renderAt("/partner/setup-password?token=good");
    await screen.findByLabelText("New Password");

    submitPasswords("abc", "abc");
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();

    submitPasswords("abcdef", "abcdeg");
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
    renderAt("/partner/setup-password?token=good");
    await screen.findByLabelText("New Password");
    submitPasswords("partner-demo", "partner-demo");
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
    renderAt("/partner/setup-password?token=raced");
    await screen.findByLabelText("New Password");
    submitPasswords("new-secret", "new-secret");
    expect(await screen.findByRole("heading", { name: "Invalid or Expired Link" })).toBeInTheDocument();
  });
});
