import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { AuthContext } from "#web/app/auth/auth-context";
import { authState } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";

/** The staff member the settings screens' tests sign in as, unless a test names another. */
export const STAFF = { id: "staff-1", email: "sam@example.com", name: "Sam Staff" };

/** Renders a settings screen for a signed-in person (the settings tests' fixture). */
export function renderSignedIn(page: ReactNode, user: { id: string; email: string; name: string } = STAFF) {
  return renderWithQueryClient(
    <AuthContext value={authState({ user })}>
      <MemoryRouter>{page}</MemoryRouter>
    </AuthContext>,
  );
}
