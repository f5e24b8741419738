import { and, count, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { notifications } from "#server/db/schema/index";
import { createNotification } from "#tests/factories/notifications";
import { createUser } from "#tests/factories/users";
import {
  describeFeatureAccess,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";

// No permission guards these: staff "permitted" holds view_dashboard only to stand for any granted staff member.
const given = setUpFeatureAccessApp("view_dashboard");
const db = () => given.app.testDatabase.database.db;
const SIGNED_IN = ["partnerA", "partnerB", "staff", "permitted", "admin"] as const;

/** Someone else's unread notification: no caller may read or mark it (docs/product/notifications.md). */
const someoneElses = async () => createNotification(db(), (await createUser(db())).id);

const unreadOf = async (userId: string) => {
  const [row] = await db()
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

type WithCaller<T> = { userId: string; result: T };

// Every signed-in person has their own notifications; nobody names whose, except markRead's id, and another
// person's id answers 404 as a missing one.
describeFeatureAccess(given, "notifications", {
  list: featureCase({
    allowed: SIGNED_IN,
    prepare: someoneElses,
    call: async (client) => ({
      userId: (await client.me.session()).user?.id ?? "",
      result: await client.notifications.list({}),
    }),
    verify: async (theirs, outcome) => {
      const { userId, result } = outcome as WithCaller<{ items: { id: string }[]; unreadCount: number }>;
      expect(result.items.map((item) => item.id)).not.toContain(theirs.id);
      expect(result.unreadCount).toBe(await unreadOf(userId));
    },
  }),
  unreadCount: featureCase({
    allowed: SIGNED_IN,
    prepare: someoneElses,
    call: async (client) => ({
      userId: (await client.me.session()).user?.id ?? "",
      result: await client.notifications.unreadCount(),
    }),
    verify: async (_theirs, outcome) => {
      const { userId, result } = outcome as WithCaller<{ unreadCount: number }>;
      expect(result.unreadCount).toBe(await unreadOf(userId));
    },
  }),
  markRead: featureCase({
    allowed: [],
    notFound: SIGNED_IN,
    prepare: someoneElses,
    call: (client, theirs) => client.notifications.markRead({ id: theirs.id }),
    verify: async () => {},
  }),
  markAllRead: featureCase({
    allowed: SIGNED_IN,
    prepare: someoneElses,
    call: (client) => client.notifications.markAllRead(),
    verify: async (theirs, result) => {
      expect(result).toEqual({ unreadCount: 0 });
      expect(await unreadOf(theirs.userId)).toBe(1);
    },
  }),
  emailChoices: featureCase({
    allowed: SIGNED_IN,
    prepare: async () => undefined,
    call: (client) => client.notifications.emailChoices(),
    verify: async (_target, result, caller) => {
      const { available } = result as { available: string[] };
      expect(available).toContain("certificate_earned");
      expect(available.includes("payout_paid")).toBe(caller.startsWith("partner"));
    },
  }),
  saveEmailChoices: featureCase({
    allowed: SIGNED_IN,
    prepare: async () => undefined,
    call: (client) => client.notifications.saveEmailChoices({ kinds: ["certificate_earned"] }),
    verify: async (_target, result) => {
      expect((result as { kinds: string[] }).kinds).toEqual(["certificate_earned"]);
    },
  }),
  stream: featureCase({
    allowed: SIGNED_IN,
    prepare: async () => undefined,
    call: async (client) => {
      const stream = await client.notifications.stream();
      const first = await stream.next();
      await stream.return?.();
      return first.value;
    },
    verify: async (_target, result) => {
      expect(result).toEqual({ unreadCount: expect.any(Number) });
    },
  }),
});
