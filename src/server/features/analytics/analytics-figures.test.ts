// Analytics' kept monthly figures (migration 0035) against figures counted afresh from every deal, payout,
// certificate and ticket, after random inserts, changes of status, value, time and breach, and deletes.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import {
  analyticsMonthly,
  certificates,
  commissionPayouts,
  partnerDeals,
  supportTickets,
} from "#server/db/schema/index";
import { DEAL_STATUSES } from "#shared/enums";
import { createCertificate } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createCustomer } from "#tests/factories/customers";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;
let partners: TestPartner[];
let customerId: string;
let courseId: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  partners = [await createPartner(db()), await createPartner(db())];
  customerId = (await createCustomer(db())).id;
  courseId = (await createCourse(db())).course.id;
});
afterAll(async () => {
  await testDatabase.dispose();
});

const DAY = 24 * 60 * 60 * 1000;
/** Times spread over two years, some near a month's turn in UTC. */
const when = fc
  .tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 1, 15, 27), fc.integer({ min: -3, max: 3 }))
  .map(([monthsBack, day, hours]) => {
    const now = new Date();
    return new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1) + day * DAY + hours * 3600_000,
    );
  });
const money = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
const index = fc.nat({ max: 1000 });

type Step =
  | {
      kind: "deal";
      status: (typeof DEAL_STATUSES)[number];
      value: string;
      at: Date;
      closeAfterDays: number | null;
    }
  | { kind: "dealStatus"; deal: number; status: (typeof DEAL_STATUSES)[number]; closedAt: Date | null }
  | { kind: "dealValue"; deal: number; value: string }
  | { kind: "deleteDeal"; deal: number }
  | { kind: "payout"; deal: number; amount: string; at: Date }
  | { kind: "payoutChange"; payout: number; amount: string; at: Date }
  | { kind: "deletePayout"; payout: number }
  | { kind: "ticket"; at: Date; solvedAfterDays: number | null; breached: boolean }
  | { kind: "ticketSolved"; ticket: number; solvedAt: Date | null; breached: boolean }
  | { kind: "deleteTicket"; ticket: number }
  | { kind: "certificate"; at: Date }
  | { kind: "deleteCertificate"; certificate: number };

const status = fc.constantFrom(...DEAL_STATUSES);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("deal" as const),
    status,
    value: money,
    at: when,
    closeAfterDays: fc.option(fc.integer({ min: 0, max: 400 })),
  }),
  fc.record({ kind: fc.constant("dealStatus" as const), deal: index, status, closedAt: fc.option(when) }),
  fc.record({ kind: fc.constant("dealValue" as const), deal: index, value: money }),
  fc.record({ kind: fc.constant("deleteDeal" as const), deal: index }),
  fc.record({ kind: fc.constant("payout" as const), deal: index, amount: money, at: when }),
  fc.record({ kind: fc.constant("payoutChange" as const), payout: index, amount: money, at: when }),
  fc.record({ kind: fc.constant("deletePayout" as const), payout: index }),
  fc.record({
    kind: fc.constant("ticket" as const),
    at: when,
    solvedAfterDays: fc.option(fc.integer({ min: 0, max: 40 })),
    breached: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("ticketSolved" as const),
    ticket: index,
    solvedAt: fc.option(when),
    breached: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("deleteTicket" as const), ticket: index }),
  fc.record({ kind: fc.constant("certificate" as const), at: when }),
  fc.record({ kind: fc.constant("deleteCertificate" as const), certificate: index }),
);

const pick = <T>(list: T[], at: number): T | undefined =>
  list.length === 0 ? undefined : list[at % list.length];

