import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthContext } from "#web/app/auth/auth-context";
import { displayPreferences, setDisplayPreferences } from "#web/lib/format/display-preferences";
import { THEME_STORAGE_KEY } from "#web/lib/style/theme";
import { client } from "#web/lib/transport/rpc";
import { authState } from "#web/test-support/auth-state";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { PreferencesSync } from "./preferences-sync";
import { STAFF } from "./render-signed-in";

const me = vi.mocked(client.me);

afterEach(() => {
  vi.resetAllMocks();
  document.documentElement.classList.remove("dark");
  localStorage.clear();
  setDisplayPreferences({ timeZone: null, dateLocale: null });
});

describe("PreferencesSync", () => {
  it("applies the saved theme to <html>, remembers it for the next load, and sets the zone dates are shown in", async () => {
    me.preferences.mockResolvedValue({ theme: "dark", timeZone: "Asia/Tokyo", dateLocale: "en-GB" });
    renderWithQueryClient(
      <AuthContext value={authState({ user: STAFF })}>
        <PreferencesSync />
      </AuthContext>,
    );
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(displayPreferences()).toEqual({ timeZone: "Asia/Tokyo", dateLocale: "en-GB" });
  });
});
