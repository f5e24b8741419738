import { notify } from "#server/platform/notifications";
import type { TestApp } from "../apps/test-app";
import type { TestBrowser } from "./rpc-client";

/** The next event of a live stream, or a failure naming what was awaited once `ms` have passed. */
export function nextWithin<T>(
  iterator: AsyncIterator<T>,
  ms: number,
  what: string,
): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    iterator.next(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Opens the browser's live notification stream, as the bell does. */
export async function openStream(browser: TestBrowser): Promise<AsyncIterator<{ unreadCount: number }>> {
  return browser.client.notifications.stream();
}

/** Tells a person of something, committed through this app server's database. */
export function tell(app: TestApp, userId: string, message = "Your deal was approved.") {
  return app.testDatabase.database.db.transaction((tx) =>
    notify(tx, [userId], {
      kind: "deal_status_changed",
      message,
      subjectId: "6d0c1a0e-0000-4000-8000-000000000001",
      actorUserId: null,
    }),
  );
}