async function apply(change: Step): Promise<void> {
  const ids = async (
    table: typeof partnerDeals | typeof commissionPayouts | typeof supportTickets | typeof certificates,
  ) => (await db().select({ id: table.id }).from(table).orderBy(table.id)).map((row) => row.id);
  switch (change.kind) {
    case "deal": {
      const closing = change.status === "closed_won" || change.status === "closed_lost";
      await createDeal(db(), {
        partner: partners[change.value.length % 2] as TestPartner,
        status: change.status,
        dealValue: change.value,
        submittedAt: change.at,
        closedAt:
          closing && change.closeAfterDays !== null
            ? new Date(change.at.getTime() + change.closeAfterDays * DAY)
            : null,
      });
      return;
    }
    case "dealStatus": {
      const id = pick(await ids(partnerDeals), change.deal);
      if (id)
        await db()
          .update(partnerDeals)
          .set({ status: change.status, closedAt: change.closedAt })
          .where(eq(partnerDeals.id, id));
      return;
    }
    case "dealValue": {
      const id = pick(await ids(partnerDeals), change.deal);
      if (id) await db().update(partnerDeals).set({ dealValue: change.value }).where(eq(partnerDeals.id, id));
      return;
    }
    case "deleteDeal": {
      const paid = new Set(
        (await db().select({ id: commissionPayouts.dealId }).from(commissionPayouts)).map((row) => row.id),
      );
      const id = pick(
        (await ids(partnerDeals)).filter((deal) => !paid.has(deal)),
        change.deal,
      );
      if (id) await db().delete(partnerDeals).where(eq(partnerDeals.id, id));
      return;
    }
    case "payout": {
      const paid = new Set(
        (await db().select({ id: commissionPayouts.dealId }).from(commissionPayouts)).map((row) => row.id),
      );
      const deals = await db()
        .select({ id: partnerDeals.id, partnerId: partnerDeals.partnerId })
        .from(partnerDeals)
        .orderBy(partnerDeals.id);
      const deal = pick(
        deals.filter((row) => !paid.has(row.id)),
        change.deal,
      );
      if (deal) {
        await db().insert(commissionPayouts).values({
          partnerId: deal.partnerId,
          dealId: deal.id,
          dealValue: "1000.00",
          commissionRate: "10",
          commissionAmount: change.amount,
          createdAt: change.at,
        });
      }
      return;
    }
    case "payoutChange": {
      const id = pick(await ids(commissionPayouts), change.payout);
      if (id)
        await db()
          .update(commissionPayouts)
          .set({ commissionAmount: change.amount, createdAt: change.at })
          .where(eq(commissionPayouts.id, id));
      return;
    }
    case "deletePayout": {
      const id = pick(await ids(commissionPayouts), change.payout);
      if (id) await db().delete(commissionPayouts).where(eq(commissionPayouts.id, id));
      return;
    }
    case "ticket": {
      const solvedAt =
        change.solvedAfterDays === null ? null : new Date(change.at.getTime() + change.solvedAfterDays * DAY);
      await db()
        .insert(supportTickets)
        .values({
          subject: "Export stops",
          description: "It stops halfway.",
          customerId,
          requesterName: "Sam",
          status: solvedAt ? "solved" : "open",
          createdAt: change.at,
          solvedAt,
          resolutionBreachedAt: change.breached ? change.at : null,
        });
      return;
    }
    case "ticketSolved": {
      const id = pick(await ids(supportTickets), change.ticket);
      if (id) {
        await db()
          .update(supportTickets)
          .set({ solvedAt: change.solvedAt, firstResponseBreachedAt: change.breached ? new Date() : null })
          .where(eq(supportTickets.id, id));
      }
      return;
    }
    case "deleteTicket": {
      const id = pick(await ids(supportTickets), change.ticket);
      if (id) await db().delete(supportTickets).where(eq(supportTickets.id, id));
      return;
    }
    case "certificate": {
      const learner = await createUser(db());
      const enrollment = await createEnrollment(db(), learner.id, courseId, {
        status: "completed",
        progressPercentage: 100,
      });
      await createCertificate(db(), enrollment, { issuedAt: change.at });
      return;
    }
    case "deleteCertificate": {
      const id = pick(await ids(certificates), change.certificate);
      if (id) await db().delete(certificates).where(eq(certificates.id, id));
      return;
    }
  }
}

const monthOf = (moment: Date) => `${moment.toISOString().slice(0, 7)}-01`;

/** The figures counted afresh from every row, in JavaScript, keyed "figure|month|dimension". */
async function countedAfresh(): Promise<Map<string, { count: number; amount: number }>> {
  const figures = new Map<string, { count: number; amount: number }>();
  const add = (figure: string, month: string, dimension: string, amount: number) => {
    const key = `${figure}|${month}|${dimension}`;
    const kept = figures.get(key) ?? { count: 0, amount: 0 };
    figures.set(key, { count: kept.count + 1, amount: kept.amount + amount });
  };
  for (const deal of await db().select().from(partnerDeals)) {
    add("deals_submitted", monthOf(deal.submittedAt), deal.status, Number(deal.dealValue));
    if (deal.status === "closed_won") {
      const closed = deal.closedAt ?? deal.reviewedAt ?? deal.submittedAt;
      add("deals_won", monthOf(closed), "", Number(deal.dealValue));
      const days = Math.min(
        366,
        Math.max(0, Math.floor((closed.getTime() - deal.submittedAt.getTime()) / DAY)),
      );
      add("days_to_close", monthOf(closed), String(days), 0);
    }
  }
  for (const payout of await db().select().from(commissionPayouts)) {
    add("commission", monthOf(payout.createdAt), "", Number(payout.commissionAmount));
  }
  for (const certificate of await db().select().from(certificates))
    add("certificates", monthOf(certificate.issuedAt), "", 0);
  for (const ticket of await db().select().from(supportTickets)) {
    add("tickets_opened", monthOf(ticket.createdAt), "", 0);
    if (ticket.solvedAt) {
      const met = !ticket.firstResponseBreachedAt && !ticket.resolutionBreachedAt;
      add("tickets_solved", monthOf(ticket.solvedAt), met ? "met" : "breached", 0);
    }
  }
  return figures;
}

async function kept(): Promise<Map<string, { count: number; amount: number }>> {
  const rows = await db()
    .select({
      key: sql<string>`${analyticsMonthly.figure} || '|' || ${analyticsMonthly.month}::text || '|' || ${analyticsMonthly.dimension}`,
      count: analyticsMonthly.count,
      amount: analyticsMonthly.amount,
    })
    .from(analyticsMonthly);
  return new Map(
    rows
      .filter((row) => Number(row.count) !== 0 || Number(row.amount) !== 0)
      .map((row) => [row.key, { count: Number(row.count), amount: Number(row.amount) }]),
  );
}

const rounded = (figures: Map<string, { count: number; amount: number }>) =>
  Object.fromEntries(
    [...figures.entries()]
      .sort()
      .map(([key, value]) => [key, { count: value.count, amount: value.amount.toFixed(2) }]),
  );

describe("analytics' monthly figures", () => {
  it("equal the figures counted afresh after any changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const change of steps) await apply(change);
        expect(rounded(await kept())).toEqual(rounded(await countedAfresh()));
      }),
      { numRuns: 25 },
    );
  });
});
