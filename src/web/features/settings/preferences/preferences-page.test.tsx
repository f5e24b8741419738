import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthContext } from "#web/app/auth/auth-context";
import { client } from "#web/lib/transport/rpc";
import { authState } from "#web/test-support/auth-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PreferencesPage } from "./preferences-page";

const me = vi.mocked(client.me);

const STAFF = { id: "staff-1", email: "sam@example.com", name: "Sam Staff" };

function render(page: React.ReactNode, user = STAFF) {
  return renderWithQueryClient(
    <AuthContext value={authState({ user })}>
      <MemoryRouter>{page}</MemoryRouter>
    </AuthContext>,
  );
}

afterEach(() => {
  vi.resetAllMocks();
});

describe("PreferencesPage", () => {
  useRadixInJsdom();

  it("saves the chosen theme and time zone", async () => {
    me.preferences.mockResolvedValue({ theme: "system", timeZone: null, dateLocale: null });
    me.savePreferences.mockResolvedValue({ theme: "dark", timeZone: "Asia/Tokyo", dateLocale: null });
    const { user } = render(<PreferencesPage />);
    await user.click(await screen.findByRole("radio", { name: "Dark" }));
    await user.selectOptions(screen.getByLabelText("Time zone"), "Asia/Tokyo");
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    await waitFor(() =>
      expect(me.savePreferences).toHaveBeenCalledWith({
        theme: "dark",
        timeZone: "Asia/Tokyo",
        dateLocale: "",
      }),
    );
  });
});
