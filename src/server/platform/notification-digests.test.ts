import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { emailOutbox, notificationDigests, notifications, personPreferences } from "#server/db/schema/index";
import type { NotificationKind } from "#shared/enums";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { DIGEST_SPACING_MS, sendDueDigests } from "./notification-digests";
import { notify } from "./notifications";

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;
const config = loadConfig({
  NODE_ENV: "test",
  PUBLIC_URL: "http://localhost:3000",
  PARTNER_HOSTS: "partners.example.test",
});

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

async function choose(userId: string, kinds: NotificationKind[]) {
  await db()
    .insert(personPreferences)
    .values({ userId, notificationEmails: kinds })
    .onConflictDoUpdate({ target: personPreferences.userId, set: { notificationEmails: kinds } });
}

const tell = (userId: string, kind: NotificationKind, message: string) =>
  db().transaction((tx) =>
    notify(tx, [userId], {
      kind,
      message,
      subjectId: "6d0c1a0e-0000-4000-8000-000000000001",
      actorUserId: null,
    }),
  );

const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
const later = (ms: number) => new Date(Date.now() + ms);

describe("the notification digest", () => {
  it("sends one mail listing every notification of a chosen kind, then marks them e-mailed", async () => {
    const person = await createUser(db());
    await choose(person.id, ["certificate_earned"]);
    await tell(person.id, "certificate_earned", "You earned the Partner Basics certificate.");
    await tell(person.id, "certificate_earned", "You earned the Advanced Selling certificate.");

    await sendDueDigests(db(), config);
    const [mail, ...more] = await mailsTo(person.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: "notification-digest", subject: "2 new notifications" });
    for (const sentence of [
      "You earned the Partner Basics certificate.",
      "You earned the Advanced Selling certificate.",
    ]) {
      expect(mail?.text).toContain(`- ${sentence}`);
      expect(mail?.html).toContain(`<li style="margin:0 0 8px">${sentence}</li>`);
    }
    expect(mail?.text).toContain("Open the portal: http://localhost:3000/");
    const rows = await db().select().from(notifications).where(eq(notifications.userId, person.id));
    expect(rows.every((row) => row.emailedAt !== null)).toBe(true);
    const [digest] = await db()
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, person.id));
    expect(digest?.lastSentAt.getTime()).toBe(rows[0]?.emailedAt?.getTime());

    // Nothing is due any more: no second mail.
    await sendDueDigests(db(), config, later(DIGEST_SPACING_MS + 1000));
    expect(await mailsTo(person.email)).toHaveLength(1);
  });

  it("sends nothing for a kind the person did not choose", async () => {
    const person = await createUser(db());
    await choose(person.id, ["certificate_earned"]);
    await tell(person.id, "access_changed", "Your role is now Manager.");
    await sendDueDigests(db(), config);
    expect(await mailsTo(person.email)).toEqual([]);
  });

  it("holds a second batch until 15 minutes after the last digest", async () => {
    const person = await createUser(db());
    await choose(person.id, ["enrollment_created"]);
    await tell(person.id, "enrollment_created", "You were enrolled in Partner Basics.");
    await sendDueDigests(db(), config);
    await tell(person.id, "enrollment_created", "You were enrolled in Advanced Selling.");

    await sendDueDigests(db(), config, later(DIGEST_SPACING_MS - 60_000));
    expect(await mailsTo(person.email)).toHaveLength(1);
    await sendDueDigests(db(), config, later(DIGEST_SPACING_MS + 1000));
    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(2);
    // Each notification went out once, in its own digest.
    expect(mails.map((mail) => mail.text.match(/^- .*$/gm)).sort()).toEqual([
      ["- You were enrolled in Advanced Selling."],
      ["- You were enrolled in Partner Basics."],
    ]);
  });

  it("links a partner's contact to the partner host (decision 0004)", async () => {
    const contact = await createPartnerContact(db(), await createPartner(db()));
    await choose(contact.id, ["payout_paid"]);
    await tell(contact.id, "payout_paid", "Your commission of $1,200.00 was paid.");
    await sendDueDigests(db(), config);
    const [mail] = await mailsTo(contact.email);
    expect(mail?.text).toContain("Open the portal: http://partners.example.test:3000/dashboard");
  });

  it("is sent once when several workers race for the same people", async () => {
    const people = await Promise.all([createUser(db()), createUser(db()), createUser(db())]);
    for (const person of people) {
      await choose(person.id, ["access_changed"]);
      await tell(person.id, "access_changed", "You were granted Manage Partners.");
    }
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendDueDigests(db(), config)));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(people.length);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          people.map((person) => person.email),
        ),
      );
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(people.map((person) => person.email).sort());
  });
});
