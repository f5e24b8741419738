import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerHealthDays, customers, supportTickets } from "#server/db/schema/index";
import { createLogger } from "#server/platform/logger";
import { createCustomer } from "#tests/factories/customers";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { customerSuccessRound, startCustomerSuccessJobs } from "./customer-success-jobs";
import { dailyHealthDone } from "./daily-health-run";

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;
const logger = createLogger("silent");

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

const HOUR_MS = 60 * 60 * 1000;

describe("the Customer Success jobs", () => {
  it("stamp a breach past due, which lowers its customer's health, and run the day's health run once", async () => {
    const customer = await createCustomer(db(), { lastContactAt: new Date() });
    const [ticket] = await db()
      .insert(supportTickets)
      .values({
        subject: "Nothing loads",
        description: "Every page stays blank.",
        customerId: customer.id,
        requesterName: "Morgan Client",
        priority: "low",
        status: "open",
        firstResponseDueAt: new Date(Date.now() - HOUR_MS),
      })
      .returning();

    await customerSuccessRound({ db: db(), logger });
    const [stamped] = await db()
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket?.id as string));
    expect(stamped?.firstResponseBreachedAt).not.toBeNull();
    const [row] = await db().select().from(customers).where(eq(customers.id, customer.id));
    // An open low ticket (1) and a breach (8).
    expect(row?.healthScore).toBe(91);
    expect(await dailyHealthDone(db())).toBe(true);
    const [day] = await db().select().from(customerHealthDays);
    expect(day).toMatchObject({ customers: 1, scoreSum: 91 });

    // The day is done: the next round leaves it as it is.
    await db().execute(sql`update customer_health_days set score_sum = 0`);
    await customerSuccessRound({ db: db(), logger });
    expect((await db().select().from(customerHealthDays))[0]?.scoreSum).toBe(0);
  });

  it("round every interval, and round no more once stopped", async () => {
    await db().delete(customerHealthDays);
    const jobs = startCustomerSuccessJobs({ db: db(), logger, intervalMs: 20 });
    try {
      await expect.poll(() => dailyHealthDone(db()), { timeout: 10_000 }).toBe(true);
    } finally {
      await jobs.stop();
    }
    await db().delete(customerHealthDays);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await dailyHealthDone(db())).toBe(false);
  });
});
