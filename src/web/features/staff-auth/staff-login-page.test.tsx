import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthContext, type AuthState } from "#web/app/auth/auth-context";
import { authState } from "#web/test-support/auth-state";
import { StaffLoginPage } from "./staff-login-page";

function renderAt(address: string, auth: AuthState = authState()) {
  render(
    <AuthContext value={auth}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/login" element={<StaffLoginPage />} />
          <Route path="/admin/users" element={<p>User Management</p>} />
          <Route path="/" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext>,
  );
  return auth;
}

const BACK_TO_USERS = `/login?returnTo=${encodeURIComponent("/admin/users")}`;

describe("StaffLoginPage", () => {
  it("says the session ended and has single sign-on come back to the screen it left", async () => {
    const auth = renderAt(BACK_TO_USERS);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your session has endedSign in again to go back to where you were. What you were typing is kept, apart from passwords and files.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Microsoft" }));
    expect(auth.signInWithWorkAccount).toHaveBeenCalledWith("/admin/users");
  });

  it("says nothing of a session to a visitor, whose sign-in comes back to the dashboard", async () => {
    const auth = renderAt("/login");
    expect(screen.queryByText("Your session has ended")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Microsoft" }));
    expect(auth.signInWithWorkAccount).toHaveBeenCalledWith(undefined);
  });

  it("sends someone signed in already to the address it was given", () => {
    renderAt(
      BACK_TO_USERS,
      authState({ user: { id: "user-2", email: "admin@example.com", name: "Ada Admin" } }),
    );
    expect(screen.getByText("User Management")).toBeInTheDocument();
  });
});
