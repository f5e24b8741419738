import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_ACTIVE_PRECISION_MS } from "#server/auth/session";
import { partnerAuditLogs, session } from "#server/db/schema/index";
import { SESSION_REFUSALS } from "#shared/contracts/sessions";
import { createPartner } from "#tests/factories/partners";
import { createSession } from "#tests/factories/sessions";
import { createAdmin, createPartnerContact, createSuperAdmin, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

// docs/product/security.md#signed-in-devices

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const sessionIds = async (userId: string) =>
  (await db().select({ id: session.id }).from(session).where(eq(session.userId, userId))).map(
    (row) => row.id,
  );

describe("a person's signed-in devices", () => {
  it("lists every open session with its browser, address and times, this one marked, expired ones left out", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const here = await signedInAs(testApp, contact);
    const phone = await createSession(db(), contact.id, {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ipAddress: "203.0.113.9",
      lastActiveAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    await createSession(db(), contact.id, { expiresAt: new Date(Date.now() - 1000) });
    await createSession(db(), contact.id, { userAgent: null, ipAddress: null, lastActiveAt: new Date(0) });

    const listed = await here.client.me.sessions();
    expect(listed.map(({ browser, ipAddress, current }) => ({ browser, ipAddress, current }))).toEqual([
      { browser: expect.any(String), ipAddress: null, current: true },
      { browser: "Safari 17 on iOS", ipAddress: "203.0.113.9", current: false },
      { browser: "Unknown browser", ipAddress: null, current: false },
    ]);
    expect(listed[1]).toMatchObject({
      id: phone.id,
      lastActiveAt: phone.lastActiveAt,
      createdAt: phone.createdAt,
    });
  });

  it("signs out one other device, not someone else's and not this one, and then all the others", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const here = await signedInAs(testApp, contact);
    const laptop = await signedInAs(testApp, contact);
    const tablet = await createSession(db(), contact.id);
    const stranger = await createSession(db(), (await createUser(db())).id);
    const current = (await here.client.me.sessions()).find((item) => item.current);

    expect((await refusal(here.client.me.endSession({ id: stranger.id }))).status).toBe(404);
    const own = await refusal(here.client.me.endSession({ id: current?.id ?? "" }));
    expect([own.status, own.message]).toEqual([400, SESSION_REFUSALS.current]);
    expect(await here.client.me.endSession({ id: tablet.id })).toEqual({ ended: 1 });
    expect(await sessionIds(contact.id)).not.toContain(tablet.id);
    expect((await refusal(here.client.me.endSession({ id: tablet.id }))).message).toBe(
      SESSION_REFUSALS.notFound,
    );

    expect(await here.client.me.endOtherSessions()).toEqual({ ended: 1 });
    expect((await laptop.client.me.session()).user).toBeNull();
    expect((await here.client.me.session()).user?.id).toBe(contact.id);
    expect(await sessionIds(contact.id)).toEqual([current?.id]);
    expect(await sessionIds(stranger.userId)).toEqual([stranger.id]);
  });

  it("moves a session's last activity as it is used, at most once in five minutes", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    const here = await signedInAs(testApp, contact);
    const long = new Date(Date.now() - 2 * LAST_ACTIVE_PRECISION_MS);
    await db().update(session).set({ lastActiveAt: long }).where(eq(session.userId, contact.id));
    await here.client.me.profile();
    await expect
      .poll(async () => (await here.client.me.sessions())[0]?.lastActiveAt.getTime())
      .toBeGreaterThan(Date.now() - 60_000);
    const recent = new Date(Date.now() - 60_000);
    await db().update(session).set({ lastActiveAt: recent }).where(eq(session.userId, contact.id));
    await here.client.me.profile();
    expect((await here.client.me.sessions())[0]?.lastActiveAt).toEqual(recent);
  });
});

describe("an administrator and a user's sessions", () => {
  it("lists a user's sessions and ends one, then all, each audited; the user's next request is anonymous", async () => {
    const admin = await signedInAs(testApp, await createAdmin(db()));
    const person = await createUser(db());
    const desk = await signedInAs(testApp, person);
    const other = await createSession(db(), person.id);

    const listed = await admin.client.users.sessions({ userId: person.id });
    expect(listed).toHaveLength(2);
    expect(listed.every((item) => !item.current)).toBe(true);
    expect(await admin.client.users.endSessions({ userId: person.id, sessionId: other.id })).toEqual({
      ended: 1,
    });
    expect((await desk.client.me.session()).user?.id).toBe(person.id);
    expect(await admin.client.users.endSessions({ userId: person.id })).toEqual({ ended: 1 });
    expect((await desk.client.me.session()).user).toBeNull();

    const audits = await db()
      .select({ action: partnerAuditLogs.action, details: partnerAuditLogs.details })
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.subjectId, person.id));
    expect(audits.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { email: person.email, sessions_ended: 1, all: false },
        { email: person.email, sessions_ended: 1, all: true },
      ]),
    );
    expect(audits.every((entry) => entry.action === "user_sessions_ended")).toBe(true);
  });

  it("refuses a user whose role is above the caller's, an unknown user and an unknown session, ending nothing", async () => {
    const admin = await signedInAs(testApp, await createAdmin(db()));
    const boss = await createSuperAdmin(db());
    const bossSession = await createSession(db(), boss.id);
    const refused = await refusal(admin.client.users.endSessions({ userId: boss.id }));
    expect([refused.status, refused.message]).toEqual([403, SESSION_REFUSALS.outranked]);
    expect(await sessionIds(boss.id)).toEqual([bossSession.id]);
    expect((await refusal(admin.client.users.sessions({ userId: "no-such-user" }))).status).toBe(404);
    const person = await createUser(db());
    expect(
      (await refusal(admin.client.users.endSessions({ userId: person.id, sessionId: bossSession.id })))
        .status,
    ).toBe(404);
    expect(await sessionIds(boss.id)).toEqual([bossSession.id]);
  });
});
