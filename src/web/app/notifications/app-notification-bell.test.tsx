import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationItem } from "#shared/contracts/notifications";
import { client } from "#web/lib/transport/rpc";
import { authState } from "#web/test-support/auth-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import type { Audience } from "../audience";
import { AuthContext } from "../auth/auth-context";
import { AppNotificationBell } from "./app-notification-bell";

const notifications = vi.mocked(client.notifications);

const PERSON = { id: "user-1", email: "someone@example.com", name: "Someone" };
const DEAL_ID = "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01";

const notification = (n: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f${String(n).padStart(2, "0")}`,
  kind: "deal_status_changed",
  message: `Your deal for Customer ${n} was approved.`,
  subjectId: DEAL_ID,
  createdAt: new Date(Date.UTC(2026, 10, 20, 9, n)),
  readAt: null,
  ...overrides,
});

const page = (items: NotificationItem[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 10,
  unreadCount: items.filter((item) => item.readAt === null).length,
});

/** Where the bell's links lead: the address the router is at. */
function Address() {
  return <output aria-label="Address">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

function renderBell(audience: Audience) {
  return renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: PERSON })}>
      <AppNotificationBell audience={audience} />
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </AuthContext.Provider>,
    { at: "/start" },
  );
}

// Opening the panel draws Radix parts in jsdom, slow on two busy cores.
describe("AppNotificationBell", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  beforeEach(() => {
    notifications.stream.mockRejectedValue(new Error("No stream in tests"));
    notifications.markRead.mockResolvedValue({ unreadCount: 0 });
    notifications.markAllRead.mockResolvedValue({ unreadCount: 0 });
  });
  afterEach(() => vi.resetAllMocks());

  it("names the unread count and shows it on its badge", async () => {
    notifications.unreadCount.mockResolvedValue({ unreadCount: 3 });
    renderBell("staff");
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread" });
    expect(bell.parentElement).toHaveTextContent("3");
  });

  it("shows 9+ past nine, naming the exact count to a screen reader", async () => {
    notifications.unreadCount.mockResolvedValue({ unreadCount: 12 });
    renderBell("staff");
    const bell = await screen.findByRole("button", { name: "Notifications, 12 unread" });
    expect(bell.parentElement).toHaveTextContent("9+");
  });

  it("has no badge when nothing is unread, and says so when opened", async () => {
    notifications.unreadCount.mockResolvedValue({ unreadCount: 0 });
    notifications.list.mockResolvedValue(page([]));
    const { user } = renderBell("staff");
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("opens the newest ten, loads more on request, and marks one read as it opens its deal", async () => {
    notifications.unreadCount.mockResolvedValue({ unreadCount: 11 });
    const all = Array.from({ length: 12 }, (_, n) =>
      notification(12 - n, n === 11 ? { readAt: new Date() } : {}),
    );
    notifications.list.mockImplementation(async (input) =>
      input.page === 2 ? page(all.slice(10), 12, 2) : page(all.slice(0, 10), 12),
    );
    const { user } = renderBell("staff");
    await user.click(await screen.findByRole("button", { name: "Notifications, 11 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await within(panel).findByText("Your deal for Customer 12 was approved.");
    expect(within(panel).getAllByRole("link", { name: /Customer/ })).toHaveLength(10);
    expect(notifications.list).toHaveBeenCalledWith({ page: 1, pageSize: 10 });

    await user.click(within(panel).getByRole("button", { name: "Load more" }));
    await within(panel).findByText("Your deal for Customer 1 was approved.");
    expect(within(panel).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    // The read one has no unread dot: its link's name does not start with "Unread".
    expect(within(panel).getByRole("link", { name: /Customer 1 was/ })).not.toHaveAccessibleName(/^Unread/);

    await user.click(within(panel).getByRole("link", { name: /^Unread: Your deal for Customer 12/ }));
    expect(notifications.markRead).toHaveBeenCalledWith({ id: all[0]?.id });
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(
      `/partner-portal/deals/${DEAL_ID}`,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("opens a partner contact's deal at its page on their dashboard", async () => {
    notifications.unreadCount.mockResolvedValue({ unreadCount: 1 });
    notifications.list.mockResolvedValue(page([notification(1)]));
    const { user } = renderBell("partner");
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("link", { name: /Customer 1 was approved/ }));
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(
      `/partner/dashboard/deals/${DEAL_ID}`,
    );
  });

  it("marks all read, leads to the full page, and gives the focus back to the bell when closed", async () => {
    notifications.unreadCount.mockResolvedValue({ unreadCount: 2 });
    notifications.list.mockResolvedValue(page([notification(2), notification(1)]));
    const { user } = renderBell("partner");
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    await user.click(bell);
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(notifications.markAllRead).toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Notifications" })).toBe(bell);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bell).toHaveFocus();

    await user.click(bell);
    await user.click(await screen.findByRole("link", { name: "View all notifications" }));
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("/partner/notifications");
  });
});
