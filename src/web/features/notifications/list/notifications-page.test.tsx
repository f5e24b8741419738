import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationItem } from "#shared/contracts/notifications";
import { AuthContext } from "#web/app/auth/auth-context";
import { client } from "#web/lib/transport/rpc";
import { authState } from "#web/test-support/auth-state";
import { useRadixInJsdom } from "#web/test-support/radix-in-jsdom";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { NotificationsPage } from "./notifications-page";

const notifications = vi.mocked(client.notifications);

const PERSON = { id: "user-1", email: "pat@acme.example", name: "Pat Partner" };

const UNREAD: NotificationItem = {
  id: "6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f01",
  kind: "payout_paid",
  message: "Your commission of $1,200.00 for Globex was paid.",
  subjectId: "5b0c8e0e-8d0b-4f7e-9d8a-1a2b3c4d5e01",
  createdAt: new Date("2026-11-20T09:30:00Z"),
  readAt: null,
};
const READ: NotificationItem = {
  ...UNREAD,
  id: "6c1d9f1f-9e1c-4a8b-8e9b-2b3c4d5e6f02",
  kind: "deal_status_changed",
  message: "Your deal for Initech was approved.",
  readAt: new Date("2026-11-20T10:00:00Z"),
};

/** The address the page is at, query included. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderPage(at = "/notifications") {
  return renderWithQueryClient(
    <AuthContext.Provider value={authState({ user: PERSON })}>
      <NotificationsPage addressOf={(item) => `/open/${item.kind}`} />
      <Address />
    </AuthContext.Provider>,
    { at },
  );
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;

// Radix menus in jsdom are slow on two busy cores.
describe("NotificationsPage", { timeout: 15_000 }, () => {
  useRadixInJsdom();
  beforeEach(() => {
    notifications.emailChoices.mockResolvedValue({
      kinds: [],
      available: ["deal_status_changed", "payout_created", "payout_paid", "resource_published"],
    });
    notifications.list.mockResolvedValue({
      items: [UNREAD, READ],
      total: 2,
      page: 1,
      pageSize: 25,
      unreadCount: 1,
    });
    notifications.markRead.mockResolvedValue({ unreadCount: 0 });
    notifications.markAllRead.mockResolvedValue({ unreadCount: 0 });
  });
  afterEach(() => vi.resetAllMocks());

  it("titles the document and lists the notifications, each leading to its subject", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Notifications · /));
    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(within(list).getByRole("link", { name: /^Unread: Your commission/ })).toHaveAttribute(
      "href",
      "/open/payout_paid",
    );
    expect(within(list).getByRole("link", { name: /^Your deal for Initech/ })).toHaveAttribute(
      "href",
      "/open/deal_status_changed",
    );
    expect(notifications.list).toHaveBeenCalledWith({ page: 1, pageSize: 25 });
  });

  it("reads its filters from the address and asks the server for them", async () => {
    renderPage("/notifications?kind=payout_paid&unread=1&page=2");
    await screen.findByRole("list", { name: "Notifications" });
    expect(notifications.list).toHaveBeenCalledWith({
      kind: "payout_paid",
      unreadOnly: true,
      page: 2,
      pageSize: 25,
    });
    expect(screen.getByRole("checkbox", { name: "Unread only" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveTextContent("Commission payouts paid");
  });

  it("writes a chosen type and Unread only into the address, back at page 1, offering only the person's kinds", async () => {
    const { user } = renderPage("/notifications?page=2");
    await screen.findByRole("list", { name: "Notifications" });
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual([
      "All types",
      "Deal status changes",
      "Commission payouts created",
      "Commission payouts paid",
      "New resources",
    ]);
    await user.click(screen.getByRole("option", { name: "Deal status changes" }));
    await waitFor(() => expect(address()).toBe("/notifications?kind=deal_status_changed"));
    await user.click(screen.getByRole("checkbox", { name: "Unread only" }));
    await waitFor(() => expect(address()).toBe("/notifications?kind=deal_status_changed&unread=1"));
    await waitFor(() =>
      expect(notifications.list).toHaveBeenLastCalledWith({
        kind: "deal_status_changed",
        unreadOnly: true,
        page: 1,
        pageSize: 25,
      }),
    );
  });

  it("marks one read, or all of them", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: `Mark as read: ${UNREAD.message}` }));
    expect(notifications.markRead).toHaveBeenCalledWith({ id: UNREAD.id });
    expect(screen.queryByRole("button", { name: `Mark as read: ${READ.message}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(notifications.markAllRead).toHaveBeenCalled();
  });

  it("says when nothing is there, with nothing to mark", async () => {
    notifications.list.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 25, unreadCount: 0 });
    renderPage();
    expect(await screen.findByRole("heading", { name: "You're all caught up" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("says nothing matches when filtered", async () => {
    notifications.list.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 25, unreadCount: 0 });
    renderPage("/notifications?unread=1");
    expect(await screen.findByRole("heading", { name: "No notifications match" })).toBeInTheDocument();
  });
});
