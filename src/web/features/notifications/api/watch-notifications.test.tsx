import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "#web/lib/transport/rpc";
import { notificationKeys } from "./notification-keys";
import {
  FIRST_RETRY_MS,
  POLL_EVERY_MS,
  useLiveUnreadCount,
  useNotificationStream,
} from "./watch-notifications";

const notifications = vi.mocked(client.notifications);

type Event = { unreadCount: number };

/** A stream the test drives: each `send` is one event; `fail` breaks it; stopping it (abort) ends it. */
function liveStream() {
  let next: { resolve(event: Event): void; reject(error: Error): void } | undefined;
  async function* events(signal: AbortSignal) {
    while (true) {
      yield await new Promise<Event>((resolve, reject) => {
        next = { resolve, reject };
        signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
      });
    }
  }
  return {
    open: (_input: unknown, options?: { signal?: AbortSignal }) =>
      Promise.resolve(events(options?.signal ?? new AbortController().signal)),
    send: (unreadCount: number) => next?.resolve({ unreadCount }),
    fail: () => next?.reject(new Error("Stream broke")),
  };
}

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

function renderLive(userId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderHook(() => useLiveUnreadCount(userId), { wrapper: wrapperOf(queryClient) });
  return { ...rendered, queryClient };
}

/** Longer than any wait between tries. */
const LONGEST_WAIT = 120_000;

/** Lets timers due within `ms` run, then what the answers they settled schedule at once. */
const pass = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(50));
};

describe("useLiveUnreadCount", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Polling pauses while the tab is in the background; these tests are in the foreground.
    focusManager.setFocused(true);
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
    vi.resetAllMocks();
  });

  it("sets the count from each event of the stream and has the lists refetched, without polling", async () => {
    const stream = liveStream();
    notifications.stream.mockImplementation(stream.open as never);
    notifications.unreadCount.mockResolvedValue({ unreadCount: 0 });
    const { result, queryClient } = renderLive("user-1");
    queryClient.setQueryData(notificationKeys.list("user-1", { page: 1, pageSize: 20 }), {
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      unreadCount: 0,
    });
    await pass(0);
    stream.send(4);
    await pass(0);
    expect(result.current.data).toEqual({ unreadCount: 4 });
    expect(
      queryClient.getQueryState(notificationKeys.list("user-1", { page: 1, pageSize: 20 }))?.isInvalidated,
    ).toBe(true);
    const asked = notifications.unreadCount.mock.calls.length;
    await pass(POLL_EVERY_MS * 3);
    expect(notifications.unreadCount).toHaveBeenCalledTimes(asked);
    stream.send(5);
    await pass(0);
    expect(result.current.data).toEqual({ unreadCount: 5 });
  });

  it("polls every 15 s while the stream is unavailable, tries it again with a growing wait, and stops polling once it is back", async () => {
    const stream = liveStream();
    notifications.stream.mockRejectedValue(new Error("Service unavailable"));
    notifications.unreadCount.mockResolvedValue({ unreadCount: 2 });
    const { result } = renderLive("user-1");
    await pass(0);
    expect(result.current.data).toEqual({ unreadCount: 2 });
    expect(notifications.stream).toHaveBeenCalledTimes(1);

    notifications.unreadCount.mockResolvedValue({ unreadCount: 3 });
    await pass(POLL_EVERY_MS);
    expect(result.current.data).toEqual({ unreadCount: 3 });

    // Tried again after 2 s, then 4 s, then 8 s after the first try: 14 s in all.
    expect(notifications.stream).toHaveBeenCalledTimes(4);
    await pass(FIRST_RETRY_MS * 8);
    expect(notifications.stream).toHaveBeenCalledTimes(5);

    notifications.stream.mockImplementation(stream.open as never);
    await pass(FIRST_RETRY_MS * 16);
    stream.send(7);
    await pass(0);
    expect(result.current.data).toEqual({ unreadCount: 7 });
    const asked = notifications.unreadCount.mock.calls.length;
    await pass(POLL_EVERY_MS * 2);
    expect(notifications.unreadCount).toHaveBeenCalledTimes(asked);
  });

  it("falls back to polling when the open stream breaks, and opens it again", async () => {
    const stream = liveStream();
    notifications.stream.mockImplementation(stream.open as never);
    notifications.unreadCount.mockResolvedValue({ unreadCount: 1 });
    renderLive("user-1");
    await pass(0);
    stream.send(1);
    await pass(0);
    stream.fail();
    await pass(0);
    const asked = notifications.unreadCount.mock.calls.length;
    await pass(POLL_EVERY_MS);
    expect(notifications.unreadCount.mock.calls.length).toBeGreaterThan(asked);
    expect(notifications.stream).toHaveBeenCalledTimes(2);
  });

  it("stops the stream and its retries when the person signs out", async () => {
    notifications.stream.mockRejectedValue(new Error("Service unavailable"));
    const queryClient = new QueryClient();
    const { rerender } = renderHook(({ id }: { id: string | undefined }) => useNotificationStream(id), {
      wrapper: wrapperOf(queryClient),
      initialProps: { id: "user-1" } as { id: string | undefined },
    });
    await pass(0);
    const [, options] = notifications.stream.mock.calls[0] ?? [];
    const signal = (options as { signal: AbortSignal }).signal;
    rerender({ id: undefined });
    expect(signal.aborted).toBe(true);
    await pass(LONGEST_WAIT);
    expect(notifications.stream).toHaveBeenCalledTimes(1);
  });
});
