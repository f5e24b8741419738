import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, personPreferences } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createPartnerMember,
  createUser,
  createUserWithPermission,
} from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import {
  administrators,
  holdersOf,
  notify,
  partnerAdmins,
  partnerAdminsAnd,
  partnerMembersOf,
} from "./notifications";

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

const draft = {
  kind: "deal_submitted",
  message: "Acme submitted a deal.",
  subjectId: "6d0c1a0e-0000-4000-8000-000000000001",
} as const;
const toldOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId));

describe("notify", () => {
  it("writes one unread notification per recipient, never to the person who caused the event", async () => {
    const one = await createUser(db());
    const actor = await createUser(db());
    const told = await notify(db(), [one.id, one.id, actor.id], { ...draft, actorUserId: actor.id });
    expect(told).toEqual([one.id]);
    const [written] = await toldOf(one.id);
    expect(written).toMatchObject({
      kind: "deal_submitted",
      message: draft.message,
      subjectId: draft.subjectId,
    });
    expect(written?.readAt).toBeNull();
    expect(await toldOf(actor.id)).toEqual([]);
  });

  it("is rolled back with the event's transaction", async () => {
    const one = await createUser(db());
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, [one.id], { ...draft, actorUserId: null });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await toldOf(one.id)).toEqual([]);
  });

  it("marks it for the e-mail digest only when the recipient chose that kind by e-mail", async () => {
    const wantsMail = await createUser(db());
    const noMail = await createUser(db());
    await db()
      .insert(personPreferences)
      .values({ userId: wantsMail.id, notificationEmails: ["deal_submitted", "payout_paid"] });
    await db()
      .insert(personPreferences)
      .values({ userId: noMail.id, notificationEmails: ["payout_paid"] });
    await notify(db(), [wantsMail.id, noMail.id], { ...draft, actorUserId: null });
    expect((await toldOf(wantsMail.id))[0]?.emailDue).toBe(true);
    expect((await toldOf(noMail.id))[0]?.emailDue).toBe(false);
  });

  it("finds administrators, holders of a permission and partners' members by role", async () => {
    const admin = await createAdmin(db());
    const reviewer = await createUserWithPermission(db(), "manage_partners");
    const other = await createUserWithPermission(db(), "view_data");
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner);
    const ids = async (query: ReturnType<typeof administrators>) => {
      const result = await db().execute(sql`select q.id from (${query}) as q(id)`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    };

    expect(await ids(administrators())).toContain(admin.id);
    expect(await ids(administrators())).not.toContain(reviewer.id);
    const reviewers = await ids(holdersOf("manage_partners"));
    expect(reviewers).toEqual(expect.arrayContaining([admin.id, reviewer.id]));
    expect(reviewers).not.toContain(other.id);
    const rep = await createPartnerMember(db(), partner);
    const otherRep = await createPartnerMember(db(), partner);
    const elsewhere = await createPartnerMember(db(), await createPartner(db()));
    const sorted = (userIds: string[]) => [...userIds].sort();
    expect(await ids(partnerAdmins(partner.id))).toEqual([contact.id]);
    // The rep a deal or ticket belongs to joins the admins; another partner's member never does.
    expect(sorted(await ids(partnerAdminsAnd(partner.id, rep.id)))).toEqual(sorted([contact.id, rep.id]));
    expect(await ids(partnerAdminsAnd(partner.id, elsewhere.id))).toEqual([contact.id]);
    expect(sorted(await ids(partnerMembersOf(sql`select ${partner.id}::uuid`)))).toEqual(
      sorted([contact.id, rep.id, otherRep.id]),
    );
  });
});
