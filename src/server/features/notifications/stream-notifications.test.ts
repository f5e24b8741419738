import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endUserSessions } from "#server/auth/end-sessions";
import { partners, session } from "#server/db/schema/index";
import { MAX_STREAMS_PER_PERSON } from "#server/platform/notification-hub";
import { notify } from "#server/platform/notifications";
import { createNotification } from "#tests/factories/notifications";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { nextWithin, openStream, tell } from "#tests/support/browser/notification-stream";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

// The live stream (docs/product/notifications.md#live-updates), on this run's database. Across two app
// servers on one PostgreSQL database: src/server/platform/notification-hub.test.ts.
const HEARTBEAT_MS = 300;

async function eventually<T>(attempt: () => Promise<T>, tries = 40): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
const SOON = 5000;

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await createTestApp({}, { notificationHeartbeatMs: HEARTBEAT_MS });
});
afterAll(async () => {
  await testApp.dispose();
});

describe("notifications.stream", () => {
  it("sends the unread count at once, then after each committed notify, never for a rolled-back one", async () => {
    const person = await createUser(db());
    await createNotification(db(), person.id);
    const tab = await signedInAs(testApp, person);
    const stream = await openStream(tab);
    expect(await nextWithin(stream, SOON, "first count")).toEqual({ done: false, value: { unreadCount: 1 } });

    await tell(testApp, person.id);
    expect((await nextWithin(stream, SOON, "count after notify")).value).toEqual({ unreadCount: 2 });

    await expect(
      db().transaction(async (tx) => {
        await notify(tx, [person.id], {
          kind: "deal_status_changed",
          message: "Rolled back.",
          subjectId: "6d0c1a0e-0000-4000-8000-000000000002",
          actorUserId: null,
        });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    await tell(testApp, person.id);
    // Had the rolled-back notify been signalled, the count 2 would come first.
    expect((await nextWithin(stream, SOON, "count after the second notify")).value).toEqual({
      unreadCount: 3,
    });
    await stream.return?.();
  });

  it("follows marking read in another tab, and is not woken by another person's notifications", async () => {
    const person = await createUser(db());
    const other = await createUser(db());
    const [first] = [await createNotification(db(), person.id), await createNotification(db(), person.id)];
    const laptop = await signedInAs(testApp, person);
    const phone = await signedInAs(testApp, person);
    const stream = await openStream(laptop);
    expect((await nextWithin(stream, SOON, "first count")).value).toEqual({ unreadCount: 2 });
    await tell(testApp, other.id);
    await phone.client.notifications.markRead({ id: first?.id ?? "" });
    expect((await nextWithin(stream, SOON, "count after markRead")).value).toEqual({ unreadCount: 1 });
    await phone.client.notifications.markAllRead();
    expect((await nextWithin(stream, SOON, "count after markAllRead")).value).toEqual({ unreadCount: 0 });
    await stream.return?.();
  });

  it("ends at the next heartbeat once the session is signed out or ended", async () => {
    const person = await createUser(db());
    const tab = await signedInAs(testApp, person);
    const stream = await openStream(tab);
    expect((await nextWithin(stream, SOON, "first count")).value).toEqual({ unreadCount: 0 });
    await db().delete(session).where(eq(session.userId, person.id));
    expect((await nextWithin(stream, SOON, "the end of the stream")).done).toBe(true);
  });

  it("ends when the partner is suspended", async () => {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner);
    const tab = await signedInAs(testApp, contact);
    const stream = await openStream(tab);
    expect((await nextWithin(stream, SOON, "first count")).value).toEqual({ unreadCount: 0 });
    await db().transaction(async (tx) => {
      await tx.update(partners).set({ status: "suspended" }).where(eq(partners.id, partner.id));
      await endUserSessions(tx, [contact.id], "partner_suspended");
    });
    expect((await nextWithin(stream, SOON, "the end of the stream")).done).toBe(true);
  });

  it("ends when the partner is suspended even while the session row remains", async () => {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner);
    const stream = await openStream(await signedInAs(testApp, contact));
    expect((await nextWithin(stream, SOON, "first count")).value).toEqual({ unreadCount: 0 });
    await db().update(partners).set({ status: "suspended" }).where(eq(partners.id, partner.id));
    expect((await nextWithin(stream, SOON, "the end of the stream")).done).toBe(true);
  });

  it(`refuses more than ${MAX_STREAMS_PER_PERSON} open streams per person with 429, and a visitor with 401`, async () => {
    const person = await createUser(db());
    const tab = await signedInAs(testApp, person);
    const streams = [];
    for (let opened = 0; opened < MAX_STREAMS_PER_PERSON; opened += 1) {
      const stream = await openStream(tab);
      await nextWithin(stream, SOON, "first count");
      streams.push(stream);
    }
    const refused = await refusal(openStream(tab));
    expect(refused.status).toBe(429);
    // Someone else is not affected; closing one lets the person open another.
    const otherStream = await openStream(await signedInAs(testApp, await createUser(db())));
    expect((await nextWithin(otherStream, SOON, "first count")).value).toEqual({ unreadCount: 0 });
    await otherStream.return?.();
    await streams.pop()?.return?.();
    // The server hears of the closed stream a moment later.
    const reopened = await eventually(() => openStream(tab));
    expect((await nextWithin(reopened, SOON, "first count")).value).toEqual({ unreadCount: 0 });
    await Promise.all([...streams, reopened].map((stream) => stream.return?.()));

    const visitor = await signedInAs(testApp, person);
    await db().delete(session).where(eq(session.userId, person.id));
    expect((await refusal(openStream(visitor))).status).toBe(401);
  });
});
