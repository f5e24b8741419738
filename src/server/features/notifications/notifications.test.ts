import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, notifications, personPreferences } from "#server/db/schema/index";
import { sendDueDigests } from "#server/platform/notification-digests";
import { createNotification } from "#tests/factories/notifications";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createUser,
  createUserWithPermission,
} from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { NO_SUCH_NOTIFICATION } from "./mark-notification-read";

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("notifications.list", () => {
  it("lists only the caller's own, newest first, a page at a time, with the unread count of all", async () => {
    const person = await createUser(db());
    const other = await createUser(db());
    for (let minute = 5; minute >= 1; minute -= 1) {
      await createNotification(db(), person.id, {
        message: `Event ${minute}`,
        createdAt: minutesAgo(minute),
      });
    }
    await createNotification(db(), other.id, { message: "Not yours" });
    const tab = await signedInAs(testApp, person);

    const first = await tab.client.notifications.list({ page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.message)).toEqual(["Event 1", "Event 2"]);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, unreadCount: 5 });
    const last = await tab.client.notifications.list({ page: 3, pageSize: 2 });
    expect(last.items.map((item) => item.message)).toEqual(["Event 5"]);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      kind: "enrollment_created",
      message: "Event 1",
      subjectId: expect.any(String),
      createdAt: expect.any(Date),
      readAt: null,
    });
  });

  it("filters by kind and by unread, while unreadCount still counts every unread one", async () => {
    const person = await createUser(db());
    await createNotification(db(), person.id, { kind: "access_changed", message: "Your role changed." });
    await createNotification(db(), person.id, { kind: "certificate_earned", message: "Certificate A" });
    await createNotification(db(), person.id, {
      kind: "certificate_earned",
      message: "Certificate B",
      readAt: new Date(),
    });
    const tab = await signedInAs(testApp, person);

    const certificates = await tab.client.notifications.list({ kind: "certificate_earned" });
    expect(certificates.items.map((item) => item.message).sort()).toEqual(["Certificate A", "Certificate B"]);
    expect(certificates).toMatchObject({ total: 2, unreadCount: 2 });
    const unread = await tab.client.notifications.list({ unreadOnly: true });
    expect(unread.items.map((item) => item.message).sort()).toEqual(["Certificate A", "Your role changed."]);
    const unreadCertificates = await tab.client.notifications.list({
      kind: "certificate_earned",
      unreadOnly: true,
    });
    expect(unreadCertificates.items.map((item) => item.message)).toEqual(["Certificate A"]);
    expect(unreadCertificates.total).toBe(1);
  });

  it("is also GET /api/v1/notifications, with the filters in the query string", async () => {
    const person = await createUser(db());
    await createNotification(db(), person.id, {
      kind: "access_changed",
      message: "Read one.",
      readAt: new Date(),
    });
    await createNotification(db(), person.id, { kind: "access_changed", message: "Unread one." });
    const tab = await signedInAs(testApp, person);
    const response = await testApp.app.request("/api/v1/notifications?kind=access_changed&unreadOnly=true", {
      headers: { cookie: tab.cookieHeader() },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.items.map((item: { message: string }) => item.message)).toEqual(["Unread one."]);
    expect(body).toMatchObject({ total: 1, unreadCount: 1 });
  });

  it("refuses a kind that does not exist, naming the field", async () => {
    const tab = await signedInAs(testApp, await createUser(db()));
    const refused = await refusal(tab.client.notifications.list({ kind: "weather" as never }));
    expect(refused.status).toBe(400);
  });
});

describe("marking read", () => {
  it("markRead and markAllRead change the caller's unread count and only their rows", async () => {
    const person = await createUser(db());
    const other = await createUser(db());
    const [one, two] = [
      await createNotification(db(), person.id),
      await createNotification(db(), person.id),
      await createNotification(db(), person.id),
    ];
    const theirs = await createNotification(db(), other.id);
    const tab = await signedInAs(testApp, person);

    expect(await tab.client.notifications.unreadCount()).toEqual({ unreadCount: 3 });
    expect(await tab.client.notifications.markRead({ id: one?.id ?? "" })).toEqual({ unreadCount: 2 });
    // Again is fine, and changes nothing.
    expect(await tab.client.notifications.markRead({ id: one?.id ?? "" })).toEqual({ unreadCount: 2 });
    const [marked] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.id, two?.id ?? ""));
    expect(marked?.readAt).toBeNull();
    expect(await tab.client.notifications.markAllRead()).toEqual({ unreadCount: 0 });
    expect(await tab.client.notifications.unreadCount()).toEqual({ unreadCount: 0 });
    const [untouched] = await db().select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(untouched?.readAt).toBeNull();
  });

  it("leaves what was read in the app out of the next e-mail digest", async () => {
    const person = await createUser(db());
    const seen = await createNotification(db(), person.id, { message: "Seen in the app.", emailDue: true });
    await createNotification(db(), person.id, { message: "Not seen yet.", emailDue: true });
    const tab = await signedInAs(testApp, person);
    await tab.client.notifications.markRead({ id: seen.id });
    await sendDueDigests(db(), testApp.config);
    const [mail, ...more] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, person.email));
    expect(more).toEqual([]);
    expect(mail?.text).toContain("- Not seen yet.");
    expect(mail?.text).not.toContain("Seen in the app.");

    await createNotification(db(), person.id, { message: "Marked with the rest.", emailDue: true });
    await tab.client.notifications.markAllRead();
    const left = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, person.id),
          eq(notifications.emailDue, true),
          isNull(notifications.emailedAt),
        ),
      );
    expect(left).toEqual([]);
  });

  it("answers 404 for another person's notification and for an unknown id, leaving it unread", async () => {
    const person = await createUser(db());
    const theirs = await createNotification(db(), (await createUser(db())).id);
    const tab = await signedInAs(testApp, person);
    for (const id of [theirs.id, "6d0c1a0e-0000-4000-8000-0000000000ff"]) {
      const refused = await refusal(tab.client.notifications.markRead({ id }));
      expect(refused.status).toBe(404);
      expect(refused.message).toBe(NO_SUCH_NOTIFICATION);
    }
    const [row] = await db().select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.readAt).toBeNull();
  });
});

