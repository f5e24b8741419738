import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerKey } from "#server/db/customer-key";
import {
  emailOutbox,
  notifications,
  partnerAuditLogs,
  partnerDeals,
  webhookDeliveries,
} from "#server/db/schema/index";
import { DEFAULT_PROGRAMME_SETTINGS, registrationTerms } from "#shared/contracts/programme-settings";
import { createDeal } from "#tests/factories/deals";
import { createWebhookEndpoint } from "#tests/factories/webhooks";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { runRegistrations } from "./registration-run";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const run = (now: Date) => runRegistrations({ db: db(), config: given.app.config }, now);
const DAY = 24 * 60 * 60 * 1000;
const TERMS = registrationTerms(DEFAULT_PROGRAMME_SETTINGS);

/** An approved deal under the default terms whose registration expires `expiresIn` ms from `now`. */
const approvedDeal = (now: Date, expiresIn: number, overrides: Parameters<typeof createDeal>[1] = {}) =>
  createDeal(db(), {
    partner: given.partnerA,
    status: "approved",
    approvedAt: new Date(now.getTime() + expiresIn - 90 * DAY),
    protectionEndsAt: new Date(now.getTime() + expiresIn),
    expiresAt: new Date(now.getTime() + expiresIn),
    remindAt: new Date(now.getTime() + expiresIn - TERMS.reminderDays * DAY),
    terms: TERMS,
    ...overrides,
  });

const statusOf = async (ids: string[]) =>
  db()
    .select({ id: partnerDeals.id, status: partnerDeals.status })
    .from(partnerDeals)
    .where(inArray(partnerDeals.id, ids));

