import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignedInSessionItem } from "#shared/contracts/sessions";
import { client } from "#web/lib/transport/rpc";
import { renderSignedIn as render, STAFF } from "../render-signed-in";
import { SignedInDevices } from "./signed-in-devices";

const me = vi.mocked(client.me);

const device = (overrides: Partial<SignedInSessionItem>): SignedInSessionItem => ({
  id: "s-here",
  browser: "Chrome 131 on macOS",
  ipAddress: "198.51.100.7",
  createdAt: new Date("2026-11-30T09:00:00Z"),
  lastActiveAt: new Date("2026-12-01T08:00:00Z"),
  current: true,
  ...overrides,
});

afterEach(() => {
  vi.resetAllMocks();
});

describe("SignedInDevices", () => {
  it("lists the devices with this one marked, signs out another and then all the others", async () => {
    me.sessions.mockResolvedValue([
      device({}),
      device({ id: "s-phone", browser: "Safari 17 on iOS", ipAddress: "203.0.113.9", current: false }),
      device({ id: "s-old", browser: "Unknown browser", ipAddress: null, current: false }),
    ]);
    me.endSession.mockResolvedValue({ ended: 1 });
    me.endOtherSessions.mockResolvedValue({ ended: 1 });
    const { user } = render(<SignedInDevices userId={STAFF.id} hasPassword />);

    const list = within(await screen.findByRole("list", { name: "Signed-in devices" }));
    expect(list.getAllByRole("listitem")).toHaveLength(3);
    expect(list.getByText("This device")).toBeInTheDocument();
    expect(list.getByText("Not known")).toBeInTheDocument();
    expect(list.queryByRole("button", { name: /Sign out: Chrome 131 on macOS/ })).not.toBeInTheDocument();

    await user.click(list.getByRole("button", { name: "Sign out: Safari 17 on iOS, 203.0.113.9" }));
    expect(await screen.findByText("Device signed out")).toBeInTheDocument();
    expect(me.endSession.mock.calls[0]?.[0]).toEqual({ id: "s-phone" });
    await waitFor(() => expect(me.sessions).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole("button", { name: "Sign out all other devices" }));
    expect(await screen.findByText("1 other device signed out")).toBeInTheDocument();
    expect(me.endOtherSessions).toHaveBeenCalledTimes(1);
  });

  it("offers no Sign out all when this is the only device", async () => {
    me.sessions.mockResolvedValue([device({})]);
    render(<SignedInDevices userId={STAFF.id} hasPassword />);
    expect(await screen.findByText("This device")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out all other devices" })).not.toBeInTheDocument();
  });
});
