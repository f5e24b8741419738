import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthContext } from "#web/app/auth/auth-context";
import { client } from "#web/lib/transport/rpc";
import { authState } from "#web/test-support/auth-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { EmailChoicesSection } from "./email-choices-section";

const notifications = vi.mocked(client.notifications);

const STAFF = { id: "staff-1", email: "sam@example.com", name: "Sam Staff" };

function renderSection() {
  return renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: STAFF })}>
      <EmailChoicesSection />
    </AuthContext.Provider>,
  );
}

// Radix checkboxes and a form in jsdom are slow on two busy cores.
describe("EmailChoicesSection", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  afterEach(() => vi.resetAllMocks());

  it("offers a box for each kind the person can be told of, says mails come as a digest, and saves the ticked ones", async () => {
    notifications.emailChoices.mockResolvedValue({
      kinds: ["access_changed"],
      available: ["enrollment_created", "certificate_earned", "access_changed"],
    });
    notifications.saveEmailChoices.mockImplementation(async ({ kinds }) => ({
      kinds: kinds as never,
      available: ["enrollment_created", "certificate_earned", "access_changed"],
    }));
    const { user } = renderSection();
    expect(await screen.findByRole("heading", { name: "Email notifications" })).toBeInTheDocument();
    expect(screen.getByText(/one digest, at most every 15 minutes/)).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Changes to my role or permissions" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Course enrollments" })).not.toBeChecked();
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.queryByRole("checkbox", { name: "Deals submitted" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Certificates earned" }));
    await user.click(screen.getByRole("checkbox", { name: "Changes to my role or permissions" }));
    await user.click(screen.getByRole("checkbox", { name: "Course enrollments" }));
    await user.click(screen.getByRole("button", { name: "Save Email Notifications" }));
    await waitFor(() =>
      expect(notifications.saveEmailChoices).toHaveBeenCalledWith({
        kinds: ["enrollment_created", "certificate_earned"],
      }),
    );
    expect(await screen.findByText("Email Notifications Saved")).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    notifications.emailChoices.mockResolvedValue({ kinds: [], available: ["access_changed"] });
    notifications.saveEmailChoices.mockRejectedValue(
      new ORPCError("BAD_REQUEST", {
        status: 400,
        message:
          '"Deals submitted" is not among the notifications you receive, so it cannot be sent by e-mail.',
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole("checkbox", { name: "Changes to my role or permissions" }));
    await user.click(screen.getByRole("button", { name: "Save Email Notifications" }));
    expect(await screen.findByText("Email Notifications Not Saved")).toBeInTheDocument();
    expect(
      (
        await screen.findAllByText(
          '"Deals submitted" is not among the notifications you receive, so it cannot be sent by e-mail.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });
});
