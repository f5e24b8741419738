import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes, useSearchParams } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";
import type { AppRole } from "#shared/enums";
import { AuthContext, type AuthState } from "#web/app/auth/auth-context";
import { AuthorizationContext } from "#web/app/auth/authorization-context";
import { client } from "#web/lib/transport/rpc";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { authorizationState } from "#web/test-support/authorization-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PartnerLoginPage } from "./partner-login-page";

const signIn = vi.mocked(client.partnerAuth.signIn);
const requestSetupEmail = vi.mocked(client.partnerAuth.requestSetupEmail);

function renderPage(auth: AuthState = authState(), roles: AppRole[] = [], address = "/partner/login") {
  const { user } = renderWithQueryClient(
    <AuthContext value={auth}>
      <AuthorizationContext value={authorizationState(auth.user ? roles : null)}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/partner/login" element={<PartnerLoginPage />} />
            <Route path="/partner/dashboard" element={<DashboardTab />} />
          </Routes>
        </MemoryRouter>
      </AuthorizationContext>
    </AuthContext>,
  );
  return { auth, user };
}

/** The dashboard, naming its open tab. */
function DashboardTab() {
  const [search] = useSearchParams();
  return <p>Partner dashboard {search.get("tab")}</p>;
}

async function signInWith(user: UserEvent, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("PartnerLoginPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows the refusal for a partner whose application is pending", async () => {
    signIn.mockRejectedValue(
      new ORPCError("FORBIDDEN", {
        status: 403,
        message: PARTNER_SIGN_IN_REFUSALS.pending,
        data: { reason: "pending", title: "Access Denied" },
      }),
    );
    const { user } = renderPage();
    await signInWith(user, "pending@initech.example", "whatever");
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(screen.getByText(PARTNER_SIGN_IN_REFUSALS.pending)).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ email: "pending@initech.example", password: "whatever" });
  });

  it("shows Sign In Failed with the server's message for a wrong password", async () => {
    signIn.mockRejectedValue(
      new ORPCError("UNAUTHORIZED", { status: 401, message: "Invalid email or password." }),
    );
    const { user } = renderPage();
    await signInWith(user, "partner@acme.example", "wrong");
    expect(await screen.findByText("Sign In Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password.")).toBeInTheDocument();
  });

  it("shows the generic message when the failure is unexpected", async () => {
    signIn.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderPage();
    await signInWith(user, "partner@acme.example", "secret");
    expect(await screen.findByText("An unexpected error occurred. Please try again.")).toBeInTheDocument();
  });

  it("requires both fields before calling the server", async () => {
    const { user } = renderPage();
    await signInWith(user, "", "");
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("welcomes the partner, refreshes the session and opens the dashboard", async () => {
    signIn.mockResolvedValue({ user: PARTNER_USER });
    const { auth, user } = renderPage();
    await signInWith(user, "partner@acme.example", "partner-demo");
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(await screen.findByText(/^Partner dashboard/)).toBeInTheDocument();
    expect(auth.refresh).toHaveBeenCalled();
  });

  it("sends a partner who is already signed in to the dashboard", () => {
    renderPage(authState({ user: PARTNER_USER }), ["partner"]);
    expect(screen.getByText(/^Partner dashboard/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("waits for the session before deciding between the form and the dashboard", () => {
    renderPage(authState({ loading: true }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("button", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("shows the form to a signed-in member of staff, who has no partner dashboard", () => {
    renderPage(authState({ user: { id: "user-2", email: "admin@example.com", name: "Ada Admin" } }), [
      "admin",
    ]);
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it.each([
    ["partner_suspended", "Your partner account has been suspended. Please contact support."],
    [
      "partner_rejected",
      "Your application was not approved. Please check your application status for more details.",
    ],
  ] as const)("says why an administrator ended the session (%s)", (reason, message) => {
    renderPage(authState({ endedBecause: reason }));
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("alert")).toHaveTextContent("You have been signed out");
  });

  it("clears the failure toasts of the screen the partner left, leaving only why it was signed out", async () => {
    const { user } = renderWithQueryClient(
      <AuthContext value={authState({ endedBecause: "partner_suspended" })}>
        <AuthorizationContext value={authorizationState(null)}>
          <MemoryRouter initialEntries={["/partner/dashboard"]}>
            <Routes>
              <Route path="/partner/login" element={<PartnerLoginPage />} />
              <Route path="/partner/dashboard" element={<Link to="/partner/login">Leave</Link>} />
            </Routes>
          </MemoryRouter>
        </AuthorizationContext>
      </AuthContext>,
    );
    toast.error("Error Loading Resources", { description: "Could not load resources. Please try again." });
    expect(await screen.findByText("Error Loading Resources")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Leave" }));
    expect(screen.getByRole("alert")).toHaveTextContent("You have been signed out");
    await waitFor(() => expect(screen.queryByText("Error Loading Resources")).not.toBeInTheDocument());
  });

  it("says nothing about an ended session to a visitor who simply is not signed in", () => {
    renderPage();
    expect(screen.queryByText("You have been signed out")).not.toBeInTheDocument();
    expect(screen.queryByText("Your session has ended")).not.toBeInTheDocument();
  });

  const BACK_TO_SUBMIT_DEAL = `/partner/login?returnTo=${encodeURIComponent("/partner/dashboard?tab=submit-deal")}`;

  it("says the session ended when sent to sign in with an address to go back to, and goes back there", async () => {
    signIn.mockResolvedValue({ user: PARTNER_USER });
    const { user } = renderPage(authState(), [], BACK_TO_SUBMIT_DEAL);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your session has endedSign in again to go back to where you were. What you were typing is kept, apart from passwords and files.",
    );
    await signInWith(user, "partner@acme.example", "partner-demo");
    expect(await screen.findByText("Partner dashboard submit-deal")).toBeInTheDocument();
  });

  it("sends a partner signed in already back to the address it was given", () => {
    renderPage(authState({ user: PARTNER_USER }), ["partner"], BACK_TO_SUBMIT_DEAL);
    expect(screen.getByText("Partner dashboard submit-deal")).toBeInTheDocument();
  });

  it.each(["https://elsewhere.example/dashboard", "//elsewhere.example/dashboard", "/\\elsewhere.example"])(
    "never goes back to another site's address (%s)",
    async (address) => {
      signIn.mockResolvedValue({ user: PARTNER_USER });
      const { user } = renderPage(authState(), [], `/partner/login?returnTo=${encodeURIComponent(address)}`);
      expect(screen.queryByText("Your session has ended")).not.toBeInTheDocument();
      await signInWith(user, "partner@acme.example", "partner-demo");
      expect(await screen.findByText("Partner dashboard")).toBeInTheDocument();
    },
  );

  it("names the mode in the document title", async () => {
    const { user } = renderPage();
    expect(document.title).toBe("Partner Sign In · Internal Portal");
    await user.click(screen.getByRole("button", { name: "First Time? Set Up Password" }));
    expect(document.title).toBe("Set Up Your Password · Internal Portal");
  });

  it("sends a setup email from the set-up mode and confirms it", async () => {
    requestSetupEmail.mockResolvedValue({ sent: true });
    const { user } = renderPage();
    await user.type(screen.getByLabelText("Email"), "partner@globex.example");
    await user.click(screen.getByRole("button", { name: "First Time? Set Up Password" }));
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("partner@globex.example");
    await user.click(screen.getByRole("button", { name: "Send Setup Email" }));
    expect(await screen.findByText("Password Setup Email Sent")).toBeInTheDocument();
    expect(screen.getByText("Check your email for password setup instructions.")).toBeInTheDocument();
    expect(requestSetupEmail).toHaveBeenCalledWith({ email: "partner@globex.example" });
  });
});
