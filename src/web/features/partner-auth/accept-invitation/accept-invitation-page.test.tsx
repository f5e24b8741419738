import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORDS_DO_NOT_MATCH } from "#shared/contracts/auth";
import { INVITATION_LINK_REFUSALS } from "#shared/contracts/partner-invitations";
import { AuthContext } from "#web/app/auth/auth-context";
import { client } from "#web/lib/transport/rpc";
import { ServerUnreachable } from "#web/lib/transport/server-unreachable";
import { authState } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { AcceptInvitationPage } from "./accept-invitation-page";

const checkInvitation = vi.mocked(client.partnerAuth.checkInvitation);
const acceptInvitation = vi.mocked(client.partnerAuth.acceptInvitation);

const PREVIEW = {
  companyName: "Acme Corp",
  email: "newrep@acme.example",
  role: "sales_rep" as const,
  inviterName: "Alice Johnson",
};

function renderAt(url: string) {
  return renderWithQueryClient(
    <AuthContext value={authState()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/partner/accept-invitation" element={<AcceptInvitationPage />} />
          <Route path="/partner/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </AuthContext>,
  );
}

describe("AcceptInvitationPage", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows whose team, the address and the role, and joins with a name and a password", async () => {
    checkInvitation.mockResolvedValue(PREVIEW);
    acceptInvitation.mockResolvedValue({
      user: { id: "u-new", email: PREVIEW.email, name: "Nia Newcomer" },
    });
    const { user } = renderAt("/partner/accept-invitation?token=good");
    expect(await screen.findByRole("heading", { name: "Join Acme Corp" })).toBeInTheDocument();
    expect(
      screen.getByText(/Alice Johnson invited you to the partner portal as a Sales Rep/),
    ).toBeInTheDocument();
    expect(screen.getByText("newrep@acme.example")).toBeInTheDocument();
    expect(document.title).toMatch(/^Join Acme Corp/);

    await user.type(screen.getByLabelText("Full Name"), "Nia Newcomer");
    await user.type(screen.getByLabelText("Password"), "newcomer-pass");
    await user.type(screen.getByLabelText("Confirm Password"), "newcomer-pas");
    await user.click(screen.getByRole("button", { name: "Join the Team" }));
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(acceptInvitation).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Confirm Password"), "s");
    await user.click(screen.getByRole("button", { name: "Join the Team" }));
    await waitFor(() =>
      expect(acceptInvitation.mock.calls[0]?.[0]).toEqual({
        token: "good",
        name: "Nia Newcomer",
        password: "newcomer-pass",
        confirmPassword: "newcomer-pass",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Dashboard" }, { timeout: 3000 })).toBeInTheDocument();
  });

  it("says in the server's words why a link cannot be used, with the way to the login", async () => {
    checkInvitation.mockRejectedValue(
      new ORPCError("FORBIDDEN", { status: 403, message: INVITATION_LINK_REFUSALS.expired }),
    );
    renderAt("/partner/accept-invitation?token=old");
    expect(await screen.findByRole("heading", { name: "Invitation Not Available" })).toBeInTheDocument();
    expect(screen.getByText(INVITATION_LINK_REFUSALS.expired)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the Partner Login" })).toHaveAttribute(
      "href",
      "/partner/login",
    );
  });

  it("turns to the refusal when the link was used up while the form was open", async () => {
    checkInvitation.mockResolvedValue(PREVIEW);
    acceptInvitation.mockRejectedValue(
      new ORPCError("FORBIDDEN", { status: 403, message: INVITATION_LINK_REFUSALS.accepted }),
    );
    const { user } = renderAt("/partner/accept-invitation?token=raced");
    await user.type(await screen.findByLabelText("Full Name"), "Nia Newcomer");
    await user.type(screen.getByLabelText("Password"), "newcomer-pass");
    await user.type(screen.getByLabelText("Confirm Password"), "newcomer-pass");
    await user.click(screen.getByRole("button", { name: "Join the Team" }));
    expect(await screen.findByText(INVITATION_LINK_REFUSALS.accepted)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Invitation Not Available" })).toBeInTheDocument();
  });

  it("says a link without its token is not valid, without asking the server", () => {
    renderAt("/partner/accept-invitation");
    expect(screen.getByText(INVITATION_LINK_REFUSALS.invalid)).toBeInTheDocument();
    expect(checkInvitation).not.toHaveBeenCalled();
  });

  it("offers Try Again when the server could not be reached, as the link may be fine", async () => {
    checkInvitation.mockRejectedValueOnce(new ServerUnreachable());
    checkInvitation.mockResolvedValueOnce(PREVIEW);
    const { user } = renderAt("/partner/accept-invitation?token=good");
    await user.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Join Acme Corp" })).toBeInTheDocument();
  });
});
