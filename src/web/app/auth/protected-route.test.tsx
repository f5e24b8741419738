import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { authState, PARTNER_USER } from "#web/test-support/auth-state";
import { AuthContext, type AuthState } from "./auth-context";
import { ProtectedRoute } from "./protected-route";

function renderAt(state: AuthState, redirectTo?: string) {
  render(
    <AuthContext value={state}>
      <MemoryRouter initialEntries={["/secret"]}>
        <Routes>
          <Route
            path="/secret"
            element={
              <ProtectedRoute redirectTo={redirectTo}>
                <p>Secret content</p>
              </ProtectedRoute>
            }
          />
          <Route path="/login" element={<p>Staff login</p>} />
          <Route path="/partner/login" element={<p>Partner login</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext>,
  );
}

describe("ProtectedRoute", () => {
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
    expect(screen.getByText("Staff login")).toBeInTheDocument();
    expect(screen.queryByText("Secret content")).not.toBeInTheDocument();
  });

  it("sends a partner whose session an administrator ended to the partner sign-in, even from a staff screen", () => {
    renderAt(authState({ endedBecause: "partner_suspended" }));
    expect(screen.getByText("Partner login")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to the given sign-in page", () => {
    renderAt(authState(), "/partner/login");
    expect(screen.getByText("Partner login")).toBeInTheDocument();
  });
});
