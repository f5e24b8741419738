import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WRONG_CURRENT_PASSWORD } from "#shared/contracts/profile";
import { client } from "#web/lib/transport/rpc";
import { PARTNER_USER } from "#web/test-support/auth-state";
import { renderSignedIn as render, STAFF } from "../render-signed-in";
import { ProfileSettingsPage } from "./profile-settings-page";

const me = vi.mocked(client.me);

afterEach(() => {
  vi.resetAllMocks();
});

describe("ProfileSettingsPage", () => {
  it("shows a staff member's work account and saves their name and job title, without a phone or password", async () => {
    me.profileSettings.mockResolvedValue({
      email: STAFF.email,
      fullName: "Sam Staff",
      jobTitle: null,
      contactPhone: null,
      isPartner: false,
      signInAccount: { provider: "work-account", accountId: "sub-123" },
    });
    me.updateProfileSettings.mockImplementation(async (input) => ({
      email: STAFF.email,
      fullName: input.fullName,
      jobTitle: input.jobTitle ?? null,
      contactPhone: null,
      isPartner: false,
      signInAccount: { provider: "work-account", accountId: "sub-123" },
    }));
    const { user } = render(<ProfileSettingsPage />);
    expect(await screen.findByText("sub-123")).toBeInTheDocument();
    expect(screen.queryByLabelText("Contact phone")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Change Password" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Job title"), "Analyst");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() =>
      expect(me.updateProfileSettings).toHaveBeenCalledWith({
        fullName: "Sam Staff",
        jobTitle: "Analyst",
        contactPhone: undefined,
      }),
    );
  });

  it("lets a partner's contact change the password, and shows a wrong current one at the form", async () => {
    me.profileSettings.mockResolvedValue({
      email: PARTNER_USER.email,
      fullName: PARTNER_USER.name,
      jobTitle: null,
      contactPhone: "+1 555 0100",
      isPartner: true,
      signInAccount: null,
    });
    me.changePassword.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message: WRONG_CURRENT_PASSWORD,
        data: { reason: "wrong_current_password", field: "currentPassword" },
      }),
    );
    const { user } = render(<ProfileSettingsPage />, PARTNER_USER);
    expect(await screen.findByLabelText("Contact phone")).toHaveValue("+1 555 0100");
    await user.type(screen.getByLabelText("Current Password"), "wrong");
    await user.type(screen.getByLabelText("New Password"), "new-password");
    await user.type(screen.getByLabelText("Confirm Password"), "new-password");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(me.changePassword).toHaveBeenCalledWith({
        currentPassword: "wrong",
        password: "new-password",
        confirmPassword: "new-password",
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText("Current Password")).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD),
    );
    expect(screen.getByLabelText("Current Password")).toHaveFocus();
  });
});
