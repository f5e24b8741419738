import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { noteAnswerStatus, noteSignedIn } from "#web/lib/transport/sign-in-required";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { AuthContext, type AuthState } from "./auth-context";
import { ProtectedRoute } from "./protected-route";

/** A sign-in page, naming the address it was opened at. */
function Login({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {name} at {pathname}
      {search}
    </p>
  );
}

function renderAt(state: AuthState, redirectTo?: string) {
  const routes = (state: AuthState) => (
    <AuthContext value={state}>
      <MemoryRouter initialEntries={["/secret?tab=submit-deal"]}>
        <Routes>
          <Route
            path="/secret"
            element={
              <ProtectedRoute redirectTo={redirectTo}>
                <p>Secret content</p>
              </ProtectedRoute>
            }
          />
          <Route path="/login" element={<Login name="Staff login" />} />
          <Route path="/partner/login" element={<Login name="Partner login" />} />
        </Routes>
      </MemoryRouter>
    </AuthContext>
  );
  const { rerender } = render(routes(state));
  return { becomes: (next: AuthState) => rerender(routes(next)) };
}

describe("ProtectedRoute", () => {
  afterEach(noteSignedIn);

  it("shows Loading... while the session loads", () => {
    renderAt(authState({ loading: true }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByText("Secret content")).not.toBeInTheDocument();
  });

  it("shows the content to a signed-in user", () => {
    renderAt(authState({ user: PARTNER_USER }));
    expect(screen.getByText("Secret content")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to /login", () => {
    renderAt(authState());
    expect(screen.getByText("Staff login at /login")).toBeInTheDocument();
    expect(screen.queryByText("Secret content")).not.toBeInTheDocument();
  });

  it("sends a partner whose session an administrator ended to the partner sign-in, even from a staff screen", () => {
    renderAt(authState({ endedBecause: "partner_suspended" }));
    expect(screen.getByText("Partner login at /partner/login")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to the given sign-in page", () => {
    renderAt(authState(), "/partner/login");
    expect(screen.getByText("Partner login at /partner/login")).toBeInTheDocument();
  });

  it("sends someone whose session ended while in use to the sign-in with the address to come back to", () => {
    const screenShown = renderAt(authState({ user: PARTNER_USER }), "/partner/login");
    noteAnswerStatus(401);
    screenShown.becomes(authState());
    expect(
      screen.getByText(
        `Partner login at /partner/login?returnTo=${encodeURIComponent("/secret?tab=submit-deal")}`,
      ),
    ).toBeInTheDocument();
  });

  it("sends someone who signed out to the sign-in alone", () => {
    const screenShown = renderAt(authState({ user: PARTNER_USER }), "/partner/login");
    screenShown.becomes(authState());
    expect(screen.getByText("Partner login at /partner/login")).toBeInTheDocument();
  });

  it("gives no address to come back to a visitor who was never shown the screen", () => {
    noteAnswerStatus(401);
    renderAt(authState(), "/partner/login");
    expect(screen.getByText("Partner login at /partner/login")).toBeInTheDocument();
  });
});