describe("the programme run", () => {
  it("expires each registration past its end once, however often and on however many servers it runs", async () => {
    const now = new Date(Date.now() + 400 * DAY);
    await createWebhookEndpoint(db(), { partnerId: given.partnerA.id, events: ["deal.expired"] });
    const customer = `Soylent ${crypto.randomUUID()}`;
    const ranOut = await approvedDeal(now, -DAY, {
      companyName: customer,
      customerKey: customerKey(customer),
    });
    const more = await Promise.all([1, 2, 3].map(() => approvedDeal(now, -60_000)));
    const current = await approvedDeal(now, 40 * DAY);

    const results = await Promise.all([run(now), run(now), run(now)]);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(4);
    expect((await run(now)).expired).toBe(0);

    const statuses = await statusOf([ranOut.id, ...more.map((deal) => deal.id), current.id]);
    expect(statuses.filter((deal) => deal.status === "expired")).toHaveLength(4);
    expect(statuses.find((deal) => deal.id === current.id)?.status).toBe("approved");

    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.subjectId} = ${ranOut.id} and ${partnerAuditLogs.action} = 'deal_status_changed'`,
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: null, details: { from: "approved", to: "expired" } });
    const deliveries = await db()
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, "deal.expired"));
    expect(deliveries.filter((delivery) => delivery.body.includes(ranOut.id))).toHaveLength(1);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your registration of ${customer} has expired`));
    expect(mails.length).toBeGreaterThan(0);

    const { deal, history } = await given.asPartnerA.client.deals.get({ id: ranOut.id });
    expect(history.at(-1)?.note).toMatch(/^The registration ran out on .+ without a close\.$/);
    expect(deal.status).toBe("expired");
    expect(history.at(-1)).toMatchObject({ status: "expired", byName: null });
  });

  it("changes each deal once, whatever the deals, however many servers run and however often (property)", async () => {
    let day = 2000;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            status: fc.constantFrom("approved", "submitted", "closed_won", "withdrawn" as const),
            // Hours from the run to the deal's expiry: past, inside the 14-day reminder window, or beyond it.
            hoursToExpiry: fc.integer({ min: -500, max: 1000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        async (drafts, servers, repeats) => {
          // A hundred days apart, so no run reaches another case's deals.
          day += 100;
          const now = new Date(Date.now() + day * DAY);
          const deals = await Promise.all(
            drafts.map((draft) =>
              approvedDeal(now, draft.hoursToExpiry * 3_600_000, { status: draft.status }),
            ),
          );
          for (let round = 0; round < repeats; round++)
            await Promise.all(Array.from({ length: servers }, () => run(now)));
          const ids = deals.map((deal) => deal.id);
          const after = new Map((await statusOf(ids)).map((deal) => [deal.id, deal.status]));
          const moves = await db()
            .select({ subjectId: partnerAuditLogs.subjectId })
            .from(partnerAuditLogs)
            .where(inArray(partnerAuditLogs.subjectId, ids));
          const reminders = await db()
            .select({ subjectId: notifications.subjectId, userId: notifications.userId })
            .from(notifications)
            .where(sql`${notifications.kind} = 'deal_expiring' and ${notifications.subjectId} in ${ids}`);
          drafts.forEach((draft, index) => {
            const id = ids[index] as string;
            const expires = draft.status === "approved" && draft.hoursToExpiry <= 0;
            const reminds =
              draft.status === "approved" && draft.hoursToExpiry > 0 && draft.hoursToExpiry <= 14 * 24;
            expect(after.get(id)).toBe(expires ? "expired" : draft.status);
            expect(moves.filter((move) => move.subjectId === id)).toHaveLength(expires ? 1 : 0);
            expect(
              new Set(reminders.filter((notice) => notice.subjectId === id).map((n) => n.userId)).size,
            ).toBe(reminders.filter((notice) => notice.subjectId === id).length);
            expect(reminders.some((notice) => notice.subjectId === id)).toBe(reminds);
          });
        },
      ),
      { numRuns: 15 },
    );
  });

  it("lets an unanswered request for more time lapse with the registration, and says so", async () => {
    const now = new Date(Date.now() + 5000 * DAY);
    const asked = await approvedDeal(now, -DAY, {
      extensionRequestedAt: now,
      extensionReason: "Budget in Q3",
    });
    await run(now);
    const row = (await db().select().from(partnerDeals).where(eq(partnerDeals.id, asked.id)))[0];
    expect(row).toMatchObject({ status: "expired", extensionRequestedAt: null, extensionReason: null });
    const { history } = await given.asPartnerA.client.deals.get({ id: asked.id });
    expect(history.at(-1)?.note).toContain("before its request for more time was answered");
  });

  it("reminds the member who registered a deal once, its reminder days before the expiry", async () => {
    const now = new Date(Date.now() + 800 * DAY);
    const due = await approvedDeal(now, 10 * DAY);
    const early = await approvedDeal(now, 20 * DAY);
    const [first, second] = await Promise.all([run(now), run(now)]);
    expect((first?.reminded ?? 0) + (second?.reminded ?? 0)).toBe(1);
    expect((await run(now)).reminded).toBe(0);
    const told = await db()
      .select()
      .from(notifications)
      .where(
        sql`${notifications.kind} = 'deal_expiring' and ${notifications.subjectId} in (${due.id}, ${early.id})`,
      );
    expect(told.map((notice) => notice.subjectId)).toEqual([due.id]);
    expect(told[0]?.message).toMatch(/^Your registration of .+ expires on /);
  });

  it("tells reviewers once of a submitted deal past its review deadline", async () => {
    const now = new Date(Date.now() + 1200 * DAY);
    const overdue = await createDeal(db(), {
      partner: given.partnerA,
      reviewDueAt: new Date(now.getTime() - 1),
    });
    const notYet = await createDeal(db(), {
      partner: given.partnerA,
      reviewDueAt: new Date(now.getTime() + DAY),
    });
    const reviewed = await createDeal(db(), {
      partner: given.partnerA,
      status: "in_review",
      reviewDueAt: null,
    });
    const results = await Promise.all([run(now), run(now)]);
    expect(results.reduce((sum, result) => sum + result.escalated, 0)).toBe(1);
    const told = await db()
      .select({ subjectId: notifications.subjectId })
      .from(notifications)
      .where(
        sql`${notifications.kind} = 'deal_review_overdue' and ${notifications.subjectId} in (${overdue.id}, ${notYet.id}, ${reviewed.id})`,
      );
    expect(new Set(told.map((notice) => notice.subjectId))).toEqual(new Set([overdue.id]));
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.subject} like 'Review overdue: %' and ${emailOutbox.text} like ${`%${overdue.id}%`}`,
      );
    expect(mails.length).toBeGreaterThan(0);
  });
});