describe("e-mail choices", () => {
  it("offers each person the kinds they can be told of", async () => {
    const partner = await createPartner(db());
    const cases = [
      [
        await createPartnerContact(db(), partner),
        [
          "deal_status_changed",
          "deal_expiring",
          "tier_changed",
          "tier_demotion_warning",
          "agreement_published",
          "payout_created",
          "payout_paid",
          "resource_published",
          "enrollment_created",
          "certificate_earned",
          "webhook_endpoint_failing",
          "team_join_requested",
          "ticket_replied",
        ],
      ],
      [await createUser(db()), ["enrollment_created", "certificate_earned", "access_changed"]],
      [
        await createUserWithPermission(db(), "manage_customers"),
        [
          "enrollment_created",
          "certificate_earned",
          "access_changed",
          "ticket_opened",
          "ticket_assigned",
          "ticket_replied",
          "ticket_sla_warning",
          "ticket_sla_breached",
          "customer_at_risk",
        ],
      ],
      [
        await createUserWithPermission(db(), "manage_partners"),
        [
          "application_submitted",
          "deal_review_overdue",
          "deal_extension_requested",
          "journey_stalled",
          "enrollment_created",
          "certificate_earned",
          "access_changed",
        ],
      ],
      [
        await createUserWithPermission(db(), "manage_integrations"),
        ["enrollment_created", "certificate_earned", "access_changed", "webhook_endpoint_failing"],
      ],
      [
        await createAdmin(db()),
        [
          "application_submitted",
          "deal_submitted",
          "deal_review_overdue",
          "deal_extension_requested",
          "journey_stalled",
          "enrollment_created",
          "certificate_earned",
          "access_changed",
          "partner_suspended",
          "partner_reactivated",
          "webhook_endpoint_failing",
          "ticket_opened",
          "ticket_assigned",
          "ticket_replied",
          "ticket_sla_warning",
          "ticket_sla_breached",
          "customer_at_risk",
        ],
      ],
    ] as const;
    for (const [who, available] of cases) {
      const tab = await signedInAs(testApp, who);
      expect(await tab.client.notifications.emailChoices()).toEqual({ kinds: [], available });
    }
  });

  it("saves the caller's choice whole and reads it back", async () => {
    const person = await createUser(db());
    const tab = await signedInAs(testApp, person);
    const saved = await tab.client.notifications.saveEmailChoices({
      kinds: ["access_changed", "certificate_earned", "access_changed"],
    });
    expect(saved.kinds).toEqual(["certificate_earned", "access_changed"]);
    expect((await tab.client.notifications.emailChoices()).kinds).toEqual([
      "certificate_earned",
      "access_changed",
    ]);
    await tab.client.notifications.saveEmailChoices({ kinds: [] });
    const [row] = await db().select().from(personPreferences).where(eq(personPreferences.userId, person.id));
    expect(row?.notificationEmails).toEqual([]);
  });

  it("refuses a kind the caller is not told of with a 400 naming the field, saving nothing", async () => {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner);
    const tab = await signedInAs(testApp, contact);
    await tab.client.notifications.saveEmailChoices({ kinds: ["payout_paid"] });
    const refused = await refusal(
      tab.client.notifications.saveEmailChoices({ kinds: ["payout_paid", "partner_suspended"] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      '"Partners suspended" is not among the notifications you receive, so it cannot be sent by e-mail.',
    );
    expect(refused.data).toMatchObject({ field: "kinds" });
    expect((await tab.client.notifications.emailChoices()).kinds).toEqual(["payout_paid"]);

    const staff = await signedInAs(testApp, await createUser(db()));
    expect(
      (await refusal(staff.client.notifications.saveEmailChoices({ kinds: ["deal_submitted"] }))).status,
    ).toBe(400);
  });
});
