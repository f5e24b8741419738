import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderSignedIn as render } from "../render-signed-in";
import { PreferencesPage } from "./preferences-page";

const me = vi.mocked(client.me);

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
